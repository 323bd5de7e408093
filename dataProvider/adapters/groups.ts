/**
 * A group's drivers as a list (GET /groups/{id}/drivers: `page`/`countperpage`, `search`); the
 * group comes as the permanent filter `group_id`. The groups' schemas load with the first call,
 * as the named group methods' do.
 */
import { fetchList, listEndpoint, listSpecOf } from './lists';
import type { AdapterFactory } from './types';

/** Named as the screen's path for react-admin's access check. */
export const GROUP_DRIVERS_RESOURCE = 'groups/detail/drivers';

const groupDrivers: AdapterFactory = (http) => ({
  getList: async (_resource, params) => {
    const { GROUP_ENDPOINTS, GroupDriversQuerySchema, GroupDriversResponseSchema } = await import('../../resources/groups/groups/resource');
    const endpoint = listEndpoint({
      path: GROUP_ENDPOINTS.drivers,
      pathFilters: { id: 'group_id' },
      spec: listSpecOf(GroupDriversQuerySchema),
      answer: GroupDriversResponseSchema,
      rows: (answer) => ({ data: answer.drivers, total: answer.total }),
    });
    return fetchList(http, endpoint, params);
  },
});

export const groupAdapters: Record<string, AdapterFactory> = { [GROUP_DRIVERS_RESOURCE]: groupDrivers };

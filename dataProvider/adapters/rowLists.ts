/**
 * Lists a scoped-list declaration reads that their endpoints answer in a shape of their own: the
 * payout kinds' default accounts (one row per kind, the accounts that may pay as the answer's
 * meta) and an aggregator's driver-add requests (paged, filtered by status, the aggregator in the path).
 */
import { DRIVERS_ADD_ENDPOINTS, DriverAddListSchema } from '../../schemas/drivers-add';
import { PAYOUT_ACCOUNT_ENDPOINTS, RailSettingsSchema } from '../../schemas/payout-accounts';
import { fetchList, listEndpoint, listResult, rowsIn } from './lists';
import type { AdapterFactory } from './types';

/** Resource names: the path of the screen that reads each. */
export const ROW_LIST_RESOURCES = {
  railSettings: 'payments/active-settings',
  driversAdd: 'aggregators/detail/drivers-add-list',
} as const;

const DRIVERS_ADD = listEndpoint({
  path: DRIVERS_ADD_ENDPOINTS.list,
  pathFilters: { id: 'aggregator_id' },
  spec: { filters: ['status'] },
  answer: DriverAddListSchema,
  rows: rowsIn('requests'),
});

const railSettings: AdapterFactory = (http) => ({
  getList: async (_resource, params) => {
    const answer = await http.json({ path: PAYOUT_ACCOUNT_ENDPOINTS.railSettings, signal: params.signal }, RailSettingsSchema);
    const rows = answer.settings.map((setting) => ({ id: setting.kind, ...setting }));
    return listResult(rows, rows.length, { accounts: answer.accounts });
  },
});

export const rowListAdapters: Record<string, AdapterFactory> = {
  [ROW_LIST_RESOURCES.railSettings]: railSettings,
  [ROW_LIST_RESOURCES.driversAdd]: (http) => ({ getList: (_resource, params) => fetchList(http, DRIVERS_ADD, params) }),
};

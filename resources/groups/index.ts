import GroupWorkOutlined from '@mui/icons-material/GroupWorkOutlined';
import { driverGroups } from '../../schemas/resources/groups';
import { generatedViews } from '../../src/components/generated/views';
import type { ResourceDefinition } from '../../src/root/definition';
import { lazyNamed } from '../../src/root/lazy';
import { groupsRoutes } from './routes';

const generated = generatedViews(driverGroups);

export const groups: ResourceDefinition = {
  name: 'groups',
  icon: GroupWorkOutlined,
  label: 'groups',
  routes: groupsRoutes,
  views: {
    ...generated,
    '/groups': lazyNamed(() => import('./GroupList'), 'GroupList'),
    '/groups/detail/:id/drivers': lazyNamed(() => import('./GroupDrivers'), 'GroupDrivers'),
    '/groups/detail/:id/params': lazyNamed(() => import('./GroupParams'), 'GroupParams'),
    '/groups/detail/:id/step-:step': lazyNamed(() => import('./CommissionEditor'), 'CommissionEditor'),
  },
  resources: [driverGroups],
  menu: {},
};

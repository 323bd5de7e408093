import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { exportAudit } from '../../schemas/resources/export-audit';
import { legalEntities } from '../../schemas/resources/legal-entities';
import { parkCard } from '../../schemas/resources/park-card';
import { offers } from '../../schemas/resources/offers';
import { staffUsers } from '../../schemas/resources/staff-users';
import { generatedViews } from '../../src/components/generated/views';
import { lazyNamed } from '../../src/root/lazy';
import { usersRoutes } from './routes';

export const users: ResourceDefinition = {
  name: 'users',
  icon: ManageAccountsOutlined,
  label: 'users',
  routes: usersRoutes,
  views: {
    ...generatedViews(staffUsers),
    '/users/users/:id': lazyNamed(() => import('./StaffUserCard'), 'StaffUserCard'),
    '/users/users/:id/rules/:userGroupId': lazyNamed(() => import('./UserRulesPage'), 'UserRulesPage'),
    ...generatedViews(parkCard),
    ...generatedViews(legalEntities),
    ...generatedViews(offers),
    '/users/offer': lazyNamed(() => import('./OfferList'), 'OfferList'),
    ...generatedViews(exportAudit),
  },
  resources: [staffUsers, parkCard, legalEntities, offers, exportAudit],
  menu: {},
};

import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { legalEntities } from '../../schemas/resources/legal-entities';
import { parkCard } from '../../schemas/resources/park-card';
import { staffUsers } from '../../schemas/resources/staff-users';
import { generatedViews } from '../../src/components/generated/views';
import { usersRoutes } from './routes';

export const users: ResourceDefinition = {
  name: 'users',
  icon: ManageAccountsOutlined,
  label: 'users',
  routes: usersRoutes,
  views: { ...generatedViews(staffUsers), ...generatedViews(parkCard), ...generatedViews(legalEntities) },
  resources: [staffUsers, parkCard, legalEntities],
  menu: {},
};

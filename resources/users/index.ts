import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { staffUsers } from '../../schemas/resources/staff-users';
import { generatedViews } from '../../src/components/generated/views';
import { usersRoutes } from './routes';

export const users: ResourceDefinition = {
  name: 'users',
  icon: ManageAccountsOutlined,
  label: 'users',
  routes: usersRoutes,
  views: generatedViews(staffUsers),
  resources: [staffUsers],
  menu: {},
};

import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { usersRoutes } from './routes';

export const users: ResourceDefinition = {
  name: 'users',
  icon: ManageAccountsOutlined,
  label: 'users',
  routes: usersRoutes,
  menu: {},
};

import LocalTaxiOutlined from '@mui/icons-material/LocalTaxiOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { transfersRoutes } from './routes';
import { transferViews } from './views';

export const transfers: ResourceDefinition = {
  name: 'transfers',
  icon: LocalTaxiOutlined,
  label: 'transfers',
  routes: transfersRoutes,
  views: transferViews,
  menu: {},
};

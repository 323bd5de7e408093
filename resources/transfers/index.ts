import LocalTaxiOutlined from '@mui/icons-material/LocalTaxiOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { transfersRoutes } from './routes';

export const transfers: ResourceDefinition = {
  name: 'transfers',
  icon: LocalTaxiOutlined,
  label: 'transfers',
  routes: transfersRoutes,
  views: {},
  menu: {},
};

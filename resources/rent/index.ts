import CarRentalOutlined from '@mui/icons-material/CarRentalOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { rentRoutes } from './routes';

export const rent: ResourceDefinition = {
  name: 'rent',
  icon: CarRentalOutlined,
  label: 'rent',
  routes: rentRoutes,
  views: {},
  menu: {},
};

import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { driversRoutes } from './routes';

export const drivers: ResourceDefinition = {
  name: 'drivers',
  icon: PeopleAltOutlined,
  label: 'drivers',
  routes: driversRoutes,
  views: {},
  menu: {},
};

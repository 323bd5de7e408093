import HubOutlined from '@mui/icons-material/HubOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { aggregatorsRoutes } from './routes';

export const aggregators: ResourceDefinition = {
  name: 'aggregators',
  icon: HubOutlined,
  label: 'aggregators',
  routes: aggregatorsRoutes,
  views: {},
  menu: {},
};

import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { kpiRoutes } from './routes';

export const kpi: ResourceDefinition = {
  name: 'kpi',
  icon: SpeedOutlined,
  label: 'kpi',
  routes: kpiRoutes,
  views: {},
  menu: {},
};

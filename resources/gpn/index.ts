import LocalGasStationOutlined from '@mui/icons-material/LocalGasStationOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { gpnRoutes } from './routes';

export const gpn: ResourceDefinition = {
  name: 'gpn',
  icon: LocalGasStationOutlined,
  label: 'gpn',
  routes: gpnRoutes,
  views: {},
};

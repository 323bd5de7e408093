import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { supportRoutes } from './routes';

export const support: ResourceDefinition = {
  name: 'support',
  icon: HelpOutlineOutlined,
  label: 'support',
  routes: supportRoutes,
  views: {},
};

import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { ticketsRoutes } from './routes';

export const tickets: ResourceDefinition = {
  name: 'tickets',
  icon: SupportAgentOutlined,
  label: 'tickets',
  routes: ticketsRoutes,
  views: {},
};

import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { messagesRoutes } from './routes';

export const messages: ResourceDefinition = {
  name: 'messages',
  icon: CampaignOutlined,
  label: 'messages',
  routes: messagesRoutes,
  views: {},
  menu: {},
};

import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { newsRoutes } from './routes';

export const news: ResourceDefinition = {
  name: 'news',
  icon: NewspaperOutlined,
  label: 'news',
  routes: newsRoutes,
  views: {},
  menu: {},
};

import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { lazyNamed } from '../../src/root/lazy';
import type { ResourceDefinition } from '../../src/root/definition';
import { homeRoutes } from './routes';

// The home page (spec 2: '/'), shown when the root has no landing screen to go to.
export const home: ResourceDefinition = {
  name: 'home',
  icon: HomeOutlined,
  label: 'home',
  routes: homeRoutes,
  views: {
    '/': lazyNamed(() => import('./HomePage'), 'HomePage'),
  },
  menu: {},
};

import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { lazyNamed } from '../../src/root/lazy';
import { newsRoutes } from './routes';
import { useNewsBadge } from './useNewsBadge';
import { t } from '../../texts/t';

export const news: ResourceDefinition = {
  name: 'news',
  icon: NewspaperOutlined,
  label: 'news',
  routes: newsRoutes,
  views: {
    '/news': lazyNamed(() => import('./NewsList'), 'NewsList'),
    '/news/one/:id': lazyNamed(() => import('./NewsShow'), 'NewsShow'),
  },
  menu: { useBadge: useNewsBadge },
  // The latest news, opening /news and each item.
  homeBlock: {
    place: 'beside',
    text: { text: t('kpi.home.newsTitle'), sections: ['/news'] },
    component: lazyNamed(() => import('./HomeNews'), 'HomeNews'),
  },
};

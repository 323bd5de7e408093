import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { lazyNamed } from '../../src/root/lazy';
import { ReportsButton } from './ReportsButton';
import { reportsRoutes } from './routes';

export const reports: ResourceDefinition = {
  name: 'reports',
  icon: AssessmentOutlined,
  label: 'reports',
  routes: reportsRoutes,
  views: {
    '/reports': lazyNamed(() => import('./ReportCatalogue'), 'ReportCatalogue'),
    '/reports/:report': lazyNamed(() => import('./ReportOrder'), 'ReportOrder'),
  },
  appBarButton: ReportsButton,
};

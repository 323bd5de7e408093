import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { lazyNamed } from '../../src/root/lazy';
import { LazyManagerDialog } from './LazyManagerDialog';
import { kpiRoutes } from './routes';
import { useHelpCondition } from './useHelpCondition';
import { kpiPagePath } from './pages';
import { t } from '../../texts/t';

export const kpi: ResourceDefinition = {
  name: 'kpi',
  icon: SpeedOutlined,
  label: 'kpi',
  routes: kpiRoutes,
  views: {
    '/kpi/:page': lazyNamed(() => import('./KpiPage'), 'KpiPage'),
  },
  menu: {},
  manager: { useHelpCondition, dialog: LazyManagerDialog },
  // The park's last 7 days, opening the KPI pages.
  homeBlock: {
    place: 'summary',
    text: { text: t('kpi.home.kpiTitle'), sections: [kpiPagePath('main')] },
    component: lazyNamed(() => import('./HomeKpiSummary'), 'HomeKpiSummary'),
  },
};

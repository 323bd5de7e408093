import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { lazyNamed } from '../../src/root/lazy';
import { LazyManagerDialog } from './LazyManagerDialog';
import { kpiRoutes } from './routes';
import { useHelpCondition } from './useHelpCondition';

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
};

import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { reportsRoutes } from './routes';

export const reports: ResourceDefinition = {
  name: 'reports',
  icon: AssessmentOutlined,
  label: 'reports',
  routes: reportsRoutes,
  views: {},
};

import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { paymentsRoutes } from './routes';

export const payments: ResourceDefinition = {
  name: 'payments',
  icon: PaymentsOutlined,
  label: 'payments',
  routes: paymentsRoutes,
  views: {},
  menu: {},
};

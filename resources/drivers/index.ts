import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { deskViews } from './deskViews';
import { driversRoutes } from './routes';
import { useApprovedDriversBadge } from './useApprovedDriversBadge';
import { driverViews } from './views';

export const drivers: ResourceDefinition = {
  name: 'drivers',
  icon: PeopleAltOutlined,
  label: 'drivers',
  routes: driversRoutes,
  views: { ...driverViews, ...deskViews },
  menu: { useBadge: useApprovedDriversBadge },
};

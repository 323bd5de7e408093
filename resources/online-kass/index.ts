import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { COUNTRY_CODES } from '../../schemas/auth';
import { onlineKassRoutes } from './routes';

export const onlineKass: ResourceDefinition = {
  name: 'online-kass',
  icon: ReceiptLongOutlined,
  label: 'onlineKass',
  routes: onlineKassRoutes,
  views: {},
  countries: [COUNTRY_CODES.russia],
  menu: {},
};

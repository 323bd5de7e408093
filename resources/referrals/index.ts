import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { referralsRoutes } from './routes';

export const referrals: ResourceDefinition = {
  name: 'referrals',
  icon: CardGiftcardOutlined,
  label: 'referrals',
  routes: referralsRoutes,
  views: {},
  menu: {},
};

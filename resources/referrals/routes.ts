import { SECTION_LANDINGS } from '../../schemas/landings';
import type { RouteDecl } from '../../schemas/routing';

export const referralsRoutes: RouteDecl[] = [
  { path: '/referrals', redirect: SECTION_LANDINGS.referrals },
  { path: '/referrals/payments' },
  { path: '/referrals/drivers' },
  { path: '/referrals/settings' },
  { path: '/referrals/settings/create' },
  { path: '/referrals/settings/:id' },
  { path: '/referrals/reset' },
  { path: '/referrals/payments-settings' },
  { path: '/referrals/drivers-invited' },
  { path: '/referrals/drivers-invitees' },
];

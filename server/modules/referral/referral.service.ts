/** The park's referral settings; the first one's `enabled` decides the promo and the menu warning. */
import type { z } from 'zod';
import type { AccessClaims } from '../../../schemas/auth';
import type { ReferralSettingsResponseSchema } from '../../../schemas/notices';
import type { AppDeps } from '../../deps';
import { ReferralRepository } from './referral.repository';

export class ReferralService {
  private readonly referral: ReferralRepository;

  constructor(deps: AppDeps) {
    this.referral = new ReferralRepository(deps.db);
  }

  async settings(claims: AccessClaims): Promise<z.infer<typeof ReferralSettingsResponseSchema>> {
    return this.referral.settings(claims.taxis_id);
  }
}

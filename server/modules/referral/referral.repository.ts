/** A park's referral program settings (spec 3 "Referral setting"). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referralSettings } from '../../db/schema';

export class ReferralRepository {
  constructor(private readonly db: Db) {}

  async settings(taxisId: number) {
    return this.db
      .select({ id: referralSettings.id, name: referralSettings.name, enabled: referralSettings.enabled })
      .from(referralSettings)
      .where(eq(referralSettings.taxisId, taxisId))
      .orderBy(asc(referralSettings.id));
  }
}

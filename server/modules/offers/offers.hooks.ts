/**
 * The offers section's rules for /users/offer, run by the generator inside the write's
 * transaction: each new document gets the park's next редакция number.
 */
import type { CrudHooks } from '../../lib/crud/crud.service';
import { OffersRepository } from './offers.repository';

export const offerHooks: CrudHooks = {
  async beforeCreate(ctx, values) {
    const version = await new OffersRepository(ctx.tx).nextVersion(ctx.claims.taxis_id);
    return { ...values, version, drivers_sent: 0, created_at: ctx.now };
  },
};

/**
 * The offers section's rules for /users/offer, run by the generator inside the write's
 * transaction: each new document gets the park's next редакция number.
 */
import type { CrudHooks } from '../../../server/lib/crud/crud.service';
import { OffersRepository } from '../../../server/modules/offers/offers.repository';
import type { ResourceServerPart } from '../../../server/lib/crud/crud.routes';

export const offerHooks: CrudHooks = {
  async beforeCreate(ctx, values) {
    const version = await new OffersRepository(ctx.tx).nextVersion(ctx.claims.taxis_id);
    return { ...values, version, drivers_sent: 0, created_at: ctx.now };
  },
};

export const server: ResourceServerPart = { hooks: offerHooks };

/**
 * Sending an offer document to drivers: the chosen drivers of the park (another park's driver id
 * is "not found"), or every driver a drivers-list filter finds. One transaction records who got
 * which offer and sets their offer_sent_at (the drivers list's have_sent_offer). Sending is
 * idempotent: a driver who already has this offer is not sent it again, so repeating the request
 * (a double click, a retry after a lost answer) changes nothing.
 */
import type { AccessClaims } from '../../../schemas/auth';
import { DriversListQuerySchema } from '../../../schemas/drivers';
import type { OfferSendRequest, OfferSendResponse } from '../../../resources/users/offers/resource';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { DriversListService } from '../drivers/drivers-list.service';
import { OffersRepository, type OfferTarget } from './offers.repository';

export class OffersService {
  private readonly driversList: DriversListService;

  constructor(private readonly deps: AppDeps) {
    this.driversList = new DriversListService(deps);
  }

  async send(claims: AccessClaims, offerId: number, request: OfferSendRequest): Promise<OfferSendResponse> {
    const target = await this.targetOf(claims, request);
    return this.deps.db.transaction(async (tx) => {
      const offers = new OffersRepository(tx);
      if (!(await offers.lockOffer(claims.taxis_id, offerId))) throw errors.notFound();
      const matched = await offers.countTargets(claims.taxis_id, target);
      if ('driverIds' in target && matched < target.driverIds.length) throw errors.notFound();
      const sent = await offers.deliver(claims.taxis_id, offerId, target, this.deps.clock.now(), Number(claims.sub));
      return { sent: sent.length, matched };
    });
  }

  private async targetOf(claims: AccessClaims, request: OfferSendRequest): Promise<OfferTarget> {
    if (request.driver_ids !== undefined) return { driverIds: [...new Set(request.driver_ids)] };
    // The same resolution as GET /drivers/v2/list: search variants, the park's day, its aggregators.
    const query = { ...DriversListQuerySchema.parse({}), ...request.filter };
    return { filter: (await this.driversList.resolve(claims, query)).filter };
  }
}

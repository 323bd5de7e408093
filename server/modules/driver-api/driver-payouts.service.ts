/**
 * A driver's own payouts through the payout engine, source 'driver': the engine's plan decides
 * the fee, the account, the destination, the withdrawable sum, the limits and the guards, with
 * the driver's row locked, and its writePayout holds the sum and writes the payout, its event and
 * its outbox row in one transaction. Only the driver differs from a staff create: the driver is
 * the token's, no staff rule applies (nobody approves a driver's own payout) and the key is the
 * driver's, so two drivers' keys never meet. The same key with the same body answers the first
 * payout; another body 409.
 */
import { kopecksToWire } from '../../../schemas/money';
import type { DriverPayout, DriverPayoutRequest } from '../../../schemas/driver-api';
import type { PayoutRequest } from '../../../schemas/payouts';
import { DEFAULT_PAGE_SIZE } from '../../../schemas/lists';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { isUniqueViolation } from '../ledger/idempotency';
import { publishAll, type Published } from '../payouts/payout-moves';
import { planPayout, type PayoutPlan } from '../payouts/payout-plan';
import { planInputOf, requestHash, writePayout } from '../payouts/payouts.service';
import { PayoutsRepository, type PayoutRow, type PayoutView } from '../payouts/payouts.repository';
import { DriverApiRepository } from './driver-api.repository';
import type { DriverClaims } from './driver-tokens';

const driverKey = (driverId: number, key: string) => `driver:${driverId}:${key}`;

/** The engine's request of the driver's own payout of their balance. */
const engineRequest = (driver: DriverClaims, request: DriverPayoutRequest): PayoutRequest => ({
  driver_id: driver.driverId,
  amount: request.amount,
  kind: 'driver',
  aggregator_id: null,
  destination_id: request.destination_id ?? null,
  account_id: null,
});

function refusalError(plan: PayoutPlan) {
  if (!plan.refusal) return null;
  const { message, field } = plan.refusal;
  return errors.validation(field ? { [field]: message } : {}, message);
}

export function toDriverPayout(view: PayoutView): DriverPayout {
  const { payout } = view;
  return {
    id: payout.id,
    amount: kopecksToWire(payout.amountKop),
    fee: kopecksToWire(payout.feeKop),
    status: payout.status,
    reason: payout.reason,
    rail: payout.rail,
    destination_title: view.destinationTitle,
    created_at: payout.createdAt.toISOString(),
    updated_at: payout.updatedAt.toISOString(),
    completed_at: payout.completedAt?.toISOString() ?? null,
    sandbox: view.accountSandbox,
  };
}

export class DriverPayoutsService {
  constructor(private readonly deps: AppDeps) {}

  private context() {
    return { rails: this.deps.payoutRails, guards: this.deps.payoutGuards, now: this.deps.clock.now() };
  }

  async preview(driver: DriverClaims, request: DriverPayoutRequest) {
    const input = planInputOf(driver.taxisId, engineRequest(driver, request));
    const plan = await this.deps.db.transaction(async (tx) => planPayout(tx, input, this.context()));
    return {
      amount: kopecksToWire(plan.amountKop),
      fee: kopecksToWire(plan.feeKop),
      total: kopecksToWire(plan.amountKop + plan.feeKop),
      withdrawable: kopecksToWire(plan.withdrawableKop),
      destination_id: plan.destination?.id ?? null,
      destination_title: plan.destination?.title ?? null,
      refusal: plan.refusal?.message ?? null,
      sandbox: plan.account?.sandbox ?? true,
    };
  }

  async create(driver: DriverClaims, key: string, request: DriverPayoutRequest): Promise<DriverPayout> {
    const asked = engineRequest(driver, request);
    const hash = requestHash(asked);
    const storedKey = driverKey(driver.driverId, key);
    const replay = async (existing: PayoutRow): Promise<DriverPayout> => {
      if (existing.requestHash !== hash) throw errors.conflict(t('payouts.idempotencyReused'));
      return this.one(driver, existing.id);
    };
    let created: { payout: PayoutRow; published: Published[] } | PayoutRow;
    try {
      created = await this.deps.db.transaction(async (tx) => {
        // The plan locks the driver's row first: a second call with the same key waits and then finds the first.
        const plan = await planPayout(tx, planInputOf(driver.taxisId, asked), this.context());
        const existing = await new PayoutsRepository(tx).findByKey(driver.taxisId, storedKey);
        if (existing) return existing;
        const refusal = refusalError(plan);
        if (refusal) throw refusal;
        return writePayout(tx, plan, {
          taxisId: driver.taxisId,
          kind: 'driver',
          aggregatorId: null,
          source: 'driver',
          idempotencyKey: storedKey,
          requestHash: hash,
          userId: null,
          awaitingApproval: false,
          batchId: null,
          now: this.deps.clock.now(),
        });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const winner = await new PayoutsRepository(this.deps.db).findByKey(driver.taxisId, storedKey);
      if (!winner) throw error;
      return replay(winner);
    }
    if (!('published' in created)) return replay(created);
    await publishAll(this.deps.bus, created.published);
    return this.one(driver, created.payout.id);
  }

  /** The driver's own payout; another driver's, or another park's, answers 404. */
  async one(driver: DriverClaims, payoutId: number): Promise<DriverPayout> {
    const view = await new PayoutsRepository(this.deps.db).view(driver.taxisId, payoutId);
    if (!view || view.payout.driverId !== driver.driverId) throw errors.notFound();
    return toDriverPayout(view);
  }

  async list(driver: DriverClaims, page = 1, countperpage = DEFAULT_PAGE_SIZE) {
    const { ids, total } = await new DriverApiRepository(this.deps.db).payoutPage(
      driver.taxisId,
      driver.driverId,
      countperpage,
      (page - 1) * countperpage,
    );
    const views = await new PayoutsRepository(this.deps.db).views(driver.taxisId, ids);
    const byId = new Map(views.map((view) => [view.payout.id, view]));
    const payouts = ids.flatMap((id) => {
      const view = byId.get(id);
      return view ? [toDriverPayout(view)] : [];
    });
    return { payouts, total, pages: Math.ceil(total / countperpage) };
  }
}

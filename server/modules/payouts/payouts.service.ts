/**
 * Creating payouts and the people's moves on them (issue 13):
 * - preview: the plan (payout-plan.ts) with its fee and whether it would wait for approval;
 * - create: in ONE transaction with the driver's row locked (the ledger's lock): the plan, the
 *   hold (drivers.held_kop += amount + fee), the payout, its first event and, unless it waits for
 *   approval, its outbox row `send` under reference `p<id>a1`. The same Idempotency-Key with the
 *   same body answers the first payout; with another body 409. Two first calls with one key race
 *   into the unique index and the loser answers the winner;
 * - approve (another person who may), reject, cancel (before the worker took it).
 */
import { createHash } from 'node:crypto';
import type { AccessClaims } from '../../../schemas/auth';
import { kopecksToWire } from '../../../schemas/money';
import type { Payout, PayoutPreview, PayoutRequest } from '../../../schemas/payouts';
import { ERROR_CODES } from '../../../schemas/errors';
import { t } from '../../../texts/t';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../errors';
import type { PayoutRails } from '../../integrations/payouts/payout-rail';
import { isUniqueViolation } from '../ledger/idempotency';
import { PostingsRepository } from '../ledger/postings.repository';
import { authorOf } from '../users/author';
import type { PayoutGuard } from './payout-guard';
import { PayoutMoves, publishAll, statusEvent, type Published } from './payout-moves';
import { planPayout, type PayoutPlan, type PlanInput } from './payout-plan';
import { attemptReference, defaultStaffRule, needsApproval, type StaffRule } from './payout-rules';
import { toPayout } from './payout-wire';
import { PayoutsRepository, type PayoutRow } from './payouts.repository';

export const requestKey = (key: string) => `request:${key}`;

export interface PayoutEngine {
  rails: PayoutRails;
  guards: readonly PayoutGuard[];
}

function refusalError(plan: PayoutPlan): AppError | null {
  if (!plan.refusal) return null;
  const { message, field } = plan.refusal;
  return errors.validation(field ? { [field]: message } : {}, message);
}

const forbidden = (message: string) => new AppError(403, ERROR_CODES.forbidden, message);

/** The body as it decides the payout: the same payout asked again hashes the same. */
export function requestHash(request: PayoutRequest): string {
  const normal = {
    driver_id: request.driver_id,
    amount: request.amount.replace(/[\s\u00a0]/g, '').replace(',', '.'),
    kind: request.kind,
    aggregator_id: request.aggregator_id ?? null,
    destination_id: request.destination_id ?? null,
    account_id: request.account_id ?? null,
  };
  return createHash('sha256').update(JSON.stringify(normal)).digest('hex');
}

export const planInputOf = (taxisId: number, request: PayoutRequest): PlanInput => ({
  taxisId,
  driverId: request.driver_id,
  amount: request.amount,
  kind: request.kind,
  aggregatorId: request.aggregator_id ?? null,
  destinationId: request.destination_id ?? null,
  accountId: request.account_id ?? null,
});

export class PayoutsService {
  constructor(
    private readonly deps: AppDeps,
    private readonly engine: PayoutEngine,
  ) {}

  private async staffRule(db: Db, claims: AccessClaims): Promise<StaffRule> {
    return (await new PayoutsRepository(db).staffRule(claims.taxis_id, Number(claims.sub))) ?? defaultStaffRule(claims.group_id);
  }

  async preview(claims: AccessClaims, request: PayoutRequest): Promise<PayoutPreview> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const rule = await this.staffRule(tx, claims);
      const plan = await planPayout(tx, planInputOf(claims.taxis_id, request), { ...this.engine, now });
      const refusal = rule.maySend ? (plan.refusal?.message ?? null) : t('payouts.refusal.mayNotSend');
      return {
        amount: kopecksToWire(plan.amountKop),
        fee: kopecksToWire(plan.feeKop),
        total: kopecksToWire(plan.amountKop + plan.feeKop),
        withdrawable: kopecksToWire(plan.withdrawableKop),
        rail: plan.account?.rail ?? 'sbp',
        account_id: plan.account?.id ?? 0,
        account_name: plan.account?.name ?? '',
        destination_id: plan.destination?.id ?? null,
        destination_title: plan.destination?.title ?? null,
        needs_approval: needsApproval(rule, plan.amountKop),
        refusal,
        sandbox: plan.account?.sandbox ?? true,
      };
    });
  }

  /** Creates a staff member's payout; the same key again answers the first one. */
  async create(claims: AccessClaims, key: string, request: PayoutRequest): Promise<Payout> {
    const { userId } = await authorOf(this.deps.db, claims);
    const hash = requestHash(request);
    const storedKey = requestKey(key);
    const replay = async (existing: PayoutRow): Promise<Payout> => {
      if (existing.requestHash !== hash) throw errors.conflict(t('payouts.idempotencyReused'));
      return this.one(claims.taxis_id, existing.id);
    };
    let created: { payout: PayoutRow; published: Published[] } | PayoutRow;
    try {
      created = await this.deps.db.transaction(async (tx) => {
        const repository = new PayoutsRepository(tx);
        const rule = await this.staffRule(tx, claims);
        if (!rule.maySend) throw forbidden(t('payouts.refusal.mayNotSend'));
        const now = this.deps.clock.now();
        // The lock first: a second call with the same key and driver waits here and then finds the first.
        const plan = await planPayout(tx, planInputOf(claims.taxis_id, request), { ...this.engine, now });
        const existing = await repository.findByKey(claims.taxis_id, storedKey);
        if (existing) return existing;
        const refusal = refusalError(plan);
        if (refusal) throw refusal;
        return writePayout(tx, plan, {
          taxisId: claims.taxis_id,
          kind: request.kind,
          aggregatorId: request.aggregator_id ?? null,
          source: 'staff',
          idempotencyKey: storedKey,
          requestHash: hash,
          userId,
          awaitingApproval: needsApproval(rule, plan.amountKop),
          batchId: null,
          now,
        });
      });
    } catch (error) {
      // Two first calls with one key for different drivers: the unique index kept the winner.
      if (!isUniqueViolation(error)) throw error;
      const winner = await new PayoutsRepository(this.deps.db).findByKey(claims.taxis_id, storedKey);
      if (!winner) throw error;
      return replay(winner);
    }
    if (!('published' in created)) return replay(created);
    await publishAll(this.deps.bus, created.published);
    return this.one(claims.taxis_id, created.payout.id);
  }

  async one(taxisId: number, payoutId: number): Promise<Payout> {
    const view = await new PayoutsRepository(this.deps.db).view(taxisId, payoutId);
    if (!view) throw errors.notFound();
    return toPayout(view);
  }

  /** A second person lets a payout over the creator's limit go: it is queued for the rail. */
  async approve(claims: AccessClaims, payoutId: number): Promise<Payout> {
    return this.decide(claims, payoutId, async (moves, payout, userId, now, tx) => {
      if (payout.createdByUserId === userId) throw errors.conflict(t('payouts.transition.selfApproval'));
      await new PayoutsRepository(tx).update(payout.id, { approvedByUserId: userId, approvedAt: now });
      const moved = await moves.move(payout, { next: 'created', userId, at: now, reason: null });
      await new PayoutsRepository(tx).addOutbox([
        { taxisId: payout.taxisId, payoutId: payout.id, action: 'send', reference: attemptReference(payout.id, 1), attempt: 1, dueAt: now },
      ]);
      return moved;
    });
  }

  async reject(claims: AccessClaims, payoutId: number): Promise<Payout> {
    return this.decide(claims, payoutId, async (moves, payout, userId, now) => {
      await moves.release(payout);
      return moves.move(payout, { next: 'rejected', userId, at: now, reason: t('payouts.transition.rejected') });
    });
  }

  private async decide(
    claims: AccessClaims,
    payoutId: number,
    act: (moves: PayoutMoves, payout: PayoutRow, userId: number, now: Date, tx: Db) => Promise<PayoutRow>,
  ): Promise<Payout> {
    const { userId } = await authorOf(this.deps.db, claims);
    const moved = await this.deps.db.transaction(async (tx) => {
      const payout = await new PayoutsRepository(tx).lock(claims.taxis_id, payoutId);
      if (!payout) throw errors.notFound();
      if (payout.status !== 'awaiting_approval') throw errors.conflict(t('payouts.transition.notAwaitingApproval'));
      if (!(await this.staffRule(tx, claims)).mayApprove) throw forbidden(t('payouts.transition.mayNotApprove'));
      return act(new PayoutMoves(tx, this.engine.guards), payout, userId, this.deps.clock.now(), tx);
    });
    await publishAll(this.deps.bus, [statusEvent(moved)]);
    return this.one(claims.taxis_id, moved.id);
  }

  /** The park withdraws a payout the worker has not taken yet; its hold is released. */
  async cancel(claims: AccessClaims, payoutId: number): Promise<Payout> {
    const { userId } = await authorOf(this.deps.db, claims);
    const moved = await this.deps.db.transaction(async (tx) => {
      const repository = new PayoutsRepository(tx);
      const payout = await repository.lock(claims.taxis_id, payoutId);
      if (!payout) throw errors.notFound();
      const untouched =
        payout.status === 'awaiting_approval' || (payout.status === 'created' && (await repository.withdrawUnsent(payout.id)));
      if (!untouched) throw errors.conflict(t('payouts.transition.notCancellable'));
      const moves = new PayoutMoves(tx, this.engine.guards);
      await moves.release(payout);
      return moves.move(payout, { next: 'cancelled', userId, at: this.deps.clock.now(), reason: t('payouts.transition.cancelled') });
    });
    await publishAll(this.deps.bus, [statusEvent(moved)]);
    return this.one(claims.taxis_id, moved.id);
  }
}

export interface PayoutWrite {
  taxisId: number;
  kind: PayoutRequest['kind'];
  aggregatorId: number | null;
  source: PayoutRow['source'];
  idempotencyKey: string;
  requestHash: string;
  userId: number | null;
  awaitingApproval: boolean;
  batchId: number | null;
  now: Date;
}

/** The payout of a plan without refusal: the hold, the row, its first event and its outbox row. */
export async function writePayout(tx: Db, plan: PayoutPlan, write: PayoutWrite): Promise<{ payout: PayoutRow; published: Published[] }> {
  const { account } = plan;
  if (!account) throw new Error('a payout plan without an account');
  const repository = new PayoutsRepository(tx);
  await new PostingsRepository(tx).addHeld(plan.driver.id, plan.amountKop + plan.feeKop);
  const status = write.awaitingApproval ? 'awaiting_approval' : 'created';
  const payout = await repository.insert({
    taxisId: write.taxisId,
    driverId: plan.driver.id,
    kind: write.kind,
    aggregatorId: write.aggregatorId,
    source: write.source,
    rail: account.rail,
    accountId: account.id,
    destinationId: plan.destination?.id ?? null,
    amountKop: plan.amountKop,
    feeKop: plan.feeKop,
    status,
    idempotencyKey: write.idempotencyKey,
    requestHash: write.requestHash,
    batchId: write.batchId,
    createdByUserId: write.userId,
    createdAt: write.now,
    updatedAt: write.now,
  });
  await repository.addEvents([{ taxisId: write.taxisId, payoutId: payout.id, status, userId: write.userId, createdAt: write.now }]);
  if (!write.awaitingApproval) {
    await repository.addOutbox([
      { taxisId: write.taxisId, payoutId: payout.id, action: 'send', reference: attemptReference(payout.id, 1), attempt: 1, dueAt: write.now },
    ]);
  }
  return { payout, published: [statusEvent(payout)] };
}

/**
 * A payout's moves after it was created, inside the caller's transaction with the payout row
 * locked: each writes its payout_events row and says what to publish once the transaction has
 * committed. The money of each move:
 * - completed: the ledger gets `payout` −amount and `payout_fee` −fee (keys from the payout id, so
 *   a move applied twice posts once), the hold is released, the guards are told;
 * - failed: the hold is released, so the amount is withdrawable again at once, and the payout
 *   moves on to `returned` in the same transaction, keeping the bank's reason;
 * - returned after completion (the recipient's bank sent it back): +amount through the ledger.
 */
import type { PayoutStatus } from '../../../schemas/payouts';
import { PAYOUT_STATUS_EVENT, PAYOUT_STATUS_PATH, type PayoutStatusEvent } from '../../../schemas/realtime';
import { t } from '../../../texts/t';
import type { Db } from '../../db/client';
import type { EventBus } from '../../realtime/event-bus';
import { postEntries, postEntry, type NewLedgerEntry } from '../ledger/ledger.writer';
import { PostingsRepository } from '../ledger/postings.repository';
import type { PayoutGuard } from './payout-guard';
import { movesForward } from './payout-rules';
import { PayoutsRepository, type PayoutRow } from './payouts.repository';

export const payoutLedgerKey = (payoutId: number) => `payout:${payoutId}`;
export const payoutFeeLedgerKey = (payoutId: number) => `payout-fee:${payoutId}`;
export const payoutReturnLedgerKey = (payoutId: number) => `payout-return:${payoutId}`;

export interface Published {
  taxisId: number;
  event: PayoutStatusEvent;
}

export const statusEvent = (payout: PayoutRow): Published => ({
  taxisId: payout.taxisId,
  event: { type: PAYOUT_STATUS_EVENT, payout_id: payout.id, driver_id: payout.driverId, batch_id: payout.batchId, status: payout.status },
});

/** Publishes after the commit; a lost realtime message never undoes a payout. */
export async function publishAll(bus: EventBus, published: readonly Published[]): Promise<void> {
  for (const { taxisId, event } of published) {
    await bus.publish({ taxis_id: taxisId, path: PAYOUT_STATUS_PATH, event }).catch(() => undefined);
  }
}

/** A forward move that moves no money: everything but completed, failed and returned. */
export const isPlainMove = (current: PayoutStatus, next: PayoutStatus): boolean =>
  movesForward(current, next) && next !== 'completed' && next !== 'failed' && next !== 'returned';

/** A locked payout and its move. */
export interface LockedMove {
  payout: PayoutRow;
  input: MoveInput;
}

export interface MovedMany {
  payouts: Map<number, PayoutRow>;
  published: Published[];
}

export interface MoveInput {
  next: PayoutStatus;
  reason?: string | null;
  externalId?: string | null;
  userId?: number | null;
  at: Date;
}

export class PayoutMoves {
  private readonly repository: PayoutsRepository;

  constructor(
    private readonly tx: Db,
    private readonly guards: readonly PayoutGuard[],
  ) {
    this.repository = new PayoutsRepository(tx);
  }

  /**
   * Applies a rail's state if it moves the payout forward; answers what to publish (nothing when
   * the state was old news: a replayed or late notification).
   */
  async apply(payout: PayoutRow, input: MoveInput): Promise<{ payout: PayoutRow; published: Published[] }> {
    if (!movesForward(payout.status, input.next)) return { payout, published: [] };
    const published: Published[] = [];
    let current = payout;
    // A return reported before the completion was seen: the payout did complete first.
    if (input.next === 'returned' && current.status !== 'completed') {
      current = await this.complete(current, { ...input, next: 'completed', reason: null });
      published.push(statusEvent(current));
    }
    switch (input.next) {
      case 'completed':
        current = await this.complete(current, input);
        break;
      case 'failed':
        current = await this.fail(current, input);
        break;
      case 'returned':
        current = await this.returnCompleted(current, input);
        break;
      default:
        current = await this.move(current, input);
    }
    published.push(statusEvent(current));
    return { payout: current, published };
  }

  /** A plain change of state with its history row. */
  async move(payout: PayoutRow, input: MoveInput): Promise<PayoutRow> {
    const updated = await this.repository.update(payout.id, {
      status: input.next,
      reason: input.reason === undefined ? payout.reason : input.reason,
      externalId: input.externalId ?? payout.externalId,
      updatedAt: input.at,
      ...(input.next === 'completed' ? { completedAt: input.at } : {}),
    });
    await this.repository.addEvents([
      { taxisId: payout.taxisId, payoutId: payout.id, status: input.next, reason: input.reason ?? null, userId: input.userId ?? null, createdAt: input.at },
    ]);
    return updated;
  }

  /**
   * Plain moves of many locked payouts at once (see `isPlainMove`): the rows `move` writes, in two
   * statements for them all. The worker applies a batch of the rail's answers so.
   */
  async moveMany(moves: readonly LockedMove[]): Promise<MovedMany> {
    if (moves.some(({ payout, input }) => !isPlainMove(payout.status, input.next))) throw new Error('moveMany takes plain moves only');
    return this.writeMoves(moves);
  }

  /**
   * Completions of many locked open payouts of one park, each of another driver: what `complete`
   * writes one by one (the holds released, `payout` and `payout_fee` entries under the same keys,
   * the guards told, the state and its history), in a few statements for them all.
   */
  async completeMany(taxisId: number, moves: readonly LockedMove[]): Promise<MovedMany> {
    if (moves.length === 0) return { payouts: new Map(), published: [] };
    const drivers = new Set(moves.map(({ payout }) => payout.driverId));
    if (drivers.size !== moves.length || moves.some(({ payout, input }) => payout.taxisId !== taxisId || input.next !== 'completed' || !movesForward(payout.status, 'completed'))) {
      throw new Error('completeMany takes open payouts of one park, a driver each');
    }
    // postEntries locks the drivers' rows; the holds are released under the same locks.
    await postEntries(
      this.tx,
      taxisId,
      moves.flatMap(({ payout, input }) => this.completionEntries(payout, input.at)),
    );
    await new PostingsRepository(this.tx).addHeldMany(moves.map(({ payout }) => ({ driverId: payout.driverId, deltaKop: -(payout.amountKop + payout.feeKop) })));
    for (const { payout, input } of moves) await this.tellGuards(payout, input.at);
    return this.writeMoves(moves);
  }

  private async writeMoves(moves: readonly LockedMove[]): Promise<MovedMany> {
    const rows = await this.repository.moveMany(
      moves.map(({ payout, input }) => ({
        id: payout.id,
        status: input.next,
        reason: input.reason === undefined ? payout.reason : input.reason,
        externalId: input.externalId ?? null,
        at: input.at,
      })),
    );
    await this.repository.addEvents(
      moves.map(({ payout, input }) => ({ taxisId: payout.taxisId, payoutId: payout.id, status: input.next, reason: input.reason ?? null, userId: input.userId ?? null, createdAt: input.at })),
    );
    return { payouts: new Map(rows.map((row) => [row.id, row])), published: rows.map(statusEvent) };
  }

  /** Releases the hold of an open payout (its amount and fee). */
  async release(payout: PayoutRow): Promise<void> {
    const postings = new PostingsRepository(this.tx);
    await postings.lockMoney(payout.taxisId, payout.driverId);
    await postings.addHeld(payout.driverId, -(payout.amountKop + payout.feeKop));
  }

  private async complete(payout: PayoutRow, input: MoveInput): Promise<PayoutRow> {
    await this.release(payout);
    for (const entry of this.completionEntries(payout, input.at)) await postEntry(this.tx, entry);
    await this.tellGuards(payout, input.at);
    return this.move(payout, { ...input, next: 'completed' });
  }

  /** A completed payout's ledger entries: the amount, and the fee if any (keys from the payout id). */
  private completionEntries(payout: PayoutRow, at: Date): NewLedgerEntry[] {
    const common = { taxisId: payout.taxisId, driverId: payout.driverId, createdBy: 'platform' as const, at };
    const rail = t(`payouts.rail.${payout.rail}`);
    const amount: NewLedgerEntry = {
      ...common,
      kind: 'payout',
      amountKop: -payout.amountKop,
      description: t('payouts.ledger.payout', { id: payout.id, rail }),
      idempotencyKey: payoutLedgerKey(payout.id),
    };
    if (payout.feeKop <= 0) return [amount];
    return [
      amount,
      { ...common, kind: 'payout_fee', amountKop: -payout.feeKop, description: t('payouts.ledger.fee', { id: payout.id }), idempotencyKey: payoutFeeLedgerKey(payout.id) },
    ];
  }

  private async tellGuards(payout: PayoutRow, completedAt: Date): Promise<void> {
    for (const guard of this.guards) {
      await guard.completed(this.tx, { taxisId: payout.taxisId, driverId: payout.driverId, payoutId: payout.id, amountKop: payout.amountKop, completedAt });
    }
  }

  private async fail(payout: PayoutRow, input: MoveInput): Promise<PayoutRow> {
    await this.release(payout);
    const failed = await this.move(payout, { ...input, next: 'failed' });
    await this.repository.addEvents([
      { taxisId: payout.taxisId, payoutId: payout.id, status: 'returned', reason: t('payouts.worker.returnedToBalance'), createdAt: input.at },
    ]);
    // The bank's reason stays the payout's reason; the history says the amount is back.
    return this.repository.update(failed.id, { status: 'returned', updatedAt: input.at });
  }

  private async returnCompleted(payout: PayoutRow, input: MoveInput): Promise<PayoutRow> {
    await postEntry(this.tx, {
      taxisId: payout.taxisId,
      driverId: payout.driverId,
      kind: 'payout',
      amountKop: payout.amountKop,
      description: t('payouts.ledger.returned', { id: payout.id }),
      createdBy: 'platform',
      idempotencyKey: payoutReturnLedgerKey(payout.id),
      at: input.at,
    });
    const reason = t('payouts.worker.returnedByBank', { reason: input.reason ?? '' }).replace(/: $/, '');
    return this.move(payout, { ...input, next: 'returned', reason });
  }
}

/**
 * A check other modules put in front of every payout, and told of every completed one. The
 * self-employed guardian (НПД status, the year's income, receipts due) is one: it stops a payout
 * to a driver whose status is lost or unknown, and records each completed payout's income.
 * Guards run inside the payout's transaction, with the driver's row locked.
 */
import type { Db } from '../../db/client';

export interface PayoutGuardInput {
  taxisId: number;
  driverId: number;
  amountKop: number;
  at: Date;
}

export interface CompletedPayout {
  taxisId: number;
  driverId: number;
  payoutId: number;
  amountKop: number;
  completedAt: Date;
}

export interface PayoutGuard {
  /** Why the payout may not go (Russian, shown to the person asking), or null when it may. */
  refusal(tx: Db, input: PayoutGuardInput): Promise<string | null>;
  /** The payout reached the driver: its income is counted and its receipt falls due. */
  completed(tx: Db, payout: CompletedPayout): Promise<void>;
}

/**
 * Where the reconciliation learns whether a self-employed driver's payout has its НПД receipt.
 * The self-employed module answers it; until one is plugged in, the cabinet has no receipt data
 * and says so (the run is marked «чеки не сверялись») rather than reporting every payout as
 * lacking a receipt.
 */
import type { Db } from '../../db/client';

export interface ReceiptLookup {
  /** Payout id → whether its receipt exists; null when there is no receipt data at all. */
  receipts(db: Db, taxisId: number, payoutIds: readonly number[]): Promise<ReadonlyMap<number, boolean> | null>;
}

export const NO_RECEIPT_DATA: ReceiptLookup = { receipts: () => Promise.resolve(null) };

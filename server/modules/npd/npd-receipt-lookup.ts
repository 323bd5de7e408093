/**
 * The reconciliation's receipt check (server/modules/reconciliation/receipt-lookup.ts), answered
 * from the НПД receipts: a payout's receipt is there when it was issued or is still within its
 * term (due by the 9th of the next month); an overdue, cancelled or absent receipt is missing.
 */
import type { Db } from '../../db/client';
import { NpdRepository } from './npd.repository';

export const npdReceiptLookup = {
  async receipts(db: Db, taxisId: number, payoutIds: readonly number[]): Promise<ReadonlyMap<number, boolean>> {
    const rows = await new NpdRepository(db).receiptStates(taxisId, payoutIds);
    const found = new Map<number, boolean>(payoutIds.map((id) => [id, false]));
    for (const row of rows) found.set(row.payoutId, row.state === 'issued' || row.state === 'due');
    return found;
  },
};

/** Ledger rows as the API answers them (schemas/ledger.ts LedgerEntrySchema). */
import type { LedgerEntry } from '../../../schemas/ledger';
import { kopecksToWire } from '../../../schemas/money';
import type { LedgerEntryRow } from './postings.repository';

export function toLedgerEntry(row: LedgerEntryRow): LedgerEntry {
  return {
    id: row.id,
    driver_id: row.driverId,
    kind: row.kind,
    amount: kopecksToWire(row.amountKop),
    balance_after: kopecksToWire(row.balanceAfterKop),
    description: row.description,
    transfer_id: row.transferId,
    charge_id: row.chargeId,
    created_by: row.createdBy,
    user_name: row.userName,
    created_at: row.createdAt.toISOString(),
  };
}



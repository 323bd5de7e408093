/**
 * The only way money moves: one append-only ledger entry, written with the driver's row locked so
 * the running balance (`balance_after`) and `drivers.balance_kop` stay equal to the sum of the
 * driver's entries; a payout also counts in the driver's park-local day (driver_days) that the
 * KPI figures read. Run it inside a transaction (`db.transaction(tx => postEntry(tx, ...))`).
 */
import type { LedgerKind } from '../../../schemas/fleet';
import type { Db } from '../../db/client';
import { errors } from '../../errors';
import { ruFleet } from '../../../texts/ru-fleet';
import { countPayout } from '../kpi/driver-days.writer';
import { TaxisRepository } from '../taxis/taxis.repository';
import { PostingsRepository, type LedgerEntryRow } from './postings.repository';

export interface NewLedgerEntry {
  taxisId: number;
  driverId: number;
  kind: LedgerKind;
  /** Signed kopecks. */
  amountKop: number;
  description: string;
  transferId?: number | null;
  chargeId?: number | null;
  createdBy: LedgerEntryRow['createdBy'];
  userId?: number | null;
  userName?: string | null;
  /** Same key again (in the same park) answers the first entry and writes nothing. */
  idempotencyKey?: string | null;
  at?: Date;
}

export interface PostedEntry {
  entry: LedgerEntryRow;
  /** True when the key had been used: nothing was written. */
  replayed: boolean;
}

/** Posts an entry; the driver must belong to the park (404 otherwise). */
export async function postEntry(tx: Db, input: NewLedgerEntry): Promise<PostedEntry> {
  const postings = new PostingsRepository(tx);
  const balanceKop = await postings.lockBalance(input.taxisId, input.driverId);
  if (balanceKop === null) throw errors.notFound();

  if (input.idempotencyKey) {
    const existing = await postings.findByKey(input.taxisId, input.idempotencyKey);
    if (existing) {
      const same =
        existing.driverId === input.driverId && existing.amountKop === input.amountKop && existing.kind === input.kind;
      if (!same) throw errors.conflict(ruFleet.validation.idempotencyReused);
      return { entry: existing, replayed: true };
    }
  }

  const at = input.at ?? new Date();
  const balanceAfterKop = balanceKop + input.amountKop;
  const entry = await postings.insert({
    taxisId: input.taxisId,
    driverId: input.driverId,
    kind: input.kind,
    amountKop: input.amountKop,
    balanceAfterKop,
    description: input.description,
    transferId: input.transferId ?? null,
    chargeId: input.chargeId ?? null,
    createdBy: input.createdBy,
    userId: input.userId ?? null,
    userName: input.userName ?? null,
    idempotencyKey: input.idempotencyKey ?? null,
    createdAt: at,
  });
  await postings.setBalance(input.driverId, balanceAfterKop, at);
  await new TaxisRepository(tx).markFirstTransaction(input.taxisId, at);
  if (input.kind === 'payout') await countPayout(tx, { taxisId: input.taxisId, driverId: input.driverId, at, amountKop: -input.amountKop });
  return { entry, replayed: false };
}

/**
 * The only way money moves: one append-only ledger entry, written with the driver's row locked so
 * the running balance (`balance_after`) and `drivers.balance_kop` stay equal to the sum of the
 * driver's entries; a payout also counts in the driver's park-local day (driver_days) that the
 * KPI figures read. Run it inside a transaction (`db.transaction(tx => postEntry(tx, ...))`).
 */
import type { LedgerKind } from '../../../schemas/fleet';
import type { Db } from '../../db/client';
import { errors } from '../../errors';
import { t } from '../../../texts/t';
import { countPayout, countPayouts } from '../kpi/driver-days.writer';
import { TaxisRepository } from '../taxis/taxis.repository';
import { PostingsRepository, type LedgerEntryRow, type NewLedgerEntryRow } from './postings.repository';

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
      if (!same) throw errors.conflict(t('fleet.validation.idempotencyReused'));
      return { entry: existing, replayed: true };
    }
  }

  const at = input.at ?? new Date();
  const balanceAfterKop = balanceKop + input.amountKop;
  const entry = await postings.insert(entryRow(input, balanceAfterKop, at));
  await postings.setBalance(input.driverId, balanceAfterKop, at);
  await new TaxisRepository(tx).markFirstTransaction(input.taxisId, at);
  if (input.kind === 'payout') await countPayout(tx, { taxisId: input.taxisId, driverId: input.driverId, at, amountKop: -input.amountKop });
  return { entry, replayed: false };
}

/**
 * Many entries of one park at once, each as `postEntry` would post it (the same balances after,
 * keys, day counts), in a few statements for them all: a bulk payout's completions. A driver's
 * entries are posted in the order given.
 */
export async function postEntries(tx: Db, taxisId: number, inputs: readonly NewLedgerEntry[]): Promise<PostedEntry[]> {
  if (inputs.length === 0) return [];
  if (inputs.some((input) => input.taxisId !== taxisId)) throw new Error('postEntries takes one park');
  const postings = new PostingsRepository(tx);
  const driverIds = [...new Set(inputs.map((input) => input.driverId))].sort((a, b) => a - b);
  const money = await postings.lockMoneyMany(taxisId, driverIds);
  if (money.size !== driverIds.length) throw errors.notFound();
  const keys = inputs.flatMap((input) => (input.idempotencyKey ? [input.idempotencyKey] : []));
  const existing = await postings.findByKeys(taxisId, keys);
  const balances = new Map([...money].map(([id, locked]) => [id, locked.balanceKop]));
  const posted: (PostedEntry | { index: number })[] = [];
  const rows: ReturnType<typeof entryRow>[] = [];
  const written = new Set<string>();
  for (const input of inputs) {
    const found = input.idempotencyKey ? existing.get(input.idempotencyKey) : undefined;
    if (found) {
      const same = found.driverId === input.driverId && found.amountKop === input.amountKop && found.kind === input.kind;
      if (!same) throw errors.conflict(t('fleet.validation.idempotencyReused'));
      posted.push({ entry: found, replayed: true });
      continue;
    }
    if (input.idempotencyKey) {
      if (written.has(input.idempotencyKey)) throw errors.conflict(t('fleet.validation.idempotencyReused'));
      written.add(input.idempotencyKey);
    }
    const balanceAfterKop = (balances.get(input.driverId) ?? 0) + input.amountKop;
    balances.set(input.driverId, balanceAfterKop);
    posted.push({ index: rows.length });
    rows.push(entryRow(input, balanceAfterKop, input.at ?? new Date()));
  }
  const entries = await postings.insertMany(rows);
  // RETURNING gives a VALUES list's rows in its order; checked, so a change there fails loudly.
  entries.forEach((entry, index) => {
    if (entry.driverId !== rows[index]?.driverId || entry.amountKop !== rows[index]?.amountKop) throw new Error('ledger entries came back out of order');
  });
  const last = new Map<number, { balanceKop: number; at: Date }>();
  for (const row of rows) last.set(row.driverId, { balanceKop: row.balanceAfterKop, at: maxDate(last.get(row.driverId)?.at, row.createdAt) });
  await postings.setBalances([...last].map(([driverId, { balanceKop, at }]) => ({ driverId, balanceKop, at })));
  if (rows.length > 0) {
    const first = rows.reduce((earliest, row) => (row.createdAt < earliest ? row.createdAt : earliest), rows[0]?.createdAt ?? new Date());
    await new TaxisRepository(tx).markFirstTransaction(taxisId, first);
  }
  await countPayouts(
    tx,
    taxisId,
    rows.filter((row) => row.kind === 'payout').map((row) => ({ driverId: row.driverId, at: row.createdAt, amountKop: -row.amountKop })),
  );
  return posted.map((item) => {
    if ('entry' in item) return item;
    const entry = entries[item.index];
    if (!entry) throw new Error('ledger entry was not written');
    return { entry, replayed: false };
  });
}

const maxDate = (a: Date | undefined, b: Date) => (a === undefined || b > a ? b : a);

function entryRow(input: NewLedgerEntry, balanceAfterKop: number, at: Date): NewLedgerEntryRow & { balanceAfterKop: number; createdAt: Date } {
  return {
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
  };
}

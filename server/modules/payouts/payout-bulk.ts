/**
 * Bulk payouts (POST /payouts/bulk/preview and /payouts/bulk): every row checked as a single
 * payout would be (the driver, the sum, the fee, the withdrawable sum, the destination, the
 * limits counted over the batch itself, the guards), set-based so 5,000 drivers take a few
 * queries. Preview writes nothing. Confirm checks again with every driver's row locked (in id
 * order) and, only when no row has an error, writes in ONE transaction the batch, its payouts
 * (each its own hold and key `bulk:<key>:<row>`), their first events and their outbox rows.
 * The same Idempotency-Key with the same body answers the first batch; with another body 409.
 */
import { createHash } from 'node:crypto';
import type { AccessClaims } from '../../../schemas/auth';
import { kopecksToWire } from '../../../schemas/money';
import { CLOSED_RAILS, type PayoutKind } from '../../../schemas/payouts';
import { ERROR_CODES } from '../../../schemas/errors';
import { t } from '../../../texts/t';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../errors';
import { parkDay, parkDayStart } from '../../lib/park-time';
import { isUniqueViolation } from '../ledger/idempotency';
import { PostingsRepository, withdrawableOf } from '../ledger/postings.repository';
import { parkTimezone } from '../taxis/park-timezone';
import { authorOf } from '../users/author';
import { bulkRows, type BulkInputRow, type BulkRequest } from './payout-bulk-rows';
import { amountOf, chooseAccount, isRefusal, railAccountRef, suits } from './payout-plan';
import { attemptReference, defaultStaffRule, feeOf, limitRefusal, needsApproval } from './payout-rules';
import type { PayoutEngine } from './payouts.service';
import { PayoutsRepository, type AccountRow, type DestinationRow, type DriverForPayout, type NewPayoutRow } from './payouts.repository';
import { chunks } from '../../lib/chunks';

export interface CheckedRow {
  row: number;
  driver: DriverForPayout | null;
  destination: DestinationRow | null;
  amountKop: number | null;
  feeKop: number | null;
  errors: string[];
}

export interface BulkCheck {
  account: AccountRow;
  rows: CheckedRow[];
}

const bulkKey = (key: string, row: number) => `bulk:${key}:${row}`;

export const bulkHash = (request: BulkRequest): string => createHash('sha256').update(JSON.stringify(request)).digest('hex');

/** Every row checked; the park-wide refusals (no account, a closed rail) are one 400. */
async function checkRows(tx: Db, taxisId: number, kind: PayoutKind, input: BulkInputRow[], engine: PayoutEngine, now: Date): Promise<BulkCheck> {
  const repository = new PayoutsRepository(tx);
  const account = await chooseAccount(repository, { taxisId, kind, driverId: 0, amount: '', aggregatorId: null, destinationId: null, accountId: null });
  const parkRefusal = (message: string) => errors.validation({ account_id: message }, message);
  if (isRefusal(account)) throw parkRefusal(account.message);
  if (CLOSED_RAILS.includes(account.rail)) throw parkRefusal(t('payouts.refusal.railClosed'));
  const rail = engine.rails[account.rail];
  if (!rail || !account.active || account.status !== 'active') throw parkRefusal(t('payouts.refusal.accountInactive', { name: account.name }));

  const ids = [...new Set(input.flatMap((row) => (row.driverId !== null && row.driverId > 0 ? [row.driverId] : [])))];
  const phones = [...new Set(input.flatMap((row) => (row.driverId === null && row.phone ? [row.phone] : [])))];
  const found = await repository.driversFor(taxisId, ids, phones);
  const byId = new Map(found.map((driver) => [driver.id, driver]));
  const byPhone = new Map(found.map((driver) => [driver.phone, driver]));
  const money = await new PostingsRepository(tx).lockMoneyMany(taxisId, [...byId.keys()]);
  const destinations = new Map<number, DestinationRow>();
  for (const destination of await repository.destinationsOfMany(taxisId, [...byId.keys()])) {
    if (!destinations.has(destination.driverId) && suits(account, destination)) destinations.set(destination.driverId, destination);
  }
  const timezone = await parkTimezone(tx, taxisId);
  const sentByDriver = await repository.sentSinceByDriver(account.id, parkDayStart(parkDay(now, timezone), timezone));
  let todayKop = [...sentByDriver.values()].reduce((sum, value) => sum + value, 0);
  const limits = rail.limits(railAccountRef(account));
  const parkLimits = { perPaymentKop: account.perPaymentLimitKop, perDayKop: account.perDayLimitKop, perRecipientDayKop: account.perRecipientDayLimitKop };
  const seen = new Map<number, number>();
  
  const rows: CheckedRow[] = [];
  for (const item of input) {
    const checked: CheckedRow = { row: item.row, driver: null, destination: null, amountKop: null, feeKop: null, errors: [] };
    rows.push(checked);
    const driver = item.driverId !== null ? byId.get(item.driverId) : item.phone ? byPhone.get(item.phone) : undefined;
    if (item.driverId === null && !item.phone) checked.errors.push(t('payouts.bulk.driverMissing'));
    else if (!driver) checked.errors.push(t('payouts.bulk.driverUnknown'));
    const amount = amountOf(item.amount);
    if (isRefusal(amount)) checked.errors.push(amount.message);
    else {
      checked.amountKop = amount;
      checked.feeKop = feeOf(amount, account);
    }
    if (!driver) continue;
    checked.driver = driver;
    const earlier = seen.get(driver.id);
    if (earlier !== undefined) {
      checked.errors.push(t('payouts.bulk.duplicate', { row: earlier }));
      continue;
    }
    seen.set(driver.id, item.row);
    checked.destination = destinations.get(driver.id) ?? null;
    if (!checked.destination) checked.errors.push(t('payouts.refusal.noDestination'));
    const driverMoney = money.get(driver.id);
    if (checked.amountKop === null || checked.feeKop === null || !driverMoney) continue;
    const withdrawable = withdrawableOf(driverMoney);
    const total = checked.amountKop + checked.feeKop;
    if (total > withdrawable) checked.errors.push(t('payouts.refusal.notEnough', { withdrawable: kopecksToWire(withdrawable), total: kopecksToWire(total) }));
    const overLimit = limitRefusal(limits, parkLimits, { amountKop: checked.amountKop, todayKop, todayDriverKop: sentByDriver.get(driver.id) ?? 0 });
    if (overLimit) checked.errors.push(overLimit);
    for (const guard of engine.guards) {
      const reason = await guard.refusal(tx, { taxisId, driverId: driver.id, amountKop: checked.amountKop, at: now });
      if (reason) checked.errors.push(reason);
    }
    // The batch's own rows count against the day's limit of the account.
    if (checked.errors.length === 0) todayKop += checked.amountKop;
  }
  return { account, rows };
}

function toPreview(rows: CheckedRow[]) {
  const valid = rows.filter((row) => row.errors.length === 0);
  return {
    rows: rows.map((row) => ({
      row: row.row,
      driver_id: row.driver?.id ?? null,
      driver_name: row.driver?.name ?? null,
      amount: row.amountKop === null ? null : kopecksToWire(row.amountKop),
      fee: row.feeKop === null ? null : kopecksToWire(row.feeKop),
      errors: row.errors,
    })),
    valid: valid.length,
    invalid: rows.length - valid.length,
    total_amount: kopecksToWire(valid.reduce((sum, row) => sum + (row.amountKop ?? 0), 0)),
    total_fee: kopecksToWire(valid.reduce((sum, row) => sum + (row.feeKop ?? 0), 0)),
  };
}

export class PayoutBulkService {
  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock'>,
    private readonly engine: PayoutEngine,
  ) {}

  async preview(claims: AccessClaims, request: BulkRequest) {
    const input = await bulkRows(request);
    const now = this.deps.clock.now();
    const { rows } = await this.deps.db.transaction((tx) => checkRows(tx, claims.taxis_id, request.kind, input, this.engine, now));
    return toPreview(rows);
  }

  async create(claims: AccessClaims, key: string, request: BulkRequest) {
    const input = await bulkRows(request);
    const { userId } = await authorOf(this.deps.db, claims);
    const hash = bulkHash(request);
    const replay = async () => {
      const repository = new PayoutsRepository(this.deps.db);
      const batch = await repository.batchByKey(claims.taxis_id, key);
      if (!batch) return null;
      const first = await repository.firstOfBatch(batch.id);
      if (first?.requestHash !== hash) throw errors.conflict(t('payouts.idempotencyReused'));
      return { batch_id: batch.id, created: batch.rows, total_amount: kopecksToWire(batch.totalKop) };
    };
    const earlier = await replay();
    if (earlier) return earlier;
    try {
      return await this.deps.db.transaction(async (tx) => {
        const repository = new PayoutsRepository(tx);
        const rule = (await repository.staffRule(claims.taxis_id, userId)) ?? defaultStaffRule(claims.group_id);
        if (!rule.maySend) throw new AppError(403, ERROR_CODES.forbidden, t('payouts.refusal.mayNotSend'));
        const now = this.deps.clock.now();
        const { account, rows } = await checkRows(tx, claims.taxis_id, request.kind, input, this.engine, now);
        if (rows.some((row) => row.errors.length > 0)) throw errors.validation({ rows: t('payouts.bulk.hasErrors') }, t('payouts.bulk.hasErrors'));
        const totalKop = rows.reduce((sum, row) => sum + (row.amountKop ?? 0), 0);
        const batch = await repository.insertBatch({
          taxisId: claims.taxis_id,
          fileName: 'file_name' in request ? request.file_name : null,
          rows: rows.length,
          totalKop,
          idempotencyKey: key,
          createdByUserId: userId,
          createdAt: now,
        });
        await writeBatchPayouts(tx, { taxisId: claims.taxis_id, kind: request.kind, account, rows, batchId: batch.id, key, hash, userId, rule, now });
        return { batch_id: batch.id, created: rows.length, total_amount: kopecksToWire(totalKop) };
      });
    } catch (error) {
      // Two first calls with one key: the batch's unique index kept the winner.
      if (isUniqueViolation(error)) {
        const winner = await replay();
        if (winner) return winner;
      }
      throw error;
    }
  }
}

interface BatchWrite {
  taxisId: number;
  kind: PayoutKind;
  account: AccountRow;
  rows: CheckedRow[];
  batchId: number;
  key: string;
  hash: string;
  userId: number;
  rule: ReturnType<typeof defaultStaffRule>;
  now: Date;
}

/** The batch's payouts, holds, first events and outbox rows: a few statements per thousand rows. */
async function writeBatchPayouts(tx: Db, write: BatchWrite): Promise<void> {
  const repository = new PayoutsRepository(tx);
  const values: NewPayoutRow[] = write.rows.map((row) => {
    const amountKop = row.amountKop ?? 0;
    return {
      taxisId: write.taxisId,
      driverId: row.driver?.id ?? 0,
      kind: write.kind,
      source: 'bulk',
      rail: write.account.rail,
      accountId: write.account.id,
      destinationId: row.destination?.id ?? null,
      amountKop,
      feeKop: row.feeKop ?? 0,
      status: needsApproval(write.rule, amountKop) ? 'awaiting_approval' : 'created',
      idempotencyKey: bulkKey(write.key, row.row),
      requestHash: write.hash,
      batchId: write.batchId,
      createdByUserId: write.userId,
      createdAt: write.now,
      updatedAt: write.now,
    };
  });
  await new PostingsRepository(tx).addHeldMany(values.map((value) => ({ driverId: value.driverId, deltaKop: value.amountKop + (value.feeKop ?? 0) })));
  for (const chunk of chunks(values)) {
    const written = await repository.insertMany(chunk);
    await repository.addEvents(written.map((payout) => ({ taxisId: payout.taxisId, payoutId: payout.id, status: payout.status, userId: write.userId, createdAt: write.now })));
    await repository.addOutbox(
      written
        .filter((payout) => payout.status === 'created')
        .map((payout) => ({ taxisId: payout.taxisId, payoutId: payout.id, action: 'send' as const, reference: attemptReference(payout.id, 1), attempt: 1, dueAt: write.now })),
    );
  }
}

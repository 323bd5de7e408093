/**
 * Charges: one-off or recurring deductions from a driver's balance. Postings due by the park's
 * today are made at once; later ones by the charges runner (server/jobs/charges-runner.ts). An
 * edit changes the postings not made yet; posted entries never change.
 */
import type { z } from 'zod';
import type { AccessClaims } from '../../../schemas/auth';
import type {
  Charge,
  ChargeDetailSchema,
  ChargeInputSchema,
  ChargesResponseSchema,
  ChargeUpdateSchema,
} from '../../../schemas/ledger';
import { dayForPeople, windowAround } from '../../../schemas/days';
import { CHARGE_START_WINDOW } from '../../../schemas/ledger';
import { pagesOf, type PageQuery } from '../../../schemas/lists';
import { kopecksToWire } from '../../../schemas/money';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { parkDay } from '../../lib/park-time';
import { chargeLedgerKey, correctionLedgerKey, isUniqueViolation } from '../ledger/idempotency';
import { LedgerRepository } from '../ledger/ledger.repository';
import { toLedgerEntry } from '../ledger/ledger.wire';
import { parkTimezone } from '../taxis/park-timezone';
import { authorOf } from '../users/author';
import { UsersRepository } from '../users/users.repository';
import { postDue } from './charge-postings';
import { ChargesRepository, type ChargeRow } from './charges.repository';

type ChargeInput = z.output<typeof ChargeInputSchema>;
type ChargeUpdate = z.output<typeof ChargeUpdateSchema>;
type ChargesResponse = z.infer<typeof ChargesResponseSchema>;
type ChargeDetail = z.infer<typeof ChargeDetailSchema>;

function toCharge(row: ChargeRow, totalPostedKop: number): Charge {
  return {
    id: row.id,
    driver_id: row.driverId,
    kind: row.kind,
    amount: kopecksToWire(row.amountKop),
    description: row.description,
    period: row.period,
    starts_on: row.startsOn,
    times: row.times,
    posted_times: row.postedTimes,
    next_due_on: row.nextDueOn,
    status: row.status,
    total_posted: kopecksToWire(totalPostedKop),
    created_at: row.createdAt.toISOString(),
  };
}

/** Does a replayed create ask for the charge its key made? */
function sameCharge(charge: ChargeRow, driverId: number, input: ChargeInput): boolean {
  return (
    charge.driverId === driverId &&
    charge.kind === input.kind &&
    charge.amountKop === input.amount &&
    charge.period === input.period &&
    charge.startsOn === input.starts_on &&
    charge.times === input.times
  );
}

const reused = () => errors.conflict(t('fleet.validation.idempotencyReused'));

export class ChargesService {
  private readonly charges: ChargesRepository;

  constructor(private readonly deps: AppDeps) {
    this.charges = new ChargesRepository(deps.db);
  }

  private async today(taxisId: number): Promise<string> {
    return parkDay(this.deps.clock.now(), await parkTimezone(this.deps.db, taxisId));
  }

  private async view(repository: ChargesRepository, row: ChargeRow): Promise<Charge> {
    const totals = await repository.totalsPosted(row.driverId, [row.id]);
    return toCharge(row, totals.get(row.id) ?? 0);
  }

  async list(claims: AccessClaims, driverId: number, query: PageQuery): Promise<ChargesResponse> {
    if (!(await this.charges.driverExists(claims.taxis_id, driverId))) throw errors.notFound();
    const { rows, total } = await this.charges.page(
      claims.taxis_id,
      driverId,
      query.countperpage,
      (query.page - 1) * query.countperpage,
    );
    const totals = await this.charges.totalsPosted(
      driverId,
      rows.map((row) => row.id),
    );
    return {
      charges: rows.map((row) => toCharge(row, totals.get(row.id) ?? 0)),
      total,
      pages: pagesOf(total, query.countperpage),
    };
  }

  async detail(claims: AccessClaims, driverId: number, chargeId: number): Promise<ChargeDetail> {
    const row = await this.charges.find(claims.taxis_id, driverId, chargeId);
    if (!row) throw errors.notFound();
    const entries = await this.charges.entries(driverId, chargeId);
    const totalPosted = entries.reduce((sum, entry) => sum - entry.amountKop, 0);
    return { ...toCharge(row, totalPosted), entries: entries.map(toLedgerEntry) };
  }

  /**
   * Creates a charge and makes the postings already due, in one transaction. The charge keeps
   * `charge-create:<Idempotency-Key>`: the same key again answers that charge and writes nothing,
   * whether or not a posting was due yet.
   */
  async create(claims: AccessClaims, driverId: number, key: string, input: ChargeInput): Promise<Charge> {
    const now = this.deps.clock.now();
    const today = await this.today(claims.taxis_id);
    const window = windowAround(today, CHARGE_START_WINDOW);
    if (input.starts_on < window.from || input.starts_on > window.to) {
      throw errors.validation({ starts_on: t('fleet.validation.chargeStartWindow', { from: dayForPeople(window.from), to: dayForPeople(window.to) }) });
    }
    const { userId, userName } = await authorOf(this.deps.db, claims);
    try {
      return await this.deps.db.transaction(async (tx) => {
        const charges = new ChargesRepository(tx);
        if (!(await charges.lockDriver(claims.taxis_id, driverId))) throw errors.notFound();
        const prior = await charges.findByKey(claims.taxis_id, chargeLedgerKey(key));
        if (prior) {
          if (!sameCharge(prior, driverId, input)) throw reused();
          return this.view(charges, prior);
        }
        if (await new LedgerRepository(tx).keyTaken(claims.taxis_id, correctionLedgerKey(key))) throw reused();
        const created = await charges.insert({
          taxisId: claims.taxis_id,
          driverId,
          kind: input.kind,
          amountKop: input.amount,
          description: input.description,
          period: input.period,
          startsOn: input.starts_on,
          times: input.times,
          nextDueOn: input.starts_on,
          createdByUserId: userId,
          idempotencyKey: chargeLedgerKey(key),
          createdAt: now,
        });
        const { charge } = await postDue(tx, created, { today, now, userId, userName });
        return this.view(charges, charge);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw reused();
      throw error;
    }
  }

  /**
   * Edits the description, the sum of later postings and the status (pause, resume, cancel).
   * Postings missed while paused are not made up: a resumed charge goes on from today.
   */
  async update(claims: AccessClaims, driverId: number, chargeId: number, input: ChargeUpdate): Promise<Charge> {
    const now = this.deps.clock.now();
    const today = await this.today(claims.taxis_id);
    return this.deps.db.transaction(async (tx) => {
      const charges = new ChargesRepository(tx);
      const row = await charges.find(claims.taxis_id, driverId, chargeId, true);
      if (!row) throw errors.notFound();
      if (row.status === 'cancelled' || row.status === 'completed') {
        throw errors.validation({ status: t('fleet.validation.chargeClosed') });
      }
      const resumed = row.status === 'paused' && input.status === 'active';
      const nextDueOn = resumed && row.nextDueOn !== null && row.nextDueOn < today ? today : row.nextDueOn;
      const updated = await charges.update(row.id, {
        description: input.description,
        amountKop: input.amount,
        status: input.status,
        nextDueOn,
        updatedAt: now,
      });
      const { charge } = await postDue(tx, updated, {
        today,
        now,
        userId: row.createdByUserId,
        userName: await new UsersRepository(tx).nameOf(row.createdByUserId),
      });
      return this.view(charges, charge);
    });
  }
}

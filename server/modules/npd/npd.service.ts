/**
 * The guardian as the park's staff see it: a driver's НПД card (status, dates, the year's income
 * against the limit, the issuer, recent receipts, and what a payout now would meet), a check asked
 * now (queued: the job sends it within the throttle), the issuer chosen, a receipt the driver or
 * aggregator issued marked with its number, and the park's receipts by state, paged.
 */
import type { AccessClaims } from '../../../schemas/auth';
import { dayIn } from '../../../schemas/days';
import { pagesOf } from '../../../schemas/lists';
import { kopecksToWire } from '../../../schemas/money';
import {
  DEFAULT_NPD_ISSUER,
  MANUAL_ISSUERS,
  NPD_YEAR_LIMIT_KOP,
  incomeLevel,
  isOverdue,
  leftUnderLimit,
  type NpdCard,
  type NpdIssuer,
  type NpdReceipt,
  type NpdReceipts,
  type NpdReceiptsQuery,
} from '../../../schemas/npd';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { TAX_SERVICE_MODE } from '../../integrations/npd/tax-service';
import { assess, guardsDriver, isStale, npdStaleDays, yearOf } from './npd.guard';
import { NpdRepository, type NpdDriver, type NpdReceiptRow } from './npd.repository';

const RECENT_RECEIPTS = 20;
const sandbox = TAX_SERVICE_MODE === 'sandbox';

function wireReceipt(row: NpdReceiptRow, driverName: string, today: string): NpdReceipt {
  return {
    id: row.id,
    driver_id: row.driverId,
    driver_name: driverName,
    payout_id: row.payoutId,
    amount: kopecksToWire(row.amountKop),
    income_at: row.incomeAt.toISOString(),
    due_on: row.dueOn,
    issuer: row.issuer,
    // A due receipt past its day reads overdue before the job has marked it.
    state: row.state === 'due' && isOverdue(row.dueOn, today) ? 'overdue' : row.state,
    receipt_number: row.receiptNumber,
    receipt_url: row.receiptUrl,
    issued_at: row.issuedAt?.toISOString() ?? null,
  };
}

export class NpdService {
  private readonly repo: NpdRepository;
  private readonly staleDays = npdStaleDays();

  constructor(private readonly deps: AppDeps) {
    this.repo = new NpdRepository(deps.db);
  }

  private async driver(claims: AccessClaims, driverId: number): Promise<NpdDriver> {
    const driver = await this.repo.driver(claims.taxis_id, driverId);
    if (!driver) throw errors.notFound();
    return driver;
  }

  async card(claims: AccessClaims, driverId: number): Promise<NpdCard> {
    const driver = await this.driver(claims, driverId);
    const now = this.deps.clock.now();
    const year = yearOf(now, driver.timezone);
    const today = dayIn(now, driver.timezone);
    const [status, income, issuer, pending, receipts] = await Promise.all([
      this.repo.status(claims.taxis_id, driverId),
      this.repo.income(claims.taxis_id, driverId, year),
      this.repo.issuer(claims.taxis_id, driverId),
      this.repo.hasQueuedCheck(claims.taxis_id, driverId),
      this.repo.driverReceipts(claims.taxis_id, driverId, RECENT_RECEIPTS),
    ]);
    const selfemployed = guardsDriver(driver);
    // A payout of one kopeck: what any payout now would meet (the limit needs the sum, the card shows the level).
    const verdict = assess(status, income, 1, now, this.staleDays, year);
    return {
      driver_id: driver.id,
      selfemployed,
      inn_present: Boolean(driver.inn),
      status: status?.status ?? 'unknown',
      confirmed_on: status?.confirmedOn ?? null,
      checked_at: status?.checkedAt.toISOString() ?? null,
      answer: status?.answer ?? null,
      stale: isStale(status, now, this.staleDays),
      check_pending: pending,
      refusal: selfemployed ? verdict.refusal : null,
      year,
      income: kopecksToWire(income),
      limit: kopecksToWire(NPD_YEAR_LIMIT_KOP),
      left: kopecksToWire(leftUnderLimit(income)),
      level: incomeLevel(income),
      issuer: issuer ?? DEFAULT_NPD_ISSUER,
      sandbox,
      receipts: receipts.map((row) => wireReceipt(row, driver.name, today)),
    };
  }

  async check(claims: AccessClaims, driverId: number): Promise<NpdCard> {
    const driver = await this.driver(claims, driverId);
    if (!guardsDriver(driver)) throw errors.badRequest(t('npd.validation.notSelfEmployed'));
    await this.repo.enqueue(claims.taxis_id, driverId, 'manual', this.deps.clock.now());
    return this.card(claims, driverId);
  }

  async setIssuer(claims: AccessClaims, driverId: number, issuer: NpdIssuer): Promise<NpdCard> {
    await this.driver(claims, driverId);
    await this.repo.setIssuer(claims.taxis_id, driverId, issuer, this.deps.clock.now());
    return this.card(claims, driverId);
  }

  async markIssued(claims: AccessClaims, driverId: number, receiptId: number, body: { receipt_number: string; receipt_url?: string | undefined }): Promise<NpdCard> {
    await this.driver(claims, driverId);
    if (!(await this.repo.receiptExists(claims.taxis_id, driverId, receiptId))) throw errors.notFound();
    const url = body.receipt_url ? body.receipt_url : null;
    const done = await this.repo.markIssued(claims.taxis_id, driverId, receiptId, MANUAL_ISSUERS, { number: body.receipt_number, url }, this.deps.clock.now());
    if (!done) throw errors.conflict(t('npd.validation.receiptNotIssuable'));
    return this.card(claims, driverId);
  }

  async receipts(claims: AccessClaims, query: NpdReceiptsQuery): Promise<NpdReceipts> {
    const timezone = (await this.repo.parkTimezone(claims.taxis_id)) ?? 'Europe/Moscow';
    const today = dayIn(this.deps.clock.now(), timezone);
    const { rows, total } = await this.repo.receiptsPage(claims.taxis_id, query.state, today, {
      limit: query.countperpage,
      offset: (query.page - 1) * query.countperpage,
    });
    return { items: rows.map((row) => wireReceipt(row.receipt, row.driverName, today)), total, pages: pagesOf(total, query.countperpage), sandbox };
  }
}

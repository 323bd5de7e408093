/** The balance tab, corrections and the park's list of corrections. */
import { fullNameOf } from '../drivers/drivers.mappers';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { AccessClaims } from '../../../schemas/auth';
import type {
  BalanceQuerySchema,
  BalanceResponse,
  CorrectionInputSchema,
  CorrectionResponse,
  ParkCorrectionsQuerySchema,
  ParkCorrectionsResponseSchema,
} from '../../../schemas/ledger';
import { MAX_EXPORT_ROWS, pagesOf } from '../../../schemas/lists';
import { kopecksToWire } from '../../../schemas/money';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { addDays, parkDayStart } from '../../lib/park-time';
import { fileStamp, streamXlsx, type XlsxColumn } from '../../lib/xlsx';
import { normalizeSearch } from '../drivers/search-text';
import { ExportAuditService } from '../export-audit/export-audit.service';
import { parkDateTime, readInPages, rubles } from './export-format';
import { ChargesRepository } from '../charges/charges.repository';
import { parkTimezone } from '../taxis/park-timezone';
import { authorOf } from '../users/author';
import { chargeLedgerKey, correctionLedgerKey, isUniqueViolation } from './idempotency';
import { LedgerRepository, type CorrectionFilters, type CorrectionRow, type InstantRange } from './ledger.repository';
import { toLedgerEntry } from './ledger.wire';
import { postEntry } from './ledger.writer';

type BalanceQuery = z.output<typeof BalanceQuerySchema>;
type CorrectionInput = z.output<typeof CorrectionInputSchema>;
type ParkCorrectionsQuery = z.output<typeof ParkCorrectionsQuerySchema>;
type CorrectionsFilterQuery = Omit<ParkCorrectionsQuery, 'page' | 'countperpage'>;
type ParkCorrectionsResponse = z.infer<typeof ParkCorrectionsResponseSchema>;

/** The instants of a YYYY-MM-DD period of park-local days; an end not given stays open. */
export function instantRange(period: { date_from?: string; date_to?: string }, timezone: string): InstantRange {
  return {
    fromAt: period.date_from ? parkDayStart(period.date_from, timezone) : undefined,
    toAt: period.date_to ? parkDayStart(addDays(period.date_to, 1), timezone) : undefined,
  };
}

export interface XlsxFile {
  fileName: string;
  stream: Readable;
}

export class LedgerService {
  private readonly ledger: LedgerRepository;

  constructor(private readonly deps: AppDeps) {
    this.ledger = new LedgerRepository(deps.db);
  }

  async balance(claims: AccessClaims, driverId: number, query: BalanceQuery): Promise<BalanceResponse> {
    const money = await this.ledger.driverMoney(claims.taxis_id, driverId);
    if (!money) throw errors.notFound();
    const { rows, total } = await this.ledger.driverEntries(
      driverId,
      { ...instantRange(query, money.timezone), kind: query.kind },
      query.countperpage,
      (query.page - 1) * query.countperpage,
    );
    return {
      entries: rows.map(toLedgerEntry),
      balance: kopecksToWire(money.balanceKop),
      balance_limit: kopecksToWire(money.balanceLimitKop),
      blocked_balance: kopecksToWire(money.blockedBalanceKop),
      withdrawable: kopecksToWire(Math.max(0, money.balanceKop - money.blockedBalanceKop - money.balanceLimitKop)),
      total,
      pages: pagesOf(total, query.countperpage),
    };
  }

  /**
   * A dispatcher's correction: one entry in one transaction. The same key again answers the
   * first entry and writes nothing; the key with another driver or sum is refused (409).
   */
  async correct(claims: AccessClaims, driverId: number, key: string, input: CorrectionInput): Promise<CorrectionResponse> {
    const { userId, userName } = await authorOf(this.deps.db, claims);
    try {
      return await this.deps.db.transaction(async (tx) => {
        if (await new ChargesRepository(tx).findByKey(claims.taxis_id, chargeLedgerKey(key))) {
          throw errors.conflict(t('fleet.validation.idempotencyReused'));
        }
        const { entry } = await postEntry(tx, {
          taxisId: claims.taxis_id,
          driverId,
          kind: 'correction',
          amountKop: input.amount,
          description: input.reason,
          createdBy: 'dispatcher',
          userId,
          userName,
          idempotencyKey: correctionLedgerKey(key),
          at: this.deps.clock.now(),
        });
        // The balance right after this entry: a replay answers exactly what the first call did.
        return { entry: toLedgerEntry(entry), balance: kopecksToWire(entry.balanceAfterKop) };
      });
    } catch (error) {
      // Two first calls with one key raced for another driver: the unique index kept one.
      if (isUniqueViolation(error)) throw errors.conflict(t('fleet.validation.idempotencyReused'));
      throw error;
    }
  }

  private correctionFilters(timezone: string, query: CorrectionsFilterQuery): CorrectionFilters {
    return {
      ...instantRange(query, timezone),
      search: query.search || undefined,
      driverSearch: normalizeSearch(query.search),
    };
  }

  async parkCorrections(claims: AccessClaims, query: ParkCorrectionsQuery): Promise<ParkCorrectionsResponse> {
    const filters = this.correctionFilters(await parkTimezone(this.deps.db, claims.taxis_id), query);
    const { rows, total } = await this.ledger.parkCorrections(
      claims.taxis_id,
      filters,
      query.countperpage,
      (query.page - 1) * query.countperpage,
    );
    return {
      corrections: rows.map((row) => ({ ...toLedgerEntry(row.entry), driver_name: fullNameOf(row) })),
      total,
      pages: pagesOf(total, query.countperpage),
    };
  }

  async exportCorrections(claims: AccessClaims, query: CorrectionsFilterQuery): Promise<XlsxFile> {
    const timezone = await parkTimezone(this.deps.db, claims.taxis_id);
    const filters = this.correctionFilters(timezone, query);
    const columns: XlsxColumn<CorrectionRow>[] = [
      { header: t('fleet.fields.created_at'), value: (row) => parkDateTime(row.entry.createdAt, timezone) },
      { header: t('fleet.fields.driver'), width: 32, value: (row) => fullNameOf(row) },
      { header: t('fleet.fields.phone'), value: (row) => row.phone },
      { header: t('fleet.fields.amount'), value: (row) => rubles(row.entry.amountKop) },
      { header: t('fleet.fields.balance_after'), value: (row) => rubles(row.entry.balanceAfterKop) },
      { header: t('fleet.fields.reason'), width: 40, value: (row) => row.entry.description },
      { header: t('fleet.fields.author'), width: 28, value: (row) => row.entry.userName ?? t(`fleet.ledgerAuthor.${row.entry.createdBy}`) },
    ];
    // Drivers' names and phones: recorded before the first row is read (no period means all time).
    const audit = await new ExportAuditService(this.deps).begin(claims, 'corrections', { query });
    const rows = audit.counted(
      readInPages<CorrectionRow>((after, limit) => this.ledger.parkCorrectionsAfter(claims.taxis_id, filters, after, limit), MAX_EXPORT_ROWS),
    );
    return {
      fileName: `Корректировки ${fileStamp(this.deps.clock.now(), timezone)}.xlsx`,
      stream: streamXlsx(t('fleet.ledgerKind.correction'), columns, rows),
    };
  }
}

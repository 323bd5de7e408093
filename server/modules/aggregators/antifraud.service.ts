/**
 * The antifraud screen (GET /aggregators/antifraud): the trips one aggregator of the token's park
 * flagged in a period, a page of them, the period's figures and counts per reason, and the park's
 * aggregators for the tabs. An aggregator named by a code the park does not have is not an error:
 * the answer says so in Russian and still lists the park's aggregators. One named by an id that is
 * not the park's is "not found", as every other park's row.
 */
import {
  aggregatorRefOf,
  flaggedShare,
  type AntifraudAggregator,
  type AntifraudQuery,
  type AntifraudResponse,
} from '../../../schemas/antifraud';
import type { AccessClaims } from '../../../schemas/auth';
import { pagesOf } from '../../../schemas/lists';
import { kopecksToWire } from '../../../schemas/money';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { addDays, parkDayStart, resolvePeriod } from '../../lib/park-time';
import { parkTimezone } from '../taxis/park-timezone';
import { toTransfer } from '../transfers/trip-row';
import { AggregatorsRepository } from './aggregators.repository';
import { AntifraudRepository, type FlaggedFilters } from './antifraud.repository';

const NO_FIGURES = { flagged_trips: 0, flagged_sum: kopecksToWire(0), complete_trips: 0, flagged_share: 0, drivers: 0 };

export class AntifraudService {
  private readonly aggregators: AggregatorsRepository;
  private readonly antifraud: AntifraudRepository;

  constructor(private readonly deps: AppDeps) {
    this.aggregators = new AggregatorsRepository(deps.db);
    this.antifraud = new AntifraudRepository(deps.db);
  }

  async list(claims: AccessClaims, query: AntifraudQuery): Promise<AntifraudResponse> {
    const ref = aggregatorRefOf(query.aggregator);
    if (ref === null) throw errors.validation({ aggregator: t('antifraud.aggregatorParam') });
    const [timezone, rows] = await Promise.all([
      parkTimezone(this.deps.db, claims.taxis_id),
      this.aggregators.ofPark(claims.taxis_id),
    ]);
    const park: AntifraudAggregator[] = rows.map((row) => ({ id: row.id, code: row.code, name: row.name }));
    const period = resolvePeriod(query, this.deps.clock.now(), timezone);
    const aggregator = park.find((row) => ('code' in ref ? row.code === ref.code : row.id === ref.id));
    if (aggregator === undefined) {
      if ('id' in ref) throw errors.notFound();
      return {
        aggregators: park,
        aggregator: null,
        notice: t('antifraud.noAggregator', { name: t(`fleet.aggregatorCode.${ref.code}`) }),
        ...period,
        figures: NO_FIGURES,
        reasons: [],
        transfers: [],
        transfers_total: 0,
        pages: 0,
      };
    }

    const filters: FlaggedFilters = {
      taxisId: claims.taxis_id,
      aggregatorId: aggregator.id,
      dateFrom: period.date_from,
      dateTo: period.date_to,
      fromAt: parkDayStart(addDays(period.date_from, -1), timezone),
      toAt: parkDayStart(addDays(period.date_to, 2), timezone),
      reason: query.reason,
    };
    const [totals, reasons, complete, page] = await Promise.all([
      this.antifraud.totals(filters),
      this.antifraud.byReason(filters),
      this.antifraud.completeTrips(filters.taxisId, filters.aggregatorId, filters.dateFrom, filters.dateTo),
      this.antifraud.page(filters, query.countperpage, (query.page - 1) * query.countperpage),
    ]);
    const total =
      query.reason === undefined ? totals.trips : (reasons.find((row) => row.reason === query.reason)?.trips ?? 0);
    return {
      aggregators: park,
      aggregator,
      notice: null,
      ...period,
      figures: {
        flagged_trips: totals.trips,
        flagged_sum: kopecksToWire(totals.sumKop),
        complete_trips: complete,
        flagged_share: flaggedShare(totals.complete, complete),
        drivers: totals.drivers,
      },
      reasons: reasons.map((row) => ({ reason: row.reason, trips: row.trips, sum: kopecksToWire(row.sumKop) })),
      transfers: page.map((row) => ({ ...toTransfer(row), fraud_reason: row.fraudReason ?? '' })),
      transfers_total: total,
      pages: pagesOf(total, query.countperpage),
    };
  }
}

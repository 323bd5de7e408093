/**
 * A park's aggregators (spec 7 `GET /taxis/{taxisId}/aggregators`) and each one's figures for
 * the drivers list (`GET /aggregators/{id}/transfers`): trips and money over park-local days, and
 * drivers active within the inactive interval (the query's, else the stored one, else 7 days).
 */
import type { AggregatorConnection } from '../../../schemas/aggregator-import';
import type { AccessClaims } from '../../../schemas/auth';
import { kopecksToWire } from '../../../schemas/money';
import {
  DEFAULT_INACTIVE_INTERVAL_DAYS,
  type Aggregator,
  type AggregatorFigures,
} from '../../../schemas/transfers';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { resolvePeriod } from '../../lib/park-time';
import { parkContext } from '../drivers/park-context';
import { AggregatorConnectionService } from './aggregator-connection.service';
import { AggregatorsRepository, type AggregatorRow } from './aggregators.repository';

const DAY_MS = 86_400_000;

export interface FiguresQuery {
  date_from?: string;
  date_to?: string;
  inactive_interval?: number;
}

export function aggregatorOf(row: AggregatorRow, driversCount: number, connection: AggregatorConnection): Aggregator {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    active: row.active,
    inactive_interval: row.inactiveInterval,
    drivers_count: driversCount,
    manual: row.manual,
    city_id: row.cityId,
    // A handy aggregator has no API: never live, whatever is stored.
    connection: row.manual ? { mode: 'sandbox', credentials: null, import: null } : connection,
  };
}

export class AggregatorsService {
  private readonly aggregators: AggregatorsRepository;

  constructor(private readonly deps: AppDeps) {
    this.aggregators = new AggregatorsRepository(deps.db);
  }

  async ofPark(claims: AccessClaims, taxisId: number): Promise<{ aggregators: Aggregator[] }> {
    if (taxisId !== claims.taxis_id) throw errors.notFound();
    const [rows, counts, connectionOf] = await Promise.all([
      this.aggregators.ofPark(taxisId),
      this.aggregators.connectedCounts(taxisId),
      new AggregatorConnectionService(this.deps).ofPark(taxisId),
    ]);
    return { aggregators: rows.map((row) => aggregatorOf(row, counts.get(row.id) ?? 0, connectionOf(row.id))) };
  }

  async figures(claims: AccessClaims, id: number, query: FiguresQuery): Promise<AggregatorFigures> {
    const [park, aggregator] = await Promise.all([
      parkContext(this.deps.db, this.deps.clock, claims.taxis_id),
      this.aggregators.one(claims.taxis_id, id),
    ]);
    if (!aggregator) throw errors.notFound();
    const period = resolvePeriod(query, park.now, park.timezone);
    const interval = query.inactive_interval ?? aggregator.inactiveInterval ?? DEFAULT_INACTIVE_INTERVAL_DAYS;
    const [trips, drivers] = await Promise.all([
      this.aggregators.tripFigures(park.taxisId, id, period.date_from, period.date_to),
      this.aggregators.driverFigures(id, new Date(park.now.getTime() - interval * DAY_MS)),
    ]);
    return {
      aggregator_id: id,
      date_from: period.date_from,
      date_to: period.date_to,
      inactive_interval: interval,
      transfers: trips.trips,
      transfers_cancelled: trips.cancelled,
      income: kopecksToWire(trips.incomeKop),
      park_commission: kopecksToWire(trips.parkCommissionKop),
      drivers_total: drivers.total,
      drivers_active: drivers.active,
      drivers_inactive: drivers.total - drivers.active,
    };
  }
}

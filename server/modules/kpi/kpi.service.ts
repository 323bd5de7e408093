/**
 * The park's figures over a period (GET /taxis/{taxis_id}/rates): per park-local day with zeros
 * for empty days, over the whole period against the same-length period right before it, and the
 * last 7 days of the period against the 7 days before them (schemas/kpi.ts). Sums add up their
 * days; the driver figures (active, paid) count distinct drivers over each span instead, from the
 * drivers of its days whose previous such day lies before the span.
 */
import type { AccessClaims } from '../../../schemas/auth';
import {
  MAX_RATES_DAYS,
  MONEY_METRICS,
  type KpiMetric,
  type Metric,
  type MetricValue,
  type RatesQuery,
  type RatesResponse,
} from '../../../schemas/kpi';
import { kopecksToWire } from '../../../schemas/money';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { addDays } from '../../lib/park-time';
import { KpiRepository, type DayCount, type DayRange, type DriverDay, type DriverDayKind } from './kpi.repository';
import { kpiTexts } from './kpi.texts';

const DAY_MS = 86_400_000;
const WEEK = 7;

/** Metrics answered from the park's trip counters. */
const ORDER_METRICS: readonly KpiMetric[] = ['orders_overall', 'orders_finished', 'orders_fraud', 'commission_income'];
const PAYOUT_METRICS: readonly KpiMetric[] = ['payments_overall', 'payments_count', 'payments_drivers'];

/** The spans every metric is figured over; `hull` covers them all (what is read). */
interface Spans {
  period: DayRange;
  previous: DayRange;
  lastWeek: DayRange;
  weekBefore: DayRange;
  hull: DayRange;
}
const SPAN_NAMES = ['period', 'previous', 'lastWeek', 'weekBefore'] as const;
type SpanName = (typeof SPAN_NAMES)[number];

/** A metric's days, and its value over a span. */
interface Figures {
  daily: Map<string, number>;
  over(span: SpanName): number;
}

function daysIn(range: DayRange): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1;
}

function spansOf(period: DayRange): Spans {
  const length = daysIn(period);
  const previous = { from: addDays(period.from, -length), to: addDays(period.from, -1) };
  const lastWeek = { from: addDays(period.to, -(WEEK - 1)), to: period.to };
  const weekBefore = { from: addDays(period.to, -(2 * WEEK - 1)), to: addDays(period.to, -WEEK) };
  const from = [previous.from, weekBefore.from, period.from].reduce((min, day) => (day < min ? day : min));
  return { period, previous, lastWeek, weekBefore, hull: { from, to: period.to } };
}

/** current against earlier, percent with one decimal; null when there is nothing to compare with. */
function changePercent(current: number, earlier: number): number | null {
  if (earlier === 0) return null;
  const change = ((current - earlier) / earlier) * 100;
  const rounded = Math.sign(change) * (Math.round(Math.abs(change) * 10) / 10);
  return rounded === 0 ? 0 : rounded;
}

function summed(daily: Map<string, number>, spans: Spans): Figures {
  return {
    daily,
    over: (span) => {
      let total = 0;
      for (const [day, value] of daily) if (day >= spans[span].from && day <= spans[span].to) total += value;
      return total;
    },
  };
}

/** Distinct drivers over a span: the span's days' drivers whose previous such day is before it. */
function distinct(rows: readonly DriverDay[], spans: Spans): Figures {
  return {
    daily: byDay(rows, (row) => row.drivers),
    over: (span) => {
      const index = SPAN_NAMES.indexOf(span);
      let total = 0;
      for (const row of rows) if (row.day >= spans[span].from && row.day <= spans[span].to) total += row.fresh[index] ?? 0;
      return total;
    },
  };
}

const byDay = <T extends { day: string }>(rows: readonly T[], value: (row: T) => number) =>
  new Map(rows.map((row) => [row.day, value(row)]));

const counts = (rows: readonly DayCount[]) => byDay(rows, (row) => row.count);

export class KpiService {
  private readonly kpi: KpiRepository;

  constructor(deps: AppDeps) {
    this.kpi = new KpiRepository(deps.db);
  }

  async rates(claims: AccessClaims, taxisId: number, query: RatesQuery): Promise<RatesResponse> {
    if (taxisId !== claims.taxis_id) throw errors.notFound();
    // Spec 6: group 4 does not fetch the orders-overall metric.
    if (claims.group_id === 4 && query.metric.includes('orders_overall')) throw errors.forbidden();
    if (query.date_from > query.date_to) throw errors.validation({ date_from: kpiTexts.periodOrder });
    const period = { from: query.date_from, to: query.date_to };
    if (daysIn(period) > MAX_RATES_DAYS) throw errors.validation({ date_to: kpiTexts.periodTooLong });

    const spans = spansOf(period);
    const figures = await this.figures(taxisId, new Set(query.metric), spans);
    const days = Array.from({ length: daysIn(period) }, (_, index) => addDays(period.from, index));
    const metrics = query.metric.map((metric) => metricOf(metric, figures[metric], days));
    const weekChange: RatesResponse['percent'][number] = {};
    const weekValue: RatesResponse['percent'][number] = {};
    for (const metric of query.metric) {
      const lastWeek = figures[metric].over('lastWeek');
      weekChange[metric] = { last_week: changePercent(lastWeek, figures[metric].over('weekBefore')) };
      weekValue[metric] = { last_week: MONEY_METRICS.includes(metric) ? lastWeek / 100 : lastWeek };
    }
    return { date_from: period.from, date_to: period.to, group_by: 'day', metrics, percent: [weekChange, weekValue] };
  }

  /** Reads each source the requested metrics need, once, over all the spans. */
  private async figures(taxisId: number, wanted: ReadonlySet<KpiMetric>, spans: Spans): Promise<Record<KpiMetric, Figures>> {
    const needs = (metrics: readonly KpiMetric[]) => metrics.some((metric) => wanted.has(metric));
    const kinds: DriverDayKind[] = [];
    if (wanted.has('drivers_active')) kinds.push('trips');
    if (wanted.has('payments_drivers')) kinds.push('payouts');
    const [orders, driverDays, payouts, hired] = await Promise.all([
      needs(ORDER_METRICS) ? this.kpi.orderDays(taxisId, spans.hull) : [],
      this.kpi.driverDays(taxisId, kinds, spans.hull, SPAN_NAMES.map((name) => spans[name].from)),
      needs(PAYOUT_METRICS) ? this.kpi.payoutDays(taxisId, spans.hull) : [],
      wanted.has('drivers_new') ? this.kpi.hiredDays(taxisId, spans.hull) : [],
    ]);
    const driversOf = (kind: DriverDayKind) => distinct(driverDays.filter((row) => row.kind === kind), spans);
    return {
      orders_overall: summed(byDay(orders, (row) => row.overall), spans),
      orders_finished: summed(byDay(orders, (row) => row.finished), spans),
      orders_fraud: summed(byDay(orders, (row) => row.fraud), spans),
      commission_income: summed(byDay(orders, (row) => row.commissionKop), spans),
      drivers_active: driversOf('trips'),
      drivers_new: summed(counts(hired), spans),
      payments_overall: summed(byDay(payouts, (row) => row.payoutKop), spans),
      payments_count: summed(byDay(payouts, (row) => row.payouts), spans),
      payments_drivers: driversOf('payouts'),
    };
  }
}

function metricOf(metric: KpiMetric, figures: Figures, days: readonly string[]): Metric {
  const money = MONEY_METRICS.includes(metric);
  const wire = (value: number): MetricValue => (money ? kopecksToWire(value) : value);
  const total = figures.over('period');
  const previous = figures.over('previous');
  return {
    metric,
    unit: money ? 'money' : 'count',
    total: wire(total),
    previous_total: wire(previous),
    change_percent: changePercent(total, previous),
    series: days.map((day) => ({ date: day, value: wire(figures.daily.get(day) ?? 0) })),
  };
}

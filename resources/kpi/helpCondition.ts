/**
 * The help condition (spec 2, 7, 9): 'Ваш менеджер' and the KPI help button show when the park's
 * orders_overall over the last 7 days (percent[1].orders_overall.last_week, the "second value")
 * reaches HELP_THRESHOLD. Asked with one rates call for two weeks ago to yesterday; never for
 * group 4 (it does not fetch orders_overall) nor for groups that may not open the KPI screen.
 */
import { canAccess, type AccessPolicy } from '../../schemas/access';
import { HELP_THRESHOLD, type KpiMetric, type RatesResponse } from '../../schemas/kpi';
import { NO_ORDERS_OVERALL_GROUP, kpiPagePath } from './pages';
import { defaultKpiPeriod, KPI_TIME_ZONE, type Period } from './period';

export function mayAskHelpCondition(policy: AccessPolicy, groupId: number, denied: readonly string[] = []): boolean {
  return groupId !== NO_ORDERS_OVERALL_GROUP && canAccess(policy, groupId, kpiPagePath('main'), denied);
}

export const HELP_METRICS: readonly KpiMetric[] = ['orders_overall'];

/** The call's period: two weeks ago to yesterday, in park days. */
export function helpPeriod(now: Date, timeZone: string = KPI_TIME_ZONE): Period {
  return defaultKpiPeriod(now, timeZone);
}

export function helpConditionHolds(response: Pick<RatesResponse, 'percent'>, threshold: number = HELP_THRESHOLD): boolean {
  const value = response.percent[1]?.orders_overall?.last_week;
  return typeof value === 'number' && value >= threshold;
}

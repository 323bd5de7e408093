/**
 * The KPI pages (tabs of /kpi/{page}) and the figures each one asks for. Group 4 never asks for
 * orders_overall (spec 6), so its card and chart are absent for that group.
 */
import type { KpiMetric } from '../../schemas/kpi';

export const KPI_PAGES = ['main', 'orders', 'drivers', 'payments', 'commission'] as const;
export type KpiPage = (typeof KPI_PAGES)[number];

export const PAGE_METRICS: Record<KpiPage, readonly KpiMetric[]> = {
  main: [
    'orders_finished',
    'orders_overall',
    'orders_fraud',
    'drivers_active',
    'drivers_new',
    'payments_overall',
    'payments_count',
    'payments_drivers',
    'commission_income',
  ],
  orders: ['orders_finished', 'orders_overall', 'orders_fraud'],
  drivers: ['drivers_active', 'drivers_new'],
  payments: ['payments_overall', 'payments_count', 'payments_drivers'],
  commission: ['commission_income'],
};

/** The overview's combined chart of orders per day. */
export const ORDER_METRICS: readonly KpiMetric[] = ['orders_finished', 'orders_overall', 'orders_fraud'];

/** The group that does not fetch orders_overall (spec 6). */
export const NO_ORDERS_OVERALL_GROUP = 4;

export function isKpiPage(value: string | undefined): value is KpiPage {
  return KPI_PAGES.some((page) => page === value);
}

/** The metrics a group may ask for among `metrics`. */
export function metricsForGroup(metrics: readonly KpiMetric[], groupId: number): KpiMetric[] {
  return metrics.filter((metric) => !(metric === 'orders_overall' && groupId === NO_ORDERS_OVERALL_GROUP));
}

export const kpiPagePath = (page: KpiPage) => `/kpi/${page}`;

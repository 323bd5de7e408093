/**
 * The park's figures (spec 7): GET /taxis/{taxis_id}/rates with date_from, date_to (YYYY-MM-DD),
 * group_by=day and the metrics asked for, all in one call, comma-separated in `metric`.
 */
import { KPI_ENDPOINTS, RatesResponseSchema, type KpiMetric, type RatesResponse } from '../../schemas/kpi';
import { fillPath } from '../../schemas/routing';
import type { HttpClient, Query } from '../httpClient';

export interface RatesRequest {
  taxisId: number;
  date_from: string;
  date_to: string;
  metrics: readonly KpiMetric[];
  signal?: AbortSignal;
}

/** The call's query string values, in the spec's names. */
export function ratesQuery({ date_from, date_to, metrics }: RatesRequest): Query {
  return { date_from, date_to, group_by: 'day', metric: metrics.join(',') };
}

export function getRates(http: HttpClient, request: RatesRequest): Promise<RatesResponse> {
  return http.json(
    {
      path: fillPath(KPI_ENDPOINTS.rates, { taxis_id: String(request.taxisId) }),
      query: ratesQuery(request),
      signal: request.signal,
    },
    RatesResponseSchema,
  );
}

/**
 * The KPI figures and the user's reports list as named methods of the one data provider. Each
 * loads its adapter with the first call: the menu asks for the help condition's figures, and its
 * chunk should not carry the KPI wire contract.
 */
import type { RatesRequest } from '../adapters/kpi';
import type { ReportsPage } from '../adapters/reports';
import type { RatesResponse } from '../../schemas/kpi';
import type { ReportsListResponse } from '../../schemas/reports';
import type { HttpClient } from '../httpClient';

export function kpiMethods(http: HttpClient) {
  return {
    /** GET /taxis/{id}/rates: the park's figures per day over a period. */
    async kpiRates(request: RatesRequest): Promise<RatesResponse> {
      const { getRates } = await import('../adapters/kpi');
      return getRates(http, request);
    },
    /** GET /reports/list: a page of the user's ordered reports, newest first. */
    async reportsList(page: ReportsPage, signal?: AbortSignal): Promise<ReportsListResponse> {
      const { listReports } = await import('../adapters/reports');
      return listReports(http, page, signal);
    },
  };
}

/** Pieces shared by the commission report's screens: the remembered period and the driver page's URL. */
import { isDay } from '../../../src/components/period';

export const FEEREPORT_PERIOD_KEY = 'drivers.feereport.period';

/** The driver's page of the report, carrying the period as its list filter. */
export function feereportDriverPath(driverId: number | string, filterValues: Record<string, unknown>): string {
  const period: Record<string, string> = {};
  if (isDay(filterValues.date_from)) period.date_from = filterValues.date_from;
  if (isDay(filterValues.date_to)) period.date_to = filterValues.date_to;
  const query = Object.keys(period).length === 0 ? '' : `?filter=${encodeURIComponent(JSON.stringify(period))}`;
  return `/drivers/feereport/drivers/${driverId}${query}`;
}

/**
 * How a payout's status stays live on a screen: while any payout shown is still open (its amount
 * held, OPEN_PAYOUT_STATUSES), the screen asks again every few seconds; once all are settled it
 * stops. The engine's realtime events are not on this branch, so polling is the whole mechanism.
 */
import { OPEN_PAYOUT_STATUSES, type PayoutStatus } from '../../../schemas/payouts';

export const LIVE_REFRESH_MS = 4000;

export const isOpenPayout = (status: PayoutStatus | null | undefined): boolean =>
  status !== null && status !== undefined && OPEN_PAYOUT_STATUSES.includes(status);

/** react-query's refetchInterval for a list: on while any row is open. */
export function liveWhileOpen<Row extends { status: PayoutStatus | null }>(rows: readonly Row[] | undefined): number | false {
  return rows?.some((row) => isOpenPayout(row.status)) ? LIVE_REFRESH_MS : false;
}

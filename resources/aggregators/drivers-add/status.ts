/** A driver-add request's waiting and colours, shared by its list, its cards and their chips (no React). */
import { isPending, type DriverAddCard, type DriverAddStatus } from '../../../schemas/drivers-add';
import type { ChipColour } from '../../../schemas/resource-list';

/** How often a pending request's card (and the list) asks again (the job follows the aggregator meanwhile). */
export const REFRESH_MS = 2_000;

export const DRIVER_ADD_COLOURS: Readonly<Record<DriverAddStatus, ChipColour>> = {
  new: 'default',
  sent: 'info',
  in_review: 'warning',
  approved: 'success',
  rejected: 'error',
  failed: 'error',
};

/** The request, or a car request of it, still waits for the aggregator. */
export const waiting = (card: DriverAddCard | undefined): boolean =>
  card !== undefined && (isPending(card.status) || card.car_requests.some((child) => isPending(child.status)));

/** The head of the card's query key (the generated card reads `[head, 'one', id]`). */
export const DRIVER_ADD_KEY_HEAD = 'driver-add';
/** A request's card query, for a refresh after it changed (sent again, a car request made). */
export const driverAddKey = (requestId: number) => [DRIVER_ADD_KEY_HEAD, 'one', requestId] as const;

/**
 * The park a request works in, with its clock: the time zone its days are counted in and the
 * park-local today (goals, birthdays, default periods). Read once per request.
 */
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { parkDay } from '../../lib/park-time';
import { parkTimezone } from '../taxis/park-timezone';

/** Largest id of an `integer` (serial) column: a larger one names nothing, and must not reach SQL. */
export const MAX_SERIAL_ID = 2_147_483_647;

export interface ParkContext {
  taxisId: number;
  timezone: string;
  now: Date;
  today: string;
}

export async function parkContext(db: Db, clock: Clock, taxisId: number): Promise<ParkContext> {
  const timezone = await parkTimezone(db, taxisId);
  const now = clock.now();
  return { taxisId, timezone, now, today: parkDay(now, timezone) };
}

/**
 * The park a request works in, with its clock: the time zone its days are counted in and the
 * park-local today (goals, birthdays, default periods). The zone is kept per park for
 * ZONE_TTL_MS (one statement less per list page): a changed zone moves the lists' days within it.
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

const ZONE_TTL_MS = 60_000;

// Per database handle, so apps on different databases (tests) never share zones.
const zonesByDb = new WeakMap<Db, Map<number, { timezone: string; until: number }>>();

async function keptTimezone(db: Db, taxisId: number, now: number): Promise<string> {
  let zones = zonesByDb.get(db);
  if (zones === undefined) {
    zones = new Map();
    zonesByDb.set(db, zones);
  }
  const kept = zones.get(taxisId);
  if (kept !== undefined && kept.until > now) return kept.timezone;
  const timezone = await parkTimezone(db, taxisId);
  zones.set(taxisId, { timezone, until: now + ZONE_TTL_MS });
  return timezone;
}

export async function parkContext(db: Db, clock: Clock, taxisId: number): Promise<ParkContext> {
  const now = clock.now();
  const timezone = await keptTimezone(db, taxisId, now.getTime());
  return { taxisId, timezone, now, today: parkDay(now, timezone) };
}

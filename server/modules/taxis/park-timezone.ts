/**
 * The park's time zone, the one way every section reads it: its days (filters, trip days,
 * goals, reports, file stamps) are counted in it. The park comes from the token, so a park that
 * is gone is "not found".
 */
import type { Db } from '../../db/client';
import { errors } from '../../errors';
import { TaxisRepository } from './taxis.repository';

export async function parkTimezone(db: Db, taxisId: number): Promise<string> {
  const timezone = await new TaxisRepository(db).timezoneOf(taxisId);
  if (timezone === null) throw errors.notFound();
  return timezone;
}

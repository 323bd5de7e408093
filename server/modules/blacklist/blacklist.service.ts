/** The park's blacklist: people the park will not work with, and the drivers it blocks. */
import { fullNameOf } from '../drivers/drivers.mappers';
import type { z } from 'zod';
import type { AccessClaims } from '../../../schemas/auth';
import type { BlacklistEntry, BlacklistInputSchema, BlacklistQuerySchema, BlacklistResponseSchema } from '../../../schemas/desk';
import { DriverPhoneSchema, LicenceNumberSchema } from '../../../schemas/drivers';
import { pagesOf } from '../../../schemas/lists';
import { ruFleet } from '../../../texts/ru-fleet';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { normalizeSearch } from '../drivers/search-text';

import { authorOf } from '../users/author';
import { BlacklistRepository, type BlacklistRow, type BlacklistTarget } from './blacklist.repository';

type BlacklistQuery = z.infer<typeof BlacklistQuerySchema>;
type BlacklistInput = z.infer<typeof BlacklistInputSchema>;

export function toBlacklistEntry(row: BlacklistRow): BlacklistEntry {
  return {
    id: row.id,
    driver_id: row.driverId,
    full_name: row.fullName,
    phone: row.phone,
    licence_number: row.licenceNumber,
    reason: row.reason,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** A typed phone or licence number in its stored form; a blank one is absent. */
function normalized(input: BlacklistInput): { phone: string | null; licenceNumber: string | null } {
  const fields: Record<string, string> = {};
  let phone: string | null = null;
  let licenceNumber: string | null = null;
  if (input.phone) {
    const parsed = DriverPhoneSchema.safeParse(input.phone);
    if (parsed.success) phone = parsed.data;
    else fields.phone = ruFleet.validation.phone;
  }
  if (input.licence_number) {
    const parsed = LicenceNumberSchema.safeParse(input.licence_number);
    if (parsed.success) licenceNumber = parsed.data;
    else fields.licence_number = ruFleet.validation.licenceNumber;
  }
  if (Object.keys(fields).length > 0) throw errors.validation(fields);
  return { phone, licenceNumber };
}

export class BlacklistService {
  private readonly entries: BlacklistRepository;

  constructor(private readonly deps: AppDeps) {
    this.entries = new BlacklistRepository(deps.db);
  }

  async list(claims: AccessClaims, query: BlacklistQuery): Promise<z.infer<typeof BlacklistResponseSchema>> {
    const { rows, total } = await this.entries.page(
      claims.taxis_id,
      normalizeSearch(query.search),
      query.countperpage,
      (query.page - 1) * query.countperpage,
    );
    return { entries: rows.map(toBlacklistEntry), total, pages: pagesOf(total, query.countperpage) };
  }

  /** A park driver (their name, phone and licence), or a person by name with a phone and/or licence. */
  async add(claims: AccessClaims, input: BlacklistInput): Promise<BlacklistEntry> {
    const taxisId = claims.taxis_id;
    let person: BlacklistTarget & { fullName: string };
    if (input.driver_id !== undefined) {
      const driver = await this.entries.findDriver(taxisId, input.driver_id);
      if (!driver) throw errors.validation({ driver_id: ruFleet.validation.driverNotFound });
      person = { driverId: driver.id, fullName: fullNameOf(driver), phone: driver.phone, licenceNumber: driver.licenceNumber };
    } else {
      person = { driverId: null, fullName: input.full_name ?? '', ...normalized(input) };
    }
    const author = await authorOf(this.deps.db, claims);
    const now = this.deps.clock.now();
    const id = await this.deps.db.transaction(async (tx) => {
      const entries = new BlacklistRepository(tx);
      const entryId = await entries.insert(taxisId, { ...person, reason: input.reason }, author, now);
      await entries.block(taxisId, person, author, now);
      return entryId;
    });
    return this.one(taxisId, id);
  }

  /** Removes the entry; drivers it blocked are unblocked unless another entry still names them. */
  async remove(claims: AccessClaims, id: number): Promise<BlacklistEntry> {
    const entry = await this.one(claims.taxis_id, id);
    const author = await authorOf(this.deps.db, claims);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const entries = new BlacklistRepository(tx);
      await entries.delete(claims.taxis_id, id);
      await entries.unblock(
        claims.taxis_id,
        { driverId: entry.driver_id, phone: entry.phone, licenceNumber: entry.licence_number },
        author,
        now,
      );
    });
    return entry;
  }

  private async one(taxisId: number, id: number): Promise<BlacklistEntry> {
    const row = await this.entries.find(taxisId, id);
    if (!row) throw errors.notFound();
    return toBlacklistEntry(row);
  }
}

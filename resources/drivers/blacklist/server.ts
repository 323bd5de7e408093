/**
 * The blacklist's rules, run by the generator inside the write's transaction: an entry naming a
 * park driver copies the driver's name, phone and licence; a person's phone and licence are
 * stored normalised; every park driver an entry names is blocked, and a removed entry unblocks
 * the drivers no remaining entry names. Each flip lands in the driver's change history.
 */
import { DriverPhoneSchema, LicenceNumberSchema } from '../../../schemas/drivers';
import { t } from '../../../texts/t';
import { errors } from '../../../server/errors';
import type { DbRow } from '../../../server/lib/crud/crud.repository';
import type { CrudHooks } from '../../../server/lib/crud/crud.service';
import { fullNameOf } from '../../../server/modules/drivers/drivers.mappers';
import { BlacklistRepository, type BlacklistTarget } from '../../../server/modules/blacklist/blacklist.repository';
import type { ResourceServerPart } from '../../../server/lib/crud/crud.routes';
import { users } from '../../../server/db/schema';

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A typed phone or licence number in its stored form; a blank one is absent. */
function normalized(values: DbRow): { phone: string | null; licence_number: string | null } {
  const fields: Record<string, string> = {};
  const result = { phone: textOf(values.phone), licence_number: textOf(values.licence_number) };
  if (result.phone !== null) {
    const parsed = DriverPhoneSchema.safeParse(result.phone);
    if (parsed.success) result.phone = parsed.data;
    else fields.phone = t('fleet.validation.phone');
  }
  if (result.licence_number !== null) {
    const parsed = LicenceNumberSchema.safeParse(result.licence_number);
    if (parsed.success) result.licence_number = parsed.data;
    else fields.licence_number = t('fleet.validation.licenceNumber');
  }
  if (Object.keys(fields).length > 0) throw errors.validation(fields);
  return result;
}

function targetOf(row: DbRow): BlacklistTarget {
  return {
    driverId: typeof row.driver_id === 'number' ? row.driver_id : null,
    phone: textOf(row.phone),
    licenceNumber: textOf(row.licence_number),
  };
}

export const blacklistHooks: CrudHooks = {
  async beforeCreate(ctx, values) {
    const written = { reason: values.reason, created_by_user_id: ctx.author.userId, created_at: ctx.now };
    if (typeof values.driver_id !== 'number') return { ...written, driver_id: null, full_name: values.full_name, ...normalized(values) };
    const driver = await new BlacklistRepository(ctx.tx).findDriver(ctx.claims.taxis_id, values.driver_id);
    if (driver === null) throw errors.validation({ driver_id: t('fleet.validation.driverNotFound') });
    return { ...written, driver_id: driver.id, full_name: fullNameOf(driver), phone: driver.phone, licence_number: driver.licenceNumber };
  },
  async afterWrite(ctx, write) {
    const entries = new BlacklistRepository(ctx.tx);
    if (write.action === 'create' && write.after !== null) {
      await entries.block(ctx.claims.taxis_id, targetOf(write.after), ctx.author, ctx.now);
    } else if (write.action === 'delete' && write.before !== null) {
      await entries.unblock(ctx.claims.taxis_id, targetOf(write.before), ctx.author, ctx.now);
    }
  },
};

export const server: ResourceServerPart = {
  // The hook checks a named driver itself, with the blacklist's own message.
  hooks: blacklistHooks,
  lookups: { created_by: { from: users, via: 'created_by_user_id', value: users.name } },
};

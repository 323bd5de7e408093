/**
 * The users section's rules for /users/users, run by the generator inside each write's
 * transaction: logins stay unique across the installation, a password is stored only as its
 * argon2 hash, nobody blocks themselves or changes their own group, and blocking a user or
 * changing their group ends their sessions at once (a token carries its group: it must not
 * outlive it), which also closes their realtime sockets.
 */
import { ruResources } from '../../../texts/ru-resources';
import type { Db } from '../../db/client';
import { errors } from '../../errors';
import type { CrudContext, CrudHooks } from '../../lib/crud/crud.service';
import type { DbRow } from '../../lib/crud/crud.repository';
import { hashPassword } from '../auth/passwords';
import { SessionsRepository } from '../auth/sessions.repository';
import { UsersRepository } from './users.repository';

const texts = ruResources.staffUsers.validation;

async function assertLoginFree(tx: Db, login: unknown, exceptId: number | null): Promise<void> {
  if (typeof login !== 'string') return;
  // Unique across the installation, case-insensitively: the holder may be another park's user.
  if (await new UsersRepository(tx).loginTaken(login, exceptId)) throw errors.validation({ login: texts.loginTaken });
}

const isSelf = (ctx: CrudContext, row: DbRow) => String(row.id) === ctx.claims.sub;

export const staffUserHooks: CrudHooks = {
  async beforeCreate(ctx, values) {
    await assertLoginFree(ctx.tx, values.login, null);
    const { password, ...rest } = values;
    if (typeof password !== 'string') throw errors.validation({ password: texts.password });
    return { ...rest, password_hash: await hashPassword(password), created_at: ctx.now };
  },
  async beforeUpdate(ctx, values, before) {
    await assertLoginFree(ctx.tx, values.login, Number(before.id));
    const locksOut = values.disabled === true || (values.group_id !== undefined && values.group_id !== before.group_id);
    if (isSelf(ctx, before) && locksOut) throw errors.validation({ disabled: texts.self });
    return values;
  },
  async afterWrite(ctx, write) {
    if (write.action !== 'update') return;
    const blocked = write.after?.disabled === true && write.before?.disabled !== true;
    const regrouped = write.after?.group_id !== write.before?.group_id;
    if (blocked || regrouped) await new SessionsRepository(ctx.tx).revokeAllOf(write.id, ctx.now);
  },
};

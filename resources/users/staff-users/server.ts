/**
 * The users section's rules for /users/users, run by the generator inside each write's
 * transaction: logins stay unique across the installation, a password is stored only as its
 * argon2 hash, nobody blocks themselves or changes their own group, a user is created or written
 * only by someone who may manage them (./staff-authority.ts), blocking a user or changing their
 * group ends their sessions at once (a token carries its group: it must not outlive it), which
 * also closes their realtime sockets, and a changed e-mail or phone waits for its code.
 */
import { t } from '../../../texts/t';
import type { Db } from '../../../server/db/client';
import { errors } from '../../../server/errors';
import type { CrudContext, CrudHooks } from '../../../server/lib/crud/crud.service';
import type { DbRow } from '../../../server/lib/crud/crud.repository';
import { hashPassword } from '../../../server/modules/auth/passwords';
import { SessionsRepository } from '../../../server/modules/auth/sessions.repository';
import { assertManages, type ManagedUser } from '../../../server/modules/users/staff-authority';
import { guardRecoveryChannels } from '../../../server/modules/users/recovery-channels.service';
import { UsersRepository } from '../../../server/modules/users/users.repository';
import type { ResourceServerPart } from '../../../server/lib/crud/crud.routes';
import { users } from '../../../server/db/schema';
import { auditGeneratedExport } from '../../../server/modules/export-audit/generated-export';
import { staffUsers } from './resource';

async function assertLoginFree(tx: Db, login: unknown, exceptId: number | null): Promise<void> {
  if (typeof login !== 'string') return;
  // Unique across the installation, case-insensitively: the holder may be another park's user.
  if (await new UsersRepository(tx).loginTaken(login, exceptId)) throw errors.validation({ login: t('generated.staffUsers.validation.loginTaken') });
}

const isSelf = (ctx: CrudContext, row: DbRow) => String(row.id) === ctx.claims.sub;
const managed = (row: DbRow): ManagedUser => ({ id: Number(row.id), groupId: Number(row.group_id), parkOwner: row.park_owner === true });
/** The group a write gives (the new group's grants, before any rules of the user's in it). */
const given = (groupId: unknown) => (groupId === undefined ? null : { groupId: Number(groupId), denied: [] });

export const staffUserHooks: CrudHooks = {
  async beforeCreate(ctx, values) {
    await assertManages(ctx.tx, ctx.policy, ctx.claims, null, given(values.group_id));
    await assertLoginFree(ctx.tx, values.login, null);
    const { password, ...rest } = values;
    if (typeof password !== 'string') throw errors.validation({ password: t('generated.staffUsers.validation.password') });
    return { ...rest, password_hash: await hashPassword(password), created_at: ctx.now };
  },
  async beforeUpdate(ctx, values, before) {
    const groupChanges = values.group_id !== undefined && values.group_id !== before.group_id;
    if (isSelf(ctx, before) && (values.disabled === true || groupChanges)) throw errors.validation({ disabled: t('generated.staffUsers.validation.self') });
    await assertManages(ctx.tx, ctx.policy, ctx.claims, managed(before), given(groupChanges ? values.group_id : undefined));
    await assertLoginFree(ctx.tx, values.login, Number(before.id));
    return values;
  },
  async afterWrite(ctx, write) {
    if (write.action === 'update') {
      const blocked = write.after?.disabled === true && write.before?.disabled !== true;
      const regrouped = write.after?.group_id !== write.before?.group_id;
      if (blocked || regrouped) await new SessionsRepository(ctx.tx).revokeAllOf(write.id, ctx.now);
    }
    await guardRecoveryChannels(ctx, write);
  },
};

/** An export of the staff's names and contacts is recorded in the journal (/users/exports). */
export const server: ResourceServerPart = { table: users, hooks: staffUserHooks, auditExport: auditGeneratedExport('staff_users', staffUsers) };

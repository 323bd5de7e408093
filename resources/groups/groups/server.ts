/**
 * The groups' rules, run by the generator inside the write's transaction: a name is the park's
 * one group of that name; a removed group lets its drivers go (each in their change history) and
 * takes its step commissions with it.
 */
import { t } from '../../../texts/t';
import { errors } from '../../../server/errors';
import type { CrudHooks } from '../../../server/lib/crud/crud.service';
import { CommissionsRepository } from '../../../server/modules/groups/commissions.repository';
import { GroupsRepository } from '../../../server/modules/groups/groups.repository';
import type { ResourceServerPart } from '../../../server/lib/crud/crud.routes';

const NAME_TAKEN = t('groups.validation.nameTaken');

export const groupHooks: CrudHooks = {
  async beforeCreate(ctx, values) {
    if (typeof values.name === 'string' && (await new GroupsRepository(ctx.tx).nameTaken(ctx.claims.taxis_id, values.name, null))) {
      throw errors.validation({ name: NAME_TAKEN });
    }
    return { ...values, created_at: ctx.now };
  },
  async beforeUpdate(ctx, values, before) {
    const id = typeof before.id === 'number' ? before.id : null;
    if (typeof values.name === 'string' && (await new GroupsRepository(ctx.tx).nameTaken(ctx.claims.taxis_id, values.name, id))) {
      throw errors.validation({ name: NAME_TAKEN });
    }
    return values;
  },
  async beforeDelete(ctx, before) {
    if (typeof before.id !== 'number') return;
    const groups = new GroupsRepository(ctx.tx);
    await groups.move(ctx.claims.taxis_id, await groups.members(ctx.claims.taxis_id, before.id), null, ctx.author, ctx.now);
    await new CommissionsRepository(ctx.tx).deleteOwner(ctx.claims.taxis_id, before.id);
  },
};

export const server: ResourceServerPart = { hooks: groupHooks };

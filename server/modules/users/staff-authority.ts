/**
 * The one check of "who may manage whom" (schemas/staff-authority.ts) for every write of a staff
 * user, their rules or their payout limits: the generated CRUD's hooks, the card's actions, the
 * rules screen and the staff payout rules call it before writing, inside their own transaction.
 */
import type { AccessPolicy } from '../../../schemas/access';
import type { AccessClaims } from '../../../schemas/auth';
import { ERROR_CODES } from '../../../schemas/errors';
import { manageRefusal, type StaffHolding } from '../../../schemas/staff-authority';
import { t } from '../../../texts/t';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { UserRulesRepository } from './user-rules.repository';
import { UsersRepository } from './users.repository';

export interface ManagedUser {
  id: number;
  groupId: number;
  parkOwner: boolean;
}

const refused = (message: string) => new AppError(403, ERROR_CODES.forbidden, message);

/**
 * Refuses (403) a write of `target` (null: a user being created) the signed-in user may not make;
 * `after` is the group or rules the write leaves the target. The actor is read from the database,
 * not the token: a user demoted a minute ago manages with the group they have now.
 */
export async function assertManages(
  db: Db,
  policy: AccessPolicy,
  claims: AccessClaims,
  target: ManagedUser | null,
  after: StaffHolding | null = null,
): Promise<void> {
  const rules = new UserRulesRepository(db);
  const actorRow = await new UsersRepository(db).findById(Number(claims.sub));
  if (actorRow === null || actorRow.disabled || actorRow.taxisId !== claims.taxis_id) throw refused(t('users.authority.wider'));
  const actor = {
    id: actorRow.id,
    groupId: actorRow.groupId,
    owner: actorRow.parkOwner,
    denied: await rules.deniedPaths(actorRow.id, actorRow.groupId),
  };
  const person =
    target === null
      ? null
      : { id: target.id, groupId: target.groupId, owner: target.parkOwner, denied: await rules.deniedPaths(target.id, target.groupId) };
  const refusal = manageRefusal(policy, actor, person, after);
  if (refusal !== null) throw refused(t(`users.authority.${refusal}`));
}

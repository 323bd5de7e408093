/**
 * `/users/users/{id}/rules/{userGroupId}`: the sections and pages a user may not open although
 * their group may. A rule only narrows (a path the group cannot open is refused at the field),
 * nobody edits their own rules (a slip could lock them out of this very screen), only a user
 * who may manage the person writes them and leaves them no more than the writer's own grants
 * (./staff-authority.ts), and another park's user is "not found". The guard
 * (server/plugins/auth.ts) reads the rules on every request, so a change applies to the user's
 * next request on every API process; there is no cache to wait for.
 */
import { ruleProblem, type UserRules, type UserRulesRequest } from '../../../schemas/user-rules';
import type { GroupId } from '../../../schemas/access';
import type { AccessClaims } from '../../../schemas/auth';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { assertManages } from './staff-authority';
import { UserRulesRepository } from './user-rules.repository';
import { UsersRepository } from './users.repository';

export class UserRulesService {
  private readonly rules: UserRulesRepository;
  private readonly users: UsersRepository;

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
    this.rules = new UserRulesRepository(deps.db);
    this.users = new UsersRepository(deps.db);
  }

  async get(claims: AccessClaims, userId: number, groupId: GroupId): Promise<UserRules> {
    await this.parkUser(claims, userId);
    return { user_id: userId, group_id: groupId, denied_paths: await this.rules.deniedPaths(userId, groupId) };
  }

  async replace(claims: AccessClaims, userId: number, groupId: GroupId, request: UserRulesRequest): Promise<UserRules> {
    const user = await this.parkUser(claims, userId);
    if (String(userId) === claims.sub) throw errors.validation({ denied_paths: t('users.rules.validation.self') });
    const paths = [...new Set(request.denied_paths)].sort();
    // Lifting a rule widens the user: what the group opens with the rules left must be the caller's too.
    await assertManages(this.deps.db, this.deps.config.accessPolicy, claims, user, { groupId, denied: paths });
    for (const path of paths) {
      const problem = ruleProblem(this.deps.config.accessPolicy, groupId, path);
      if (problem !== null) throw errors.validation({ denied_paths: t(`users.rules.validation.${problem}`, { path }) });
    }
    await this.rules.replace(claims.taxis_id, userId, groupId, paths, this.deps.clock.now());
    return { user_id: userId, group_id: groupId, denied_paths: paths };
  }

  private async parkUser(claims: AccessClaims, userId: number) {
    const user = await this.users.findById(userId);
    if (user === null || user.taxisId !== claims.taxis_id) throw errors.notFound();
    return user;
  }
}

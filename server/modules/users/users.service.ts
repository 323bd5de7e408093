/** The current user of spec 3, and who may read whom. */
import { GroupIdSchema } from '../../../schemas/access';
import { CountryCodeSchema, type AccessClaims, type CurrentUser } from '../../../schemas/auth';
import { acrossParks } from '../../db/park-scope';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { MultiuserRepository } from '../multiuser/multiuser.repository';
import { UserRulesRepository } from './user-rules.repository';
import { UsersRepository } from './users.repository';

/** Groups that see the other users of their own park (spec 6: users/entity is for 1 and 2). */
const PARK_MANAGER_GROUPS: readonly number[] = [1, 2];

export class UsersService {
  private readonly users: UsersRepository;
  private readonly links: MultiuserRepository;
  private readonly rules: UserRulesRepository;

  constructor(deps: AppDeps) {
    this.users = new UsersRepository(deps.db);
    this.links = new MultiuserRepository(deps.db);
    this.rules = new UserRulesRepository(deps.db);
  }

  /** Yourself, or a user of your own park for groups 1 and 2; anything else is "not found". */
  async get(claims: AccessClaims, userId: number): Promise<CurrentUser> {
    const user = await this.users.findWithPark(userId);
    const isSelf = user !== null && String(user.id) === claims.sub;
    const managesPark =
      user !== null && user.taxisId === claims.taxis_id && PARK_MANAGER_GROUPS.includes(claims.group_id);
    if (!user || (!isSelf && !managesPark)) throw errors.notFound();
    return {
      id: user.id,
      login: user.login,
      name: user.name,
      taxis_id: user.taxisId,
      group_id: GroupIdSchema.parse(user.groupId),
      country_code: CountryCodeSchema.parse(user.countryCode),
      // Whoever linked this user may sit in another park: the one read of the card that spans parks.
      owner: !(await acrossParks(() => this.links.isActiveSubAccount(user.id))),
      first_login: user.firstLogin?.toISOString() ?? null,
      denied_paths: await this.rules.deniedPaths(user.id, user.groupId),
    };
  }
}

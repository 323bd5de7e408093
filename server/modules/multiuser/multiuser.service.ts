/**
 * Linked accounts (spec 3, 4, 5): an operator signs in to other accounts (often of other parks)
 * and adds them to its list to switch between them. A list spans parks by design, so the service
 * works outside the token's park (on PostgreSQL: the system role, not row-level security); every
 * query is keyed by the caller's own user id from the token instead.
 */
import type { AccessClaims, LinkedAccount, MultiuserRequest } from '../../../schemas/auth';
import { t } from '../../../texts/t';
import { acrossParks } from '../../db/park-scope';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../errors';
import { UsersRepository } from '../users/users.repository';
import { MultiuserRepository } from './multiuser.repository';

export type LinkMode = 'add' | 'update';

export class MultiuserService {
  private readonly links: MultiuserRepository;
  private readonly users: UsersRepository;

  constructor(private readonly deps: AppDeps) {
    this.links = new MultiuserRepository(deps.db);
    this.users = new UsersRepository(deps.db);
  }

  /** The caller first, as the owner, then the accounts it added. */
  list(claims: AccessClaims): Promise<LinkedAccount[]> {
    return acrossParks(() => this.listed(claims));
  }

  private async listed(claims: AccessClaims): Promise<LinkedAccount[]> {
    const ownerId = Number(claims.sub);
    const linked = await this.links.listOwnedBy(ownerId);
    return [
      { login: claims.login, userId: ownerId, owner: true, deleted: false },
      ...linked.map((link) => ({ login: link.login, userId: link.userId, owner: false, deleted: link.deleted })),
    ];
  }

  /**
   * 'add' refuses the caller itself and an account already in the list (spec 5); 'update'
   * brings a deleted link back or refreshes a live one and never refuses.
   */
  link(claims: AccessClaims, userId: number, request: MultiuserRequest, mode: LinkMode): Promise<LinkedAccount[]> {
    return acrossParks(() => this.linked(claims, userId, request, mode));
  }

  private async linked(claims: AccessClaims, userId: number, request: MultiuserRequest, mode: LinkMode): Promise<LinkedAccount[]> {
    const ownerId = Number(claims.sub);
    if (userId === ownerId) {
      if (mode === 'add') throw errors.conflict(t('accounts.alreadyAdded'));
      return this.listed(claims);
    }
    if (mode === 'add' && (await this.links.find(ownerId, userId))?.deleted === false) {
      throw errors.conflict(t('accounts.alreadyAdded'));
    }
    await this.proveSignIn(userId, request);
    await this.links.upsert(ownerId, userId, this.deps.clock.now());
    return this.listed(claims);
  }

  /** The owner removes a link, or the sub-account leaves every list it is in. */
  unlink(claims: AccessClaims, userId: number): Promise<LinkedAccount[]> {
    return acrossParks(() => this.unlinked(claims, userId));
  }

  private async unlinked(claims: AccessClaims, userId: number): Promise<LinkedAccount[]> {
    const callerId = Number(claims.sub);
    const where = userId === callerId ? { userId } : { ownerUserId: callerId, userId };
    if ((await this.links.markDeleted(where, this.deps.clock.now())) === 0) throw errors.notFound();
    return this.listed(claims);
  }

  /**
   * The token must be a live access token of that very user: the caller has just signed in as it.
   * Its failure is a 400, never a 401: the SPA would take a 401 for its own session ending.
   */
  private async proveSignIn(userId: number, request: MultiuserRequest): Promise<void> {
    const reauth = () => errors.badRequest(t('accounts.reauth'));
    const claims = await this.deps.signer.verify(request.token, this.deps.clock.now()).catch((error: unknown) => {
      if (error instanceof AppError) throw reauth();
      throw error;
    });
    const user = await this.users.findById(userId);
    const proven =
      user !== null &&
      !user.disabled &&
      claims.sub === String(userId) &&
      claims.login.toLowerCase() === request.login.toLowerCase() &&
      user.login.toLowerCase() === request.login.toLowerCase() &&
      (await this.deps.sessions.isActive(claims.sid));
    if (!proven) throw reauth();
  }
}

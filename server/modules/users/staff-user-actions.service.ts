/**
 * The actions of a staff user's card (`/users/users/{id}`): «Сбросить пароль» sends the recovery
 * mail (a new password that takes over in 5 minutes) and «Завершить сеансы» ends every sign-in.
 * Another park's user is "not found", one the caller may not manage is refused
 * (./staff-authority.ts). Ending your own sessions keeps the one you are using: the
 * button is for a lost phone or a shared computer, never for signing yourself out by accident.
 */
import type { AccessClaims } from '../../../schemas/auth';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { RefreshTokensRepository } from '../auth/refresh-tokens.repository';
import { mailNewPassword } from '../auth/recovery.service';
import { assertManages } from './staff-authority';
import { UsersRepository } from './users.repository';

export class StaffUserActionsService {
  private readonly users: UsersRepository;
  private readonly tokens: RefreshTokensRepository;

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'email' | 'config'>) {
    this.users = new UsersRepository(deps.db);
    this.tokens = new RefreshTokensRepository(deps.db);
  }

  /** A blocked user is refused, as recovery ignores blocked accounts: unblock first. */
  async resetPassword(claims: AccessClaims, userId: number): Promise<{ email: string }> {
    const user = await this.manageable(claims, userId);
    if (user.disabled) throw errors.validation({ disabled: t('users.actions.blocked') });
    return { email: await mailNewPassword(this.deps, user) };
  }

  async endSessions(claims: AccessClaims, userId: number): Promise<{ ended: number }> {
    await this.manageable(claims, userId);
    const keep = String(userId) === claims.sub ? claims.sid : null;
    return { ended: await this.tokens.revokeAllOfUser(userId, this.deps.clock.now(), keep) };
  }

  /** The park's user the caller may manage. */
  private async manageable(claims: AccessClaims, userId: number) {
    const user = await this.users.findWithPark(userId);
    if (user === null || user.taxisId !== claims.taxis_id) throw errors.notFound();
    await assertManages(this.deps.db, this.deps.config.accessPolicy, claims, user);
    return user;
  }
}

/**
 * Sign-in sessions: a short access token plus a refresh token that is rotated on every use.
 * Presenting a spent or revoked refresh token again means a copy exists somewhere else, so the
 * whole sign-in is revoked (refresh token reuse detection).
 */
import { GroupIdSchema } from '../../../schemas/access';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { UsersRepository, type UserRow } from '../users/users.repository';
import { RefreshTokensRepository } from './refresh-tokens.repository';
import { randomToken, sha256 } from './tokens';

export interface IssuedTokens {
  userId: number;
  token: string;
  expiresIn: number;
  server: string;
  /** Goes only into the httpOnly cookie, never into a response body. */
  refreshToken: string;
  refreshMaxAge: number;
}

/** Reads the refresh cookie of a user (the cookie name carries the user id). */
export type RefreshTokenReader = (userId: number) => string | undefined;

export class SessionTokensService {
  private readonly users: UsersRepository;
  private readonly refreshTokens: RefreshTokensRepository;

  constructor(private readonly deps: AppDeps) {
    this.users = new UsersRepository(deps.db);
    this.refreshTokens = new RefreshTokensRepository(deps.db);
  }

  /** A new sign-in of `user`. */
  async issue(user: UserRow): Promise<IssuedTokens> {
    const now = this.deps.clock.now();
    const sid = randomToken(18);
    const refreshToken = randomToken();
    await this.refreshTokens.startSession(sid, user.id, sha256(refreshToken), now, this.refreshExpiry(now));
    await this.users.markFirstLogin(user.id, now);
    return this.tokensFor(user, sid, refreshToken, now);
  }

  async refresh(login: string, readToken: RefreshTokenReader): Promise<IssuedTokens> {
    const now = this.deps.clock.now();
    const user = await this.users.findByLogin(login);
    if (!user || user.disabled) throw errors.unauthorized();
    const presented = readToken(user.id);
    if (!presented) throw errors.unauthorized();
    const current = await this.refreshTokens.findByHash(sha256(presented));
    if (!current || current.userId !== user.id) throw errors.unauthorized();
    const spent = current.usedAt !== null || current.revokedAt !== null;
    if (!spent && current.expiresAt <= now) throw errors.unauthorized();
    const successor = randomToken();
    // A token is presented once. A second presentation, later or in parallel (the conditional
    // spend lets only one through), cannot be told from a stolen copy: it ends the sign-in.
    const rotated =
      !spent && (await this.refreshTokens.rotate(current, sha256(successor), now, this.refreshExpiry(now)));
    if (!rotated) {
      await this.refreshTokens.revokeFamily(current.familyId, now);
      throw errors.unauthorized(t('errors.sessionRevoked'));
    }
    return this.tokensFor(user, current.familyId, successor, now);
  }

  /**
   * Ends the sign-in the refresh cookie belongs to, and the one the bearer token names: a client
   * that lost its cookie (or never sent it) still ends its session, not only its own memory of it.
   * Returns the user whose cookie is to be cleared.
   */
  async logout(login: string, readToken: RefreshTokenReader, accessToken: string | null): Promise<number | null> {
    const user = await this.users.findByLogin(login);
    if (!user) return null;
    const now = this.deps.clock.now();
    const presented = readToken(user.id);
    if (presented) {
      const current = await this.refreshTokens.findByHash(sha256(presented));
      if (current && current.userId === user.id) await this.refreshTokens.revokeFamily(current.familyId, now);
    }
    const claims = accessToken === null ? null : await this.deps.signer.verify(accessToken, now).catch(() => null);
    if (claims !== null && claims.sub === String(user.id)) await this.refreshTokens.revokeFamily(claims.sid, now);
    return user.id;
  }

  private refreshExpiry(now: Date): Date {
    return new Date(now.getTime() + this.deps.config.refreshTokenTtlSeconds * 1000);
  }

  private async tokensFor(user: UserRow, sid: string, refreshToken: string, now: Date): Promise<IssuedTokens> {
    const server = this.deps.config.apiBase;
    const { token, expiresIn } = await this.deps.signer.sign(
      {
        sub: String(user.id),
        login: user.login,
        taxis_id: user.taxisId,
        group_id: GroupIdSchema.parse(user.groupId),
        server,
        sid,
      },
      now,
    );
    return {
      userId: user.id,
      token,
      expiresIn,
      server,
      refreshToken,
      refreshMaxAge: this.deps.config.refreshTokenTtlSeconds,
    };
  }
}

/**
 * Sign-in (spec 4, 7): password, then an SMS code on a device the user has not confirmed yet, or
 * on any device once the login has failed repeatedly (login-backoff.service.ts, which also makes
 * a guessed login wait before its next try).
 */
import type { AuthRequest, AuthSmsRequest } from '../../../schemas/auth';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { ChannelChangesRepository } from '../users/channel-changes.repository';
import { UsersRepository, type UserRow } from '../users/users.repository';
import { ERROR_CODES } from '../../../schemas/errors';
import { AppError } from '../../errors';
import { authErrors } from './auth.errors';
import { DevicesRepository } from './devices.repository';
import { LoginBackoffService, type LoginTry } from './login-backoff.service';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { SessionTokensService, type IssuedTokens } from './session-tokens.service';
import { maskPhone, SmsChallengesService } from './sms-challenges.service';
import { sha256 } from './tokens';

export type LoginResult =
  | { kind: 'tokens'; tokens: IssuedTokens }
  | { kind: 'sms'; smsKey: string; phoneMask: string; expiresIn: number };

export class LoginService {
  private readonly users: UsersRepository;
  private readonly devices: DevicesRepository;
  private readonly channels: ChannelChangesRepository;
  private readonly challenges: SmsChallengesService;
  private readonly backoff: LoginBackoffService;

  constructor(
    private readonly deps: AppDeps,
    private readonly sessions: SessionTokensService,
  ) {
    this.users = new UsersRepository(deps.db);
    this.devices = new DevicesRepository(deps.db);
    this.channels = new ChannelChangesRepository(deps.db);
    this.challenges = new SmsChallengesService(deps);
    this.backoff = new LoginBackoffService(deps);
  }

  async login(request: AuthRequest, ip: string): Promise<LoginResult> {
    if (request.sms_key && request.sms_code) {
      return this.confirm({ ...request, sms_key: request.sms_key, sms_code: request.sms_code });
    }
    const deviceHash = sha256(request.DEVICE_UID);
    const attempt = await this.backoff.admit(request.AUTH_USER, deviceHash);
    const user = await this.authenticate(attempt, request.AUTH_PW);
    if (!attempt.smsRequired && (await this.devices.touchIfConfirmed(user.id, deviceHash, this.deps.clock.now()))) {
      await this.backoff.succeeded(request.AUTH_USER);
      return { kind: 'tokens', tokens: await this.sessions.issue(user) };
    }
    // The confirmed phone: one changed without its code never receives the sign-in code.
    const phone = (await this.channels.confirmedOf(user.id))?.phone ?? user.phone;
    const issued = await this.challenges.issue({
      purpose: 'login',
      userId: user.id,
      login: user.login.toLowerCase(),
      phone,
      ip,
      deviceHash,
    });
    await this.deps.sms.send({
      login: user.login,
      phone,
      code: issued.code,
      text: t('sms.loginText', { code: issued.code }),
      reference: issued.smsKey,
    });
    return { kind: 'sms', smsKey: issued.smsKey, phoneMask: maskPhone(phone), expiresIn: issued.expiresIn };
  }

  /** POST /auth/sms: the password again, then the code; the device becomes confirmed. */
  async confirm(request: AuthSmsRequest): Promise<LoginResult> {
    const deviceHash = sha256(request.DEVICE_UID);
    const attempt = await this.backoff.admit(request.AUTH_USER, deviceHash);
    const user = await this.authenticate(attempt, request.AUTH_PW);
    const found = await this.challenges.find(request.sms_key, 'login');
    // A key of another user or device reads as no key at all.
    const own = found && found.userId === user.id && found.deviceHash === deviceHash ? found : null;
    const challenge = await this.challenges.check(own, request.sms_code);
    await this.challenges.consume(challenge);
    await this.devices.confirm(user.id, deviceHash, this.deps.clock.now());
    // The password and the code together: the login's failures are forgiven.
    await this.backoff.succeeded(request.AUTH_USER);
    return { kind: 'tokens', tokens: await this.sessions.issue(user) };
  }

  /** A wrong password, for a login that exists or not, counts against the login. */
  private async authenticate(attempt: LoginTry, password: string): Promise<UserRow> {
    let user: UserRow;
    try {
      user = await this.checkPassword(attempt.login, password);
    } catch (error) {
      if (error instanceof AppError && error.code === ERROR_CODES.invalidCredentials) await this.backoff.passwordWrong(attempt);
      throw error;
    }
    await this.backoff.passwordRight(attempt);
    return user;
  }

  /**
   * One answer and one argon2 verification whether or not the login exists. A recovered password
   * replaces the old one only once its activation time has come (spec 8: "через 5 минут").
   */
  private async checkPassword(login: string, password: string): Promise<UserRow> {
    const user = await this.users.findByLogin(login);
    if (!user || user.disabled) {
      await verifyAgainstDummy(password);
      throw authErrors.invalidCredentials();
    }
    const activeAt = user.pendingPasswordActiveAt;
    const pending = activeAt !== null && activeAt <= this.deps.clock.now() ? user.pendingPasswordHash : null;
    if (!(await verifyPassword(pending ?? user.passwordHash, password))) throw authErrors.invalidCredentials();
    if (pending !== null) await this.users.promotePendingPassword(user.id, pending);
    return user;
  }
}

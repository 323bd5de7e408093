/**
 * A driver's sign-in: a 5-digit code by SMS to the phone the park has for the driver (the staff
 * codes' protections: 5 minutes, single use, burned after 5 wrong tries, sends capped per phone
 * and per IP), exchanged for a driver token and a refresh token rotated on every use. The answer
 * to a code request is the same whether or not the phone is a driver's: a phone that is no
 * driver's gets a challenge that no code opens, and no SMS.
 */
import { ERROR_CODES } from '../../../schemas/errors';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../errors';
import { maskPhone, SmsChallengesService } from '../auth/sms-challenges.service';
import { randomToken, sha256 } from '../auth/tokens';
import { DriverSignInRepository, maySignIn, type DriverForSignIn } from './driver-sign-in.repository';
import type { DriverTokenSigner } from './driver-tokens';

export interface DriverTokens {
  token: string;
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
  driver_id: number;
  taxis_id: number;
}

const accessClosed = () => new AppError(403, ERROR_CODES.forbidden, t('driverApi.accessClosed'));
const refreshInvalid = () => errors.unauthorized(t('driverApi.refreshInvalid'));
/** The caps count codes per phone across parks, apart from the staff logins. */
const capKey = (phone: string) => `driver:${phone}`;

export class DriverSignInService {
  private readonly repository: DriverSignInRepository;
  private readonly challenges: SmsChallengesService;

  constructor(
    private readonly deps: AppDeps,
    private readonly signer: DriverTokenSigner,
  ) {
    this.repository = new DriverSignInRepository(deps.db);
    this.challenges = new SmsChallengesService(deps);
  }

  async sendCode(taxisId: number, phone: string, ip: string): Promise<{ smsKey: string; phoneMask: string; expiresIn: number }> {
    const driver = await this.repository.driverByPhone(taxisId, phone);
    const issued = await this.challenges.issue({ purpose: 'driver', userId: null, login: capKey(phone), phone, ip, deviceHash: null });
    if (driver !== null) {
      const challenge = await this.challenges.find(issued.smsKey, 'driver');
      if (challenge === null) throw new Error('a driver code vanished as it was written');
      await this.repository.linkChallenge(challenge.id, driver.taxisId, driver.id);
      await this.deps.sms.send({
        login: capKey(phone),
        phone,
        code: issued.code,
        text: t('driverApi.smsText', { code: issued.code }),
        reference: issued.smsKey,
      });
    }
    return { smsKey: issued.smsKey, phoneMask: maskPhone(phone), expiresIn: issued.expiresIn };
  }

  /**
   * The code for tokens. A driver the park fired, blocked or closed the app to is told so only
   * after the right code: whoever asks has shown they hold the phone.
   */
  async signIn(smsKey: string, code: string): Promise<DriverTokens> {
    const challenge = await this.challenges.find(smsKey, 'driver');
    const owner = challenge === null ? null : await this.repository.driverOfChallenge(challenge.id);
    const checked = await this.challenges.check(challenge, code, owner !== null);
    await this.challenges.consume(checked);
    const driver = owner === null ? null : await this.repository.driver(owner.taxisId, owner.driverId);
    if (driver === null || !maySignIn(driver)) throw accessClosed();
    const sid = randomToken(16);
    const refreshToken = randomToken();
    const now = this.deps.clock.now();
    await this.repository.startSession(sid, driver, sha256(refreshToken), now, this.refreshExpiry(now));
    return this.tokens(driver, sid, refreshToken, now);
  }

  /** A refresh token spent again (a copy was used) ends the whole sign-in. */
  async refresh(refreshToken: string): Promise<DriverTokens> {
    const now = this.deps.clock.now();
    const current = await this.repository.refreshToken(sha256(refreshToken));
    if (current === null || current.revokedAt !== null || current.expiresAt <= now) throw refreshInvalid();
    if (current.usedAt !== null) {
      await this.repository.revokeFamily(current.familyId, now);
      throw refreshInvalid();
    }
    const driver = await this.repository.driver(current.taxisId, current.driverId);
    if (driver === null || !maySignIn(driver)) {
      await this.repository.revokeFamily(current.familyId, now);
      throw accessClosed();
    }
    const successor = randomToken();
    if (!(await this.repository.rotate(current, sha256(successor), now, this.refreshExpiry(now)))) {
      // Another request spent it a moment ago: the same token twice is the reuse this guards against.
      await this.repository.revokeFamily(current.familyId, now);
      throw refreshInvalid();
    }
    return this.tokens(driver, current.familyId, successor, now);
  }

  async logout(refreshToken: string): Promise<void> {
    const current = await this.repository.refreshToken(sha256(refreshToken));
    if (current !== null) await this.repository.revokeFamily(current.familyId, this.deps.clock.now());
  }

  private refreshExpiry(now: Date): Date {
    return new Date(now.getTime() + this.deps.config.refreshTokenTtlSeconds * 1000);
  }

  private async tokens(driver: DriverForSignIn, sid: string, refreshToken: string, now: Date): Promise<DriverTokens> {
    const token = await this.signer.sign({ driverId: driver.id, taxisId: driver.taxisId, sid }, now);
    return {
      token,
      expires_in: this.signer.ttlSeconds,
      refresh_token: refreshToken,
      refresh_expires_in: this.deps.config.refreshTokenTtlSeconds,
      driver_id: driver.id,
      taxis_id: driver.taxisId,
    };
  }
}

/**
 * The 5-digit SMS code (spec 5, 9) and what compensates for its small space: 5 minutes of life,
 * single use, burned after 5 wrong tries, sends capped per login and per IP per hour.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH } from '../../../schemas/auth';
import type { AppDeps } from '../../deps';
import { authErrors } from './auth.errors';
import {
  SmsChallengesRepository,
  type NewSmsChallenge,
  type SmsChallengeRow,
  type SmsPurpose,
} from './sms-challenges.repository';
import { randomToken, sha256 } from './tokens';

export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_MAX_ATTEMPTS = 5;
const HOUR_MS = 3600 * 1000;

/** What a caller says of a new code; the keys, hashes and times are the service's. */
export type IssueRequest = Omit<NewSmsChallenge, 'smsKeyHash' | 'codeHash' | 'createdAt' | 'expiresAt'>;

export interface IssuedChallenge {
  smsKey: string;
  code: string;
  expiresIn: number;
}

/** Keyed by the challenge, so equal codes of two challenges never share a hash. */
function codeHash(smsKeyHash: string, code: string): string {
  return sha256(`${smsKeyHash}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** '+7 *** ***-**-67' (Russia, Kazakhstan), '+375 **-***-**-67' (Belarus): the spec's masks. */
export function maskPhone(phone: string): string {
  const last = phone.slice(-2);
  if (phone.startsWith('+375')) return `+375 **-***-**-${last}`;
  if (phone.startsWith('+7')) return `+7 *** ***-**-${last}`;
  return `+*** ***-**-${last}`;
}

export class SmsChallengesService {
  private readonly repository: SmsChallengesRepository;

  constructor(private readonly deps: AppDeps) {
    this.repository = new SmsChallengesRepository(deps.db);
  }

  /** Creates a challenge; the caller decides whether and how the code is delivered. */
  async issue(request: IssueRequest): Promise<IssuedChallenge> {
    const now = this.deps.clock.now();
    const since = new Date(now.getTime() - HOUR_MS);
    const limits = this.deps.config.rateLimits;
    if ((await this.repository.countForLoginSince(request.login, since)) >= limits.smsPerLoginPerHour) {
      throw authErrors.smsSendLimit();
    }
    if ((await this.repository.countForIpSince(request.ip, since)) >= limits.smsPerIpPerHour) {
      throw authErrors.smsSendLimit();
    }
    const code = randomInt(0, 10 ** SMS_CODE_LENGTH)
      .toString()
      .padStart(SMS_CODE_LENGTH, '0');
    const smsKey = randomToken();
    const smsKeyHash = sha256(smsKey);
    await this.repository.create({
      ...request,
      smsKeyHash,
      codeHash: codeHash(smsKeyHash, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
    });
    return { smsKey, code, expiresIn: SMS_CODE_TTL_SECONDS };
  }

  /** The challenge behind an sms_key, if it was made for this purpose. */
  async find(smsKey: string, purpose: SmsPurpose): Promise<SmsChallengeRow | null> {
    const row = await this.repository.findByKeyHash(sha256(smsKey));
    return row && row.purpose === purpose ? row : null;
  }

  /**
   * Checks a code and throws the spec's answer when it does not pass. A challenge without an
   * owner (recovery for no account, a driver's code for a phone that is no driver's) takes every
   * code as wrong: it looks the same from outside. The owner is the user unless the caller keeps
   * it elsewhere (the driver API keeps the driver beside the challenge).
   */
  async check(
    challenge: SmsChallengeRow | null,
    code: string,
    owned: boolean = challenge !== null && challenge.userId !== null,
  ): Promise<SmsChallengeRow> {
    const now = this.deps.clock.now();
    if (challenge === null) throw authErrors.smsCodeExpired();
    if (challenge.burnedAt !== null) throw authErrors.smsCodeBurned();
    if (challenge.usedAt !== null || challenge.expiresAt <= now) throw authErrors.smsCodeExpired();
    const right = owned && sameHash(codeHash(challenge.smsKeyHash, code), challenge.codeHash);
    if (right) return challenge;
    const attempt = await this.repository.recordWrongAttempt(challenge.id, SMS_MAX_ATTEMPTS, now);
    if (attempt === null) throw authErrors.smsCodeExpired();
    if (attempt.burned) throw authErrors.smsCodeBurned();
    throw authErrors.smsCodeInvalid(SMS_MAX_ATTEMPTS - attempt.attempts);
  }

  /** Uses up a checked challenge; whoever comes second (a parallel request) is told it expired. */
  async consume(challenge: SmsChallengeRow): Promise<void> {
    if (!(await this.repository.markUsed(challenge.id, this.deps.clock.now()))) throw authErrors.smsCodeExpired();
  }

  /** Recovery: the code was right; the park choice gets its own 5 minutes, once. */
  async confirm(challenge: SmsChallengeRow): Promise<void> {
    if (challenge.confirmedAt !== null) return;
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000);
    if (!(await this.repository.markConfirmed(challenge.id, now, expiresAt))) throw authErrors.smsCodeExpired();
  }
}

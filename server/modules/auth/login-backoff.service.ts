/**
 * The per-login back-off of password guessing (issue 20 §3), beside the per-IP limit of the auth
 * host. Consecutive failed passwords of a login, whether or not the login exists (the answers never
 * tell the two apart):
 * - from the SMS_STEP_AFTER-th on, even a device the user confirmed before must pass the SMS step;
 * - from the DELAY_AFTER-th on, the login waits before its next try: 15 s, doubling, at most
 *   15 min; while it waits a try is refused (429) before any password is checked.
 * It never locks the owner out for good: the wait is capped, a device the user confirmed with a
 * code is not made to wait (it holds the second factor), and the correct password with the SMS
 * code clears the count. A failure a day after the last one counts from one again.
 */
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { UsersRepository } from '../users/users.repository';
import { authErrors } from './auth.errors';
import { DevicesRepository } from './devices.repository';
import { LoginFailuresRepository } from './login-failures.repository';
import { sha256 } from './tokens';

export const SMS_STEP_AFTER = 3;
export const DELAY_AFTER = 5;
export const FIRST_DELAY_MS = 15_000;
export const MAX_DELAY_MS = 15 * 60_000;
const FORGET_AFTER_MS = 24 * 3600_000;

/** The wait after the `failures`-th consecutive failure; 0 before DELAY_AFTER. */
export function delayAfter(failures: number): number {
  if (failures < DELAY_AFTER) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - DELAY_AFTER, 16));
}

/** «45 с», «4 мин»: the wait rounded up, as a person reads it. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60
    ? t('errors.waitSeconds', { count: seconds })
    : t('errors.waitMinutes', { count: Math.ceil(seconds / 60) });
}

const keyOf = (login: string) => sha256(login.trim().toLowerCase());
const STEPS = { delayAfter: DELAY_AFTER, firstMs: FIRST_DELAY_MS, maxMs: MAX_DELAY_MS };

/** One password try of a login: whether it was counted as failed on admission. */
export interface LoginTry {
  login: string;
  counted: boolean;
  smsRequired: boolean;
}

export class LoginBackoffService {
  private readonly failures: LoginFailuresRepository;
  private readonly users: UsersRepository;
  private readonly devices: DevicesRepository;

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'clock'>) {
    this.failures = new LoginFailuresRepository(deps.db);
    this.users = new UsersRepository(deps.db);
    this.devices = new DevicesRepository(deps.db);
  }

  /**
   * Before any password is checked: counts this try as failed (given back if the password is
   * right, `passwordRight`), or refuses it while the login waits, unless from a device its user
   * confirmed. Answers whether the SMS step is owed whatever the device, and the try's ticket.
   */
  async admit(login: string, deviceHash: string): Promise<LoginTry> {
    const now = this.deps.clock.now();
    const key = keyOf(login);
    const count = await this.failures.reserve(key, now, new Date(now.getTime() - FORGET_AFTER_MS), STEPS);
    if (count !== null) return { login, counted: true, smsRequired: count - 1 >= SMS_STEP_AFTER };
    if (await this.knownDevice(login, deviceHash)) return { login, counted: false, smsRequired: true };
    const row = await this.failures.find(key);
    const waitMs = row?.blockedUntil ? row.blockedUntil.getTime() - now.getTime() : FIRST_DELAY_MS;
    throw authErrors.loginDelayed(Math.max(1, Math.ceil(waitMs / 1000)), waitText(waitMs));
  }

  /** A wrong password: already counted when admitted, except a confirmed device's during a wait. */
  async passwordWrong(attempt: LoginTry): Promise<void> {
    if (attempt.counted) return;
    const now = this.deps.clock.now();
    const key = keyOf(attempt.login);
    const count = await this.failures.recordFailure(key, now, new Date(now.getTime() - FORGET_AFTER_MS));
    const delay = delayAfter(count);
    if (delay > 0) await this.failures.blockUntil(key, new Date(now.getTime() + delay));
  }

  /** The right password: the try counted on admission was no failure. */
  async passwordRight(attempt: LoginTry): Promise<void> {
    if (attempt.counted) await this.failures.refund(keyOf(attempt.login));
  }

  /** The password and the SMS code (or a confirmed device): the login's failures are forgiven. */
  async succeeded(login: string): Promise<void> {
    await this.failures.clear(keyOf(login));
  }

  private async knownDevice(login: string, deviceHash: string): Promise<boolean> {
    const user = await this.users.findByLogin(login);
    return user !== null && !user.disabled && (await this.devices.isConfirmed(user.id, deviceHash));
  }
}

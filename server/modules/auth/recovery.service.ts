/**
 * Password recovery (spec 4, 7): e-mail, phone, SMS code, park choice. Until the code is proven
 * every answer is the same whether or not an account has that e-mail and phone: the parks are
 * shown only after the code, and a request for no account stores a challenge no code opens.
 */
import type { FastifyBaseLogger } from 'fastify';
import type {
  ResetConfirmRequest,
  ResetSmsRequest,
  ResetTaxisChangeRequest,
  TaxisChoice,
} from '../../../schemas/auth';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { ChannelChangesRepository } from '../users/channel-changes.repository';
import { UsersRepository, type RecoveryAccount } from '../users/users.repository';
import { generatePassword, hashPassword } from './passwords';
import type { SmsChallengeRow } from './sms-challenges.repository';
import { SmsChallengesService } from './sms-challenges.service';

/** Spec 8: the new password "будет активен через 5 минут". */
export const RECOVERED_PASSWORD_DELAY_SECONDS = 5 * 60;

/**
 * The recovery mail: a new password that takes over after the delay, the old one working until
 * then. The last step of recovery sends it, and so does «Сбросить пароль» on a staff user's card.
 * It goes to the confirmed e-mail, never to one changed without its code; answers that address.
 */
export async function mailNewPassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'email'>,
  account: Pick<RecoveryAccount, 'id' | 'login' | 'parkName'>,
): Promise<string> {
  const confirmed = await new ChannelChangesRepository(deps.db).confirmedOf(account.id);
  if (confirmed === null) throw errors.notFound();
  const password = generatePassword();
  const now = deps.clock.now();
  const activeAt = new Date(now.getTime() + RECOVERED_PASSWORD_DELAY_SECONDS * 1000);
  await new UsersRepository(deps.db).setPendingPassword(account.id, await hashPassword(password), activeAt, now);
  await deps.email.send({
    to: confirmed.email,
    subject: t('recovery.emailSubject'),
    text: t('recovery.emailText', { park: account.parkName, login: account.login, password }),
  });
  return confirmed.email;
}

export class RecoveryService {
  private readonly users: UsersRepository;
  private readonly challenges: SmsChallengesService;

  constructor(
    private readonly deps: AppDeps,
    private readonly log: FastifyBaseLogger,
  ) {
    this.users = new UsersRepository(deps.db);
    this.challenges = new SmsChallengesService(deps);
  }

  async sendCode(request: ResetSmsRequest, ip: string): Promise<{ smsKey: string }> {
    const [account] = await this.users.findForRecovery(request.EMAIL, request.PHONE);
    const issued = await this.challenges.issue({
      purpose: 'reset',
      userId: account?.id ?? null,
      login: request.EMAIL,
      phone: request.PHONE,
      ip,
      deviceHash: null,
    });
    if (account) {
      // Not awaited: a real gateway's round trip would tell an existing account from a missing one.
      this.deps.sms
        .send({
          login: request.EMAIL,
          phone: request.PHONE,
          code: issued.code,
          text: t('sms.recoveryText', { code: issued.code }),
        })
        .catch((error: unknown) => this.log.error({ err: error }, 'recovery sms was not sent'));
    }
    return { smsKey: issued.smsKey };
  }

  /** The code is right: lists the parks where this e-mail and phone have an account. */
  async confirm(request: ResetConfirmRequest): Promise<TaxisChoice[]> {
    const challenge = await this.challenges.check(await this.challengeOf(request), request.sms_code);
    await this.challenges.confirm(challenge);
    const accounts = await this.users.findForRecovery(request.EMAIL, request.PHONE);
    const parks = new Map<number, TaxisChoice>();
    for (const account of accounts) {
      parks.set(account.taxisId, { taxis_id: account.taxisId, name: account.parkName, server_id: account.serverId });
    }
    return [...parks.values()];
  }

  /** Sends a new password for the chosen park; the old one works until the new one takes over. */
  async changePassword(request: ResetTaxisChangeRequest): Promise<void> {
    const found = await this.challengeOf(request);
    const challenge = await this.challenges.check(found && found.confirmedAt !== null ? found : null, request.sms_code);
    const accounts = await this.users.findForRecovery(request.EMAIL, request.PHONE);
    const account = accounts.find(
      (candidate) => candidate.taxisId === request.taxis_id && candidate.serverId === request.server_id,
    );
    if (!account) throw errors.notFound();
    await this.challenges.consume(challenge);
    await mailNewPassword(this.deps, account);
  }

  /** The challenge of this sms_key, only if it was made for this very e-mail and phone. */
  private async challengeOf(request: ResetConfirmRequest): Promise<SmsChallengeRow | null> {
    const found = await this.challenges.find(request.sms_key, 'reset');
    return found && found.login === request.EMAIL && found.phone === request.PHONE ? found : null;
  }
}

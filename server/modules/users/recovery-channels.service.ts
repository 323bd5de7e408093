/**
 * A user's recovery channels, their e-mail and phone (issue 20 §1). Whoever changes one, the user
 * or a manager, the write's own transaction:
 * - records the change (user_channel_changes) with the last confirmed value and a code, stored as
 *   its argon2 hash, that is sent to the new channel; a later change ends the earlier pending one,
 *   and changing back to the confirmed value ends it with nothing to confirm;
 * - signs the user out everywhere, the session that made the change included, and forgets their
 *   confirmed devices: confirming then takes the password and the SMS code at the confirmed phone
 *   again, so neither a stolen session nor a stolen password alone moves where recovery goes;
 * - tells the user at the confirmed e-mail and the confirmed phone.
 * Until the user enters the code, recovery and the SMS step keep to the confirmed values
 * (confirmedChannelSql). A gateway that refuses to send rolls the change back: a channel never
 * moves without its holder being told.
 */
import { randomInt } from 'node:crypto';
import type { AccessClaims } from '../../../schemas/auth';
import {
  CHANNEL_CODE_LENGTH,
  CHANNELS,
  type Channel,
  type PendingChannels,
} from '../../../schemas/recovery-channels';
import { t } from '../../../texts/t';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import type { CrudContext, WriteAction } from '../../lib/crud/crud.service';
import type { DbRow } from '../../lib/crud/crud.repository';
import { DevicesRepository } from '../auth/devices.repository';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { RefreshTokensRepository } from '../auth/refresh-tokens.repository';
import { maskPhone } from '../auth/sms-challenges.service';
import { ChannelChangesRepository, type ChannelChangeRow } from './channel-changes.repository';
import { UsersRepository } from './users.repository';

export const CHANNEL_CODE_TTL_SECONDS = 10 * 60;
export const CHANNEL_CODE_MAX_ATTEMPTS = 5;
/** A resend waits a minute after the previous code; a channel gets at most this many codes a day. */
export const CHANNEL_RESEND_COOLDOWN_SECONDS = 60;
export const CHANNEL_CODES_PER_DAY = 10;
const DAY_MS = 24 * 3600 * 1000;

type Gateways = Pick<AppDeps, 'email' | 'sms'>;

interface ChannelHolder {
  id: number;
  login: string;
  taxisId: number;
  parkName: string;
}

/** 'a***@example.com': where a code went, without spelling the address out. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email.slice(0, 1)}***${email.slice(at)}`;
}

const maskOf = (channel: Channel, value: string) => (channel === 'email' ? maskEmail(value) : maskPhone(value));

const sameValue = (channel: Channel, a: string, b: string) =>
  channel === 'email' ? a.toLowerCase() === b.toLowerCase() : a === b;

function newCode(): string {
  return randomInt(0, 10 ** CHANNEL_CODE_LENGTH)
    .toString()
    .padStart(CHANNEL_CODE_LENGTH, '0');
}

/** Records a change of `channel` to `value` and sends its code to `value`. */
async function issueCode(
  db: Db,
  gateways: Gateways,
  now: Date,
  holder: ChannelHolder,
  change: { channel: Channel; previousValue: string; newValue: string; changedByUserId: number | null },
): Promise<void> {
  const code = newCode();
  await new ChannelChangesRepository(db).create({
    ...change,
    taxisId: holder.taxisId,
    userId: holder.id,
    codeHash: await hashPassword(code),
    createdAt: now,
    codeExpiresAt: new Date(now.getTime() + CHANNEL_CODE_TTL_SECONDS * 1000),
  });
  if (change.channel === 'email') {
    await gateways.email.send({
      to: change.newValue,
      subject: t('channels.code.emailSubject'),
      text: t('channels.code.emailText', { login: holder.login, park: holder.parkName, code }),
    });
  } else {
    await gateways.sms.send({ login: holder.login, phone: change.newValue, code, text: t('channels.code.smsText', { code }) });
  }
}

/** The notices to the confirmed e-mail and phone: what changed, never the new values. */
async function tellConfirmed(gateways: Gateways, holder: ChannelHolder, confirmed: Record<Channel, string>, moved: Channel[]) {
  const what = moved.length === CHANNELS.length ? t('channels.notice.both') : t(`channels.names.${moved[0] ?? 'email'}`);
  await gateways.email.send({
    to: confirmed.email,
    subject: t('channels.notice.emailSubject'),
    text: t('channels.notice.emailText', { park: holder.parkName, login: holder.login, what }),
  });
  // A notice carries no code: the sandbox outbox shows it with an empty one.
  await gateways.sms.send({ login: holder.login, phone: confirmed.phone, code: '', text: t('channels.notice.smsText', { login: holder.login, what }) });
}

/**
 * The staff users' write hook (staff-users.hooks.ts, afterWrite): runs in the write's
 * transaction, after the row and its history row are written.
 */
export async function guardRecoveryChannels(
  ctx: CrudContext,
  write: { action: WriteAction; id: number; before: DbRow | null; after: DbRow | null },
): Promise<void> {
  const { before, after } = write;
  if (write.action !== 'update' || before === null || after === null) return;
  const changed = CHANNELS.filter((channel) => after[channel] !== before[channel]);
  if (changed.length === 0) return;
  const changes = new ChannelChangesRepository(ctx.tx);
  const pending = await changes.pendingOf(write.id);
  const confirmedValue = (channel: Channel) =>
    pending.find((change) => change.channel === channel)?.previousValue ?? String(before[channel]);
  const confirmed: Record<Channel, string> = { email: confirmedValue('email'), phone: confirmedValue('phone') };
  const moved: Channel[] = [];
  for (const channel of changed) {
    await changes.supersede(write.id, channel, ctx.now);
    if (!sameValue(channel, String(after[channel]), confirmed[channel])) moved.push(channel);
  }
  if (moved.length === 0) return;
  await new RefreshTokensRepository(ctx.tx).revokeAllOfUser(write.id, ctx.now, null);
  await new DevicesRepository(ctx.tx).forgetAllOf(write.id);
  const holder = await new UsersRepository(ctx.tx).findWithPark(write.id);
  if (holder === null) throw errors.notFound();
  await tellConfirmed(ctx.gateways, holder, confirmed, moved);
  for (const channel of moved) {
    await issueCode(ctx.tx, ctx.gateways, ctx.now, holder, {
      channel,
      previousValue: confirmed[channel],
      newValue: String(after[channel]),
      changedByUserId: ctx.author.userId,
    });
  }
}

/** The user's own side: what waits for a code, the code, and a new code. Only for themself. */
export class RecoveryChannelsService {
  private readonly changes: ChannelChangesRepository;
  private readonly users: UsersRepository;

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'email' | 'sms'>) {
    this.changes = new ChannelChangesRepository(deps.db);
    this.users = new UsersRepository(deps.db);
  }

  async pending(claims: AccessClaims, userId: number): Promise<PendingChannels> {
    ownOnly(claims, userId);
    const rows = await this.changes.pendingOf(userId);
    return {
      pending: CHANNELS.flatMap((channel) => {
        const row = rows.find((candidate) => candidate.channel === channel);
        return row === undefined
          ? []
          : [{ channel, sent_to: maskOf(channel, row.newValue), code_expires_at: row.codeExpiresAt.toISOString() }];
      }),
    };
  }

  async confirm(claims: AccessClaims, userId: number, channel: Channel, code: string): Promise<PendingChannels> {
    const change = await this.pendingChange(claims, userId, channel);
    const now = this.deps.clock.now();
    if (change.attempts >= CHANNEL_CODE_MAX_ATTEMPTS) throw codeError(t('sms.codeBurned'));
    if (change.codeExpiresAt <= now) throw codeError(t('sms.codeExpired'));
    if (!(await verifyPassword(change.codeHash, code))) {
      const attempts = await this.changes.recordWrongAttempt(change.id, CHANNEL_CODE_MAX_ATTEMPTS, now);
      if (attempts === null) throw codeError(t('sms.codeExpired'));
      const left = CHANNEL_CODE_MAX_ATTEMPTS - attempts;
      throw codeError(left === 0 ? t('sms.codeBurned') : t('sms.codeInvalid', { left }));
    }
    if (!(await this.changes.confirm(change.id, CHANNEL_CODE_MAX_ATTEMPTS, now))) throw codeError(t('sms.codeExpired'));
    return this.pending(claims, userId);
  }

  /** A new code for the same change: the earlier one stops working. */
  async resend(claims: AccessClaims, userId: number, channel: Channel): Promise<PendingChannels> {
    const change = await this.pendingChange(claims, userId, channel);
    const now = this.deps.clock.now();
    if (now.getTime() - change.createdAt.getTime() < CHANNEL_RESEND_COOLDOWN_SECONDS * 1000) {
      throw errors.tooManyRequests(t('channels.errors.resendSoon'));
    }
    if ((await this.changes.sentSince(userId, channel, new Date(now.getTime() - DAY_MS))) >= CHANNEL_CODES_PER_DAY) {
      throw errors.tooManyRequests(t('channels.errors.resendLimit'));
    }
    const holder = await this.users.findWithPark(userId);
    if (holder === null) throw errors.notFound();
    await this.deps.db.transaction(async (tx) => {
      await new ChannelChangesRepository(tx).supersede(userId, channel, now);
      await issueCode(tx, this.deps, now, holder, {
        channel,
        previousValue: change.previousValue,
        newValue: change.newValue,
        changedByUserId: change.changedByUserId,
      });
    });
    return this.pending(claims, userId);
  }

  /**
   * The pending change of the channel. One whose value is no longer the user's (written past the
   * staff users' hook) has nothing left to confirm.
   */
  private async pendingChange(claims: AccessClaims, userId: number, channel: Channel): Promise<ChannelChangeRow> {
    ownOnly(claims, userId);
    const change = (await this.changes.pendingOf(userId)).find((row) => row.channel === channel);
    const user = await this.users.findById(userId);
    if (change === undefined || user === null || !sameValue(channel, user[channel], change.newValue)) {
      throw errors.validation({ code: t('channels.errors.nothingPending') }, t('channels.errors.nothingPending'));
    }
    return change;
  }
}

/** Another user's channels are "not found", a manager's too: only the holder confirms. */
function ownOnly(claims: AccessClaims, userId: number): void {
  if (String(userId) !== claims.sub) throw errors.notFound();
}

const codeError = (message: string) => errors.validation({ code: message }, message);

/**
 * The sandbox rail («Тестовый режим»): one engine behind every open rail, driven by the rail's
 * profile (rail-profiles.ts) and the order's magic kopecks (magic-amounts.ts). It keeps its own
 * memory (sandbox_rail_operations) and reads time from the app's clock, so an order's whole
 * course — the signature, completion hours later, a 161-ФЗ hold, a return — follows from when it
 * was taken and what was planned for it, and a restarted process finds the rail where it was.
 */
import { randomUUID } from 'node:crypto';
import { RAIL_DESTINATIONS } from '../../../../schemas/payouts';
import { t } from '../../../../texts/t';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import type { SandboxDestination, SandboxPlanStep } from '../../../db/sandbox-rails.schema';
import type { PayoutRailSettings } from '../payout-rails-settings';
import {
  RailRefused,
  RailUnknownOutcome,
  type PayoutRail,
  type RailAccountRef,
  type RailDestination,
  type RailEvent,
  type RailLimits,
  type RailOrder,
  type RailPaymentStatus,
  type RailStatementLine,
} from '../payout-rail';
import { magicOutcome, momentOf, outcomeOf, planOf, refusedPlan, stepAt, type MagicOutcome } from './magic-amounts';
import { railFeeOf, type OpenRail, type RailProfile } from './rail-profiles';
import {
  SandboxRailsRepository,
  type NewSandboxNotification,
  type AccountBooks,
  type OrderLedger,
  type RailAccountKey,
  type SandboxOperationRow,
} from './sandbox-rails.repository';
import { buildWebhook, parseRailWebhook, railWebhookKey } from './sandbox-webhooks';
import { renderStatement1C, type Statement1COwner } from './statement-1c';

export interface SandboxRailDeps {
  db: Db;
  clock: Clock;
  settings: PayoutRailSettings;
  /** The demo's randomness (PAYOUT_SANDBOX_FAILURE_RATE); Math.random unless a test fixes it. */
  random?: () => number;
}

/** A statement line with what a bank's statement file also shows of the other side. */
export interface SandboxStatementEntry extends RailStatementLine {
  counterpartyAccount: string | null;
  counterpartyBik: string | null;
  counterpartyInn: string | null;
}

const DAY = 86_400_000;
/** Bank days are Moscow days (UTC+3, no daylight saving). */
const MOSCOW_OFFSET = 3 * 3_600_000;
/** A doubled notification comes this long after the first copy; a late one this long after the last. */
const DUPLICATE_AFTER_MS = 2_000;
const REORDER_AFTER_MS = 1_000;

type Taken =
  | { kind: 'status'; status: RailPaymentStatus; timeout: boolean }
  | { kind: 'refused'; reason: string; code: string }
  | { kind: 'lost' };

interface Waiting {
  order: RailOrder;
  outcome: MagicOutcome;
  now: Date;
  done(taken: Taken): void;
  fail(error: unknown): void;
}

interface Refusal {
  reason: string;
  code: string;
}

const keyOf = (account: RailAccountRef): RailAccountKey => ({ rail: account.rail, accountId: account.id });

function recipientKeyOf(destination: RailDestination): string {
  switch (destination.kind) {
    case 'card':
      return `card:${destination.cardToken}`;
    case 'bank_account':
      return `account:${destination.bik}:${destination.accountNumber}`;
    case 'sbp':
      return `sbp:${destination.bankId}:${destination.phone.replace(/\D/g, '')}`;
  }
}

function destinationOf(destination: RailDestination): SandboxDestination {
  switch (destination.kind) {
    case 'card':
      return { kind: 'card', cardToken: destination.cardToken, cardLast4: destination.cardLast4 };
    case 'bank_account':
      return { kind: 'bank_account', accountNumber: destination.accountNumber, bik: destination.bik, recipientName: destination.recipientName };
    case 'sbp':
      return { kind: 'sbp', phone: destination.phone, bankId: destination.bankId, recipientName: destination.recipientName };
  }
}

/** The requisites' format, checked as a bank's front office checks it. */
function requisitesRefusal(rail: OpenRail, destination: RailDestination): Refusal | null {
  if (!RAIL_DESTINATIONS[rail].includes(destination.kind)) return { reason: t('rails.reasons.destinationUnsupported'), code: 'destination_unsupported' };
  switch (destination.kind) {
    case 'card':
      return destination.cardToken.trim() === '' ? { reason: t('rails.reasons.badCardToken'), code: 'card_token' } : null;
    case 'bank_account':
      if (!/^04\d{7}$/.test(destination.bik)) return { reason: t('rails.reasons.badBik'), code: 'bik' };
      return /^\d{20}$/.test(destination.accountNumber) ? null : { reason: t('rails.reasons.badAccount'), code: 'account_number' };
    case 'sbp':
      if (!/^\+?7\d{10}$/.test(destination.phone.replace(/[\s()-]/g, ''))) return { reason: t('rails.reasons.badPhone'), code: 'phone' };
      return /^1\d{11}$/.test(destination.bankId) ? null : { reason: t('rails.reasons.badSbpBank'), code: 'sbp_bank' };
  }
}

function counterpartyOf(destination: SandboxDestination | null): string | null {
  if (destination === null) return null;
  if (destination.kind === 'card') return t('rails.statement.card', { last4: destination.cardLast4 ?? '' });
  return destination.recipientName ?? null;
}

/** The plan's moments once its start is known (what the statement and the limits read). */
function momentsOf(plan: SandboxPlanStep[], startedAt: Date) {
  return {
    startedAt,
    completedAt: momentOf(plan, startedAt, 'completed'),
    failedAt: momentOf(plan, startedAt, 'failed'),
    returnedAt: momentOf(plan, startedAt, 'returned'),
  };
}

const dayOf = (now: Date): { from: Date; to: Date } => {
  const start = Math.floor((now.getTime() + MOSCOW_OFFSET) / DAY) * DAY - MOSCOW_OFFSET;
  return { from: new Date(start), to: new Date(start + DAY) };
};

export class SandboxRail implements PayoutRail {
  readonly mode = 'sandbox' as const;
  readonly rail: OpenRail;
  private readonly key: Buffer;
  private readonly repository: SandboxRailsRepository;
  private readonly random: () => number;
  /** Accounts whose opening money this instance has seen written. */
  private readonly opened = new Set<string>();
  /** Orders waiting for their account's turn, per account (inBatch). */
  private readonly waiting = new Map<string, Waiting[]>();

  constructor(
    readonly profile: RailProfile,
    private readonly deps: SandboxRailDeps,
  ) {
    this.rail = profile.rail;
    this.key = railWebhookKey(deps.settings.webhookSecret, profile.rail);
    this.repository = new SandboxRailsRepository(deps.db);
    this.random = deps.random ?? Math.random;
  }

  limits(): RailLimits {
    return this.profile.limits;
  }

  async send(order: RailOrder): Promise<RailPaymentStatus> {
    this.ownAccount(order.account);
    await this.latency();
    const now = this.deps.clock.now();
    const outcome = outcomeOf(order.amountKop, this.deps.settings.randomFailureRate, this.random);
    const taken = await this.inBatch({ order, outcome, now });
    if (taken.kind === 'lost') throw new RailUnknownOutcome(`${this.rail}: timeout`);
    if (taken.kind === 'refused') throw new RailRefused(taken.reason, taken.code);
    if (taken.timeout) throw new RailUnknownOutcome(`${this.rail}: timeout after the order was taken`);
    return taken.status;
  }

  async status(account: RailAccountRef, reference: string): Promise<RailPaymentStatus> {
    this.ownAccount(account);
    await this.latency();
    const now = this.deps.clock.now();
    const row = await this.repository.remembered(keyOf(account), reference);
    return row === null ? this.unknown(reference, now) : this.statusOf(row, now);
  }

  /** What the account can pay now: booked money less the orders in progress. */
  async balance(account: RailAccountRef): Promise<number> {
    this.ownAccount(account);
    await this.latency();
    const now = this.deps.clock.now();
    const { bookedKop, pendingKop } = await this.repository.inAccount(keyOf(account), async (repository) => {
      await this.open(repository, account, now);
      return repository.balance(keyOf(account), now);
    });
    return bookedKop - pendingKop;
  }

  async statement(account: RailAccountRef, from: Date, to: Date): Promise<RailStatementLine[]> {
    const entries = await this.statementEntries(account, from, to);
    return entries.map(({ externalId, reference, amountKop, at, purpose, counterparty }) => ({
      externalId,
      reference,
      amountKop,
      at,
      purpose,
      counterparty,
    }));
  }

  parseWebhook(body: unknown, headers: Record<string, string | undefined>): RailEvent | null {
    return parseRailWebhook(this.profile, this.key, body, headers);
  }

  // ---- what only a sandbox does -------------------------------------------------------------

  /**
   * The park's signer confirms the payment in the bank (Точка): its course starts now. A payment
   * already signed (or one that needs no signature) is left as it is; an unknown one answers `unknown`.
   */
  async sign(reference: string): Promise<RailPaymentStatus> {
    const now = this.deps.clock.now();
    const found = await this.repository.rememberedAnywhere(this.rail, reference);
    if (found === null || found.kind !== 'payout') return this.unknown(reference, now);
    return this.repository.inAccount({ rail: this.rail, accountId: found.accountId }, async (repository) => {
      const row = await repository.remembered({ rail: this.rail, accountId: found.accountId }, reference);
      if (row === null) return this.unknown(reference, now);
      if (row.startedAt !== null && row.startedAt.getTime() <= now.getTime()) return this.statusOf(row, now);
      // Signed before the sandbox's own signer would have: the course planned from that moment goes.
      if (row.startedAt !== null) await repository.dropUndelivered(row.id);
      const started = await this.start(repository, row, now, magicOutcome(row.amountKop));
      return this.statusOf(started, now);
    });
  }

  /** The park puts money on the account (a nominal account: on its virtual account). */
  async topUp(account: RailAccountRef, amountKop: number, purpose?: string): Promise<RailStatementLine> {
    this.ownAccount(account);
    const now = this.deps.clock.now();
    const row = await this.repository.inAccount(keyOf(account), async (repository) => {
      await this.open(repository, account, now);
      return repository.insert(
        await repository.nextSerial(),
        {
          taxisId: account.taxisId,
          rail: this.rail,
          accountId: account.id,
          kind: 'topup',
          reference: `topup:${randomUUID()}`,
          amountKop,
          purpose: purpose ?? (this.rail === 'nominal' ? t('rails.statement.topUpVirtual') : t('rails.statement.topUp')),
          receivedAt: now,
          startedAt: now,
        },
        this.profile.externalIdOf,
      );
    });
    return { externalId: row.externalId, reference: null, amountKop, at: now, purpose: row.purpose, counterparty: null };
  }

  /** The statement with the other side's requisites (what a bank's statement file carries). */
  async statementEntries(account: RailAccountRef, from: Date, to: Date): Promise<SandboxStatementEntry[]> {
    this.ownAccount(account);
    await this.latency();
    const now = this.deps.clock.now();
    const rows = await this.repository.inAccount(keyOf(account), async (repository) => {
      await this.open(repository, account, now);
      return repository.booked(keyOf(account), from, to, now);
    });
    const within = (at: Date | null): at is Date =>
      at !== null && at.getTime() >= from.getTime() && at.getTime() < to.getTime() && at.getTime() <= now.getTime();
    const entries: SandboxStatementEntry[] = [];
    for (const row of rows) {
      const side = {
        counterparty: counterpartyOf(row.destination),
        counterpartyAccount: row.destination?.accountNumber ?? null,
        counterpartyBik: row.destination?.bik ?? null,
        counterpartyInn: row.recipientInn,
      };
      if (row.kind === 'topup') {
        entries.push({ externalId: row.externalId, reference: null, amountKop: row.amountKop, at: row.receivedAt, purpose: row.purpose, ...side });
        continue;
      }
      if (within(row.completedAt)) {
        entries.push({ externalId: row.externalId, reference: row.reference, amountKop: -row.amountKop, at: row.completedAt, purpose: row.purpose, ...side });
        if (row.feeKop > 0) {
          entries.push({
            externalId: `${row.externalId}-fee`,
            // The bank's own line, not a payment of ours: it names the payment in its purpose only.
            reference: null,
            amountKop: -row.feeKop,
            at: row.completedAt,
            purpose: t('rails.statement.fee', { externalId: row.externalId }),
            counterparty: t(`rails.names.${this.rail}`),
            counterpartyAccount: null,
            counterpartyBik: null,
            counterpartyInn: null,
          });
        }
      }
      if (within(row.returnedAt)) {
        const reason = row.plan.find((step) => step.state === 'returned')?.reason ?? '';
        entries.push({
          externalId: `${row.externalId}-ret`,
          reference: row.reference,
          amountKop: row.amountKop,
          at: row.returnedAt,
          purpose: t('rails.statement.returned', { externalId: row.externalId, reason }),
          ...side,
        });
      }
    }
    return entries.sort((a, b) => a.at.getTime() - b.at.getTime() || a.externalId.localeCompare(b.externalId));
  }

  /**
   * The statement for [from, to) as a bank's 1C exchange file (1CClientBankExchange, windows-1251),
   * with the balances at both ends.
   */
  async statement1C(account: RailAccountRef, from: Date, to: Date, owner: Statement1COwner = {}): Promise<Buffer> {
    const entries = await this.statementEntries(account, from, to);
    const { bookedKop: openingKop } = await this.repository.balance(keyOf(account), new Date(from.getTime() - 1));
    return renderStatement1C({
      sender: t('rails.statement.sender', { bank: t(`rails.names.${this.rail}`) }),
      receiver: t('rails.statement.receiver'),
      createdAt: this.deps.clock.now(),
      from,
      to,
      account: account.publicId,
      bank: this.profile.bank,
      bankName: t(`rails.names.${this.rail}`),
      owner,
      openingKop,
      entries,
    });
  }

  // ---- the engine ---------------------------------------------------------------------------

  private ownAccount(account: RailAccountRef): void {
    if (account.rail !== this.rail) throw new Error(`account ${account.id} is on ${account.rail}, not ${this.rail}`);
  }

  private async latency(): Promise<void> {
    const ms = this.deps.settings.latencyMs;
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  }

  private forgotten(row: SandboxOperationRow, now: Date): boolean {
    const after = this.profile.forgetAfterMs;
    return after !== null && now.getTime() - row.receivedAt.getTime() >= after;
  }

  private unknown(reference: string, now: Date): RailPaymentStatus {
    return { reference, state: 'unknown', externalId: null, reason: null, railFeeKop: null, at: now };
  }

  private statusOf(row: SandboxOperationRow, now: Date): RailPaymentStatus {
    if (row.kind !== 'payout' || this.forgotten(row, now)) return this.unknown(row.reference, now);
    const current = stepAt(row.plan, row.startedAt, now);
    const base = { reference: row.reference, externalId: row.externalId };
    if (current === null) return { ...base, state: 'awaiting_signature', reason: null, railFeeKop: row.feeKop, at: row.receivedAt };
    const { step, at } = current;
    return { ...base, state: step.state, reason: step.reason, railFeeKop: step.state === 'failed' ? null : row.feeKop, at };
  }

  /**
   * The account's opening money, the first time the rail sees it. Once seen, an account is
   * remembered by this instance (the opening row is never removed), which spares every send a read.
   */
  private async open(repository: SandboxRailsRepository, account: RailAccountRef, now: Date): Promise<void> {
    const key = `${account.rail}:${account.id}`;
    if (this.profile.openingBalanceKop <= 0 || this.opened.has(key)) return;
    if ((await repository.remembered(keyOf(account), 'opening')) === null) {
      await repository.insert(
        await repository.nextSerial(),
        {
          taxisId: account.taxisId,
          rail: this.rail,
          accountId: account.id,
          kind: 'topup',
          reference: 'opening',
          amountKop: this.profile.openingBalanceKop,
          purpose: t('rails.statement.opening'),
          receivedAt: now,
          startedAt: now,
        },
        this.profile.externalIdOf,
      );
    }
    this.opened.add(key);
  }

  /**
   * The orders that queued for an account while it was busy go in one transaction under its lock:
   * the account's day and balance are read once and kept in step as each order is taken, so a
   * bulk payout's thousands of sends are not each a scan of the account's history. Should the
   * batch fail, each order is taken again alone, so one bad order fails by itself.
   */
  private inBatch(item: Omit<Waiting, 'done' | 'fail'>): Promise<Taken> {
    const key = `${item.order.account.rail}:${item.order.account.id}`;
    return new Promise<Taken>((done, fail) => {
      const queue = this.waiting.get(key);
      if (queue) {
        queue.push({ ...item, done, fail });
        return;
      }
      this.waiting.set(key, [{ ...item, done, fail }]);
      void this.drain(key, item.order.account);
    });
  }

  private async drain(key: string, account: RailAccountRef): Promise<void> {
    for (let batch = this.waiting.get(key) ?? []; batch.length > 0; batch = this.waiting.get(key) ?? []) {
      this.waiting.set(key, []);
      try {
        const taken = await this.takeAll(account, batch);
        batch.forEach((item, index) => item.done(taken[index] ?? { kind: 'lost' }));
      } catch (error) {
        if (batch.length === 1) batch[0]?.fail(error);
        else {
          for (const item of batch) {
            await this.takeAll(account, [item]).then(
              ([taken]) => item.done(taken ?? { kind: 'lost' }),
              (alone: unknown) => item.fail(alone),
            );
          }
        }
      }
    }
    this.waiting.delete(key);
  }

  private takeAll(account: RailAccountRef, batch: readonly Waiting[]): Promise<Taken[]> {
    return this.repository.inAccount(keyOf(account), async (repository) => {
      const books = new Map<number, AccountBooks>();
      const taken: Taken[] = [];
      for (const item of batch) taken.push(await this.take(repository, item.order, item.outcome, item.now, books));
      return taken;
    });
  }

  /**
   * One order. `books` holds the account's day and balance per day as this batch has left them;
   * read at the batch's first order, which is at most the batch's few milliseconds older than
   * the others: a failure or top-up falling due within them is seen by the next batch.
   */
  private async take(repository: SandboxRailsRepository, order: RailOrder, outcome: MagicOutcome, now: Date, books: Map<number, AccountBooks>): Promise<Taken> {
    const account = keyOf(order.account);
    await this.open(repository, order.account, now);
    const recipientKey = recipientKeyOf(order.destination);
    const day = dayOf(now);
    const facts = await repository.orderFacts(account, day, recipientKey, now, order.reference);
    const known = facts.referenceKnown ? await repository.remembered(account, order.reference) : null;
    if (known !== null) {
      if (this.forgotten(known, now)) await repository.forget(known.id);
      else if (this.profile.reuse === 'refuse') return { kind: 'refused', reason: t('rails.reasons.referenceReused'), code: 'reference_reused' };
      else return { kind: 'status', status: this.statusOf(known, now), timeout: false };
    }
    const common = {
      taxisId: order.account.taxisId,
      rail: this.rail,
      accountId: order.account.id,
      reference: order.reference,
      amountKop: order.amountKop,
      destination: destinationOf(order.destination),
      recipientKey,
      recipientInn: order.recipientInn,
      purpose: order.purpose,
      receivedAt: now,
    };
    if (outcome === 'timeout_before' && !(await repository.lostBefore(account, recipientKey, order.amountKop))) {
      await repository.insert(await repository.nextSerial(), { ...common, kind: 'lost', remembered: false }, this.profile.externalIdOf);
      return { kind: 'lost' };
    }
    const fee = railFeeOf(this.profile.fee, order.amountKop);
    const book = books.get(day.from.getTime()) ?? (await repository.accountBooks(account, day, now));
    books.set(day.from.getTime(), book);
    const ledger: OrderLedger = {
      serial: facts.serial,
      day: { accountKop: book.dayKop, recipientKop: facts.recipientKop, recipientCount: facts.recipientCount },
      bookedKop: book.bookedKop,
      pendingKop: book.pendingKop,
    };
    const refusal =
      requisitesRefusal(this.rail, order.destination) ??
      (outcome === 'refused' ? { reason: this.profile.refusalReason, code: 'declined' } : null) ??
      this.limitRefusal(ledger, order.amountKop, fee);
    if (refusal !== null) {
      // The rail keeps the refused order: its status answers `failed`, and ypmn will not take the reference again.
      const plan = refusedPlan(refusal.reason);
      await repository.insert(ledger.serial, { ...common, kind: 'payout', plan, ...momentsOf(plan, now) }, this.profile.externalIdOf);
      return { kind: 'refused', ...refusal };
    }
    book.dayKop += order.amountKop;
    book.pendingKop += order.amountKop + fee;
    const plan = planOf(this.profile, outcome);
    const signingDelay = this.deps.settings.signingDelayMs;
    const startAt = !this.profile.signature ? now : signingDelay === null ? null : new Date(now.getTime() + signingDelay);
    const row = await repository.insert(
      ledger.serial,
      { ...common, kind: 'payout', feeKop: fee, plan, ...(startAt === null ? {} : momentsOf(plan, startAt)) },
      this.profile.externalIdOf,
    );
    if (startAt !== null) await repository.insertNotifications(this.notificationsOf(row, startAt, outcome));
    return { kind: 'status', status: this.statusOf(row, now), timeout: outcome === 'timeout_after' };
  }

  private limitRefusal(ledger: OrderLedger, amountKop: number, feeKop: number): Refusal | null {
    const limits = this.profile.limits;
    const { day } = ledger;
    if (amountKop < limits.minPaymentKop) return { reason: t('rails.reasons.belowMinimum'), code: 'limit_min' };
    if (limits.perPaymentKop !== null && amountKop > limits.perPaymentKop) return { reason: t('rails.reasons.limitPayment'), code: 'limit_payment' };
    if (limits.perDayKop !== null && day.accountKop + amountKop > limits.perDayKop) return { reason: t('rails.reasons.limitDay'), code: 'limit_day' };
    if (limits.perRecipientDayKop !== null && day.recipientKop + amountKop > limits.perRecipientDayKop) {
      return { reason: t('rails.reasons.limitRecipientDay'), code: 'limit_recipient_day' };
    }
    const count = this.profile.perRecipientDayCount;
    if (count !== null && day.recipientCount + 1 > count) return { reason: t('rails.reasons.limitRecipientCount'), code: 'limit_recipient_count' };
    if (ledger.bookedKop - ledger.pendingKop < amountKop + feeKop) return { reason: this.profile.insufficientReason, code: 'insufficient_funds' };
    return null;
  }

  /** The order's course starts at `startedAt`: its moments are set and its notifications queued. */
  private async start(
    repository: SandboxRailsRepository,
    row: SandboxOperationRow,
    startedAt: Date,
    outcome: MagicOutcome,
  ): Promise<SandboxOperationRow> {
    const moments = momentsOf(row.plan, startedAt);
    await repository.setStart(row.id, moments);
    const started = { ...row, ...moments };
    await repository.insertNotifications(this.notificationsOf(started, startedAt, outcome));
    return started;
  }

  private notificationsOf(row: SandboxOperationRow, startedAt: Date, outcome: MagicOutcome): NewSandboxNotification[] {
    const planned = row.plan.map((step: SandboxPlanStep, index) => {
      const at = new Date(startedAt.getTime() + step.afterMs);
      const status: RailPaymentStatus = {
        reference: row.reference,
        state: step.state,
        externalId: row.externalId,
        reason: step.reason,
        railFeeKop: step.state === 'failed' ? null : row.feeKop,
        at,
      };
      const { body, headers } = buildWebhook(this.profile, this.key, {
        eventId: `${row.externalId}.${index + 1}`,
        status,
        amountKop: row.amountKop,
      });
      return { eventId: `${row.externalId}.${index + 1}`, body, headers, dueAt: at };
    });
    if (outcome === 'reordered_webhooks' && planned.length > 1) {
      // The first notification arrives after the last one.
      const last = planned[planned.length - 1];
      const first = planned[0];
      if (first !== undefined && last !== undefined) first.dueAt = new Date(last.dueAt.getTime() + REORDER_AFTER_MS);
    }
    const copies =
      outcome === 'duplicate_webhooks'
        ? planned.flatMap((note) => [note, { ...note, dueAt: new Date(note.dueAt.getTime() + DUPLICATE_AFTER_MS) }])
        : planned;
    return copies.map((note) => ({ ...note, taxisId: row.taxisId, rail: this.rail, operationId: row.id }));
  }
}

/**
 * A rail money leaves the park by (issue 13): a bank account (Точка, Т-Банк, Альфа: payments by
 * requisites and a statement), a card provider (CloudPayments, ypmn: a card token, never a number),
 * SBP by phone and bank, or a nominal account with a virtual account per park. A real adapter
 * implements this; each rail has a sandbox that behaves like the real service
 * (shared/research/external-services.md) and is labelled «Тестовый режим» on every screen.
 *
 * The contract the payout worker relies on:
 * - `send` carries our durable `reference` for the attempt. A rail answers what it did with it;
 *   a timeout or a network failure throws `RailUnknownOutcome`, and the worker then asks
 *   `status(reference)`: it never sends the same payout again blind.
 * - `status` may answer `unknown` when the rail never got the reference or has forgotten it
 *   (CloudPayments forgets after an hour); only then may the worker send a new attempt, under a
 *   new reference (ypmn never accepts a reference twice).
 * - `parseWebhook` turns a rail's notification into an event; notifications may come twice and
 *   out of order, so the worker applies only moves forward.
 */
import type { DestinationKind, Rail } from '../../../schemas/payouts';

/** What the rail is asked to pay. Money in kopecks. */
export interface RailOrder {
  /** Our durable id of this attempt (payout id + attempt number), unique forever. */
  reference: string;
  /** The park's account on the rail. */
  account: RailAccountRef;
  amountKop: number;
  destination: RailDestination;
  /** Shown in the bank's statement: «Выплата водителю …, выплата № …». */
  purpose: string;
  /** The recipient's ИНН when the bank needs it (self-employed drivers). */
  recipientInn: string | null;
}

export interface RailAccountRef {
  id: number;
  taxisId: number;
  rail: Rail;
  publicId: string;
  /** The account's sealed credentials, opened; null for a sandbox account. */
  credentials: Record<string, string> | null;
}

export type RailDestination =
  | { kind: Extract<DestinationKind, 'card'>; cardToken: string; cardLast4: string }
  | {
      kind: Extract<DestinationKind, 'bank_account'>;
      accountNumber: string;
      bik: string;
      recipientName: string;
    }
  | { kind: Extract<DestinationKind, 'sbp'>; phone: string; bankId: string; recipientName: string };

/**
 * Where the rail says a payment is. `accepted`: taken, not final yet; `awaiting_signature`: the
 * park's signer must confirm it in the bank; `suspended`: the bank holds it (161-ФЗ, up to two
 * days); `completed` / `failed` are final (a failed one carries the bank's reason); `returned`:
 * paid earlier and sent back by the recipient's bank; `unknown`: the rail has no such reference.
 */
export const RAIL_PAYMENT_STATES = [
  'accepted',
  'awaiting_signature',
  'suspended',
  'completed',
  'failed',
  'returned',
  'unknown',
] as const;
export type RailPaymentState = (typeof RAIL_PAYMENT_STATES)[number];

export interface RailPaymentStatus {
  reference: string;
  state: RailPaymentState;
  /** The rail's id of the operation. */
  externalId: string | null;
  /** The bank's reason for a failure or a hold, as the bank gave it (Russian). */
  reason: string | null;
  /** The rail's fee for the operation, when it says. */
  railFeeKop: number | null;
  at: Date;
}

/** The rail's own limits, which the cabinet checks before sending (null = none). */
export interface RailLimits {
  perPaymentKop: number | null;
  perDayKop: number | null;
  perRecipientDayKop: number | null;
  minPaymentKop: number;
}

/** One line of an account statement (a bank's, or a provider's register). */
export interface RailStatementLine {
  /** The rail's id of the operation. */
  externalId: string;
  /** Our reference, when the rail kept it (purpose or a field of its own). */
  reference: string | null;
  /** Signed: a payout is negative, a top-up positive. */
  amountKop: number;
  at: Date;
  purpose: string;
  counterparty: string | null;
}

export interface RailEvent {
  /** The rail's id of the notification: the same event delivered twice has the same id. */
  eventId: string;
  status: RailPaymentStatus;
}

/** The rail refused the order outright (a limit, bad requisites): nothing was paid. */
export class RailRefused extends Error {
  constructor(
    readonly reason: string,
    readonly code: string,
  ) {
    super(reason);
  }
}

/** The call's outcome is not known (timeout, connection lost, 5xx): ask `status`, never resend blind. */
export class RailUnknownOutcome extends Error {}

export interface PayoutRail {
  readonly rail: Rail;
  /** 'sandbox': no real service is called, and the UI says «Тестовый режим». */
  readonly mode: 'sandbox' | 'live';
  limits(account: RailAccountRef): RailLimits;
  /** Sends the order. Throws RailRefused or RailUnknownOutcome. */
  send(order: RailOrder): Promise<RailPaymentStatus>;
  /** What the rail knows of the reference now. */
  status(account: RailAccountRef, reference: string): Promise<RailPaymentStatus>;
  /** The account's balance on the rail. */
  balance(account: RailAccountRef): Promise<number>;
  /** The account's statement for [from, to). */
  statement(account: RailAccountRef, from: Date, to: Date): Promise<RailStatementLine[]>;
  /** A notification the rail posted to us; null when it is not this rail's or its signature fails. */
  parseWebhook(body: unknown, headers: Record<string, string | undefined>): RailEvent | null;
}

/** The rails by code; a closed rail (Qiwi) has none. */
export type PayoutRails = Partial<Record<Rail, PayoutRail>>;

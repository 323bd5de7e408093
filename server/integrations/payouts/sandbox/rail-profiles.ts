/**
 * One sandbox engine, one profile per rail: what makes Точка, Т-Банк, Альфа, CloudPayments, ypmn,
 * SBP and a nominal account behave differently (shared/research/external-services.md §1–§9).
 * Limits and fees are the banks' published or typical figures where the research found them, and
 * our choice otherwise (docs/FEATURES.md, choices table): a sandbox only has to be plausible.
 */
import type { Rail } from '../../../../schemas/payouts';
import { t } from '../../../../texts/t';
import type { RailLimits, RailPaymentState } from '../payout-rail';

/** The rails that still pay (Qiwi is closed: no sandbox). */
export const OPEN_RAILS = ['tochka', 'tbank', 'alfa', 'cloudpayments', 'ypmn', 'sbp', 'nominal'] as const;
export type OpenRail = (typeof OPEN_RAILS)[number];

export const isOpenRail = (rail: Rail): rail is OpenRail => (OPEN_RAILS as readonly Rail[]).includes(rail);

const HOUR = 3_600_000;
const RUB = 100;

export interface RailFee {
  basisPoints: number;
  fixedKop: number;
  minKop: number;
  maxKop: number | null;
}

export interface RailProfile {
  rail: OpenRail;
  limits: RailLimits;
  /** Payments to one recipient a day (Т-Банк's T-API default: 3); null = no count limit. */
  perRecipientDayCount: number | null;
  fee: RailFee;
  /**
   * A payment by the API waits in «На подпись» until a person with signing rights confirms it by
   * SMS in the bank (Точка's `for-sign`).
   */
  signature: boolean;
  /** How long the rail answers for a reference (CloudPayments' X-Request-ID: an hour); null = forever. */
  forgetAfterMs: number | null;
  /**
   * What a second send with a known reference gets: `answer` the first order's status (Т-Банк's
   * `id` dedup), `refuse` an error of its own (ypmn never accepts a merchantPayoutReference twice,
   * even after a failure).
   */
  reuse: 'answer' | 'refuse';
  /** From the start of an order to its completion in the ordinary case (0: the answer is final at once). */
  completeAfterMs: number;
  /** What the account holds when the sandbox first sees it (a nominal account's virtual account: nothing). */
  openingBalanceKop: number;
  /** The reason of the magic refusal (.13) and of the magic failure (.21). */
  refusalReason: string;
  failureReason: string;
  /** A short balance: the bank's words (a nominal account's virtual account has its own). */
  insufficientReason: string;
  /** The rail's own names of the states, as its notifications carry them. */
  statusNames: Record<Exclude<RailPaymentState, 'unknown'>, string>;
  /** The header the rail signs its notifications in. */
  signatureHeader: string;
  /** The rail's id of an operation, from the sandbox's serial number. */
  externalIdOf(serial: number): string;
  /** The bank's requisites, for the statement's header (null for a card provider). */
  bank: { bik: string; corrAccount: string } | null;
}

const BANK_STATUSES = {
  awaiting_signature: 'FOR_SIGN',
  accepted: 'IN_PROGRESS',
  suspended: 'SUSPENDED',
  completed: 'EXECUTED',
  failed: 'REJECTED',
  returned: 'RETURNED',
} as const;

export const RAIL_PROFILES: Record<OpenRail, RailProfile> = {
  tochka: {
    rail: 'tochka',
    limits: { perPaymentKop: null, perDayKop: 5_000_000 * RUB, perRecipientDayKop: 600_000 * RUB, minPaymentKop: 1 * RUB },
    perRecipientDayCount: null,
    fee: { basisPoints: 0, fixedKop: 19 * RUB, minKop: 0, maxKop: null },
    signature: true,
    forgetAfterMs: null,
    reuse: 'answer',
    completeAfterMs: 60_000,
    openingBalanceKop: 10_000_000 * RUB,
    refusalReason: t('rails.reasons.accountClosed'),
    failureReason: t('rails.reasons.bankDeclined'),
    insufficientReason: t('rails.reasons.insufficientFunds'),
    statusNames: {
      awaiting_signature: 'Wait For Sign',
      accepted: 'Initiated',
      suspended: 'Suspended',
      completed: 'Executed',
      failed: 'Rejected',
      returned: 'Returned',
    },
    signatureHeader: 'x-tochka-signature',
    externalIdOf: (serial) => `TCH-${String(serial).padStart(10, '0')}`,
    bank: { bik: '044525104', corrAccount: '30101810745374525104' },
  },
  tbank: {
    rail: 'tbank',
    // The older T-API defaults: 100 000 ₽ a payment, 3 payments a day to one counterparty.
    limits: { perPaymentKop: 100_000 * RUB, perDayKop: 1_000_000 * RUB, perRecipientDayKop: 100_000 * RUB, minPaymentKop: 1 * RUB },
    perRecipientDayCount: 3,
    fee: { basisPoints: 0, fixedKop: 29 * RUB, minKop: 0, maxKop: null },
    signature: false,
    forgetAfterMs: null,
    reuse: 'answer',
    completeAfterMs: 60_000,
    openingBalanceKop: 10_000_000 * RUB,
    refusalReason: t('rails.reasons.accountClosed'),
    failureReason: t('rails.reasons.bankDeclined'),
    insufficientReason: t('rails.reasons.insufficientFunds'),
    statusNames: BANK_STATUSES,
    signatureHeader: 'x-tbank-signature',
    externalIdOf: (serial) => `TB${String(serial).padStart(12, '0')}`,
    bank: { bik: '044525974', corrAccount: '30101810145250000974' },
  },
  alfa: {
    rail: 'alfa',
    limits: { perPaymentKop: 600_000 * RUB, perDayKop: 3_000_000 * RUB, perRecipientDayKop: 600_000 * RUB, minPaymentKop: 1 * RUB },
    perRecipientDayCount: null,
    fee: { basisPoints: 0, fixedKop: 25 * RUB, minKop: 0, maxKop: null },
    signature: false,
    forgetAfterMs: null,
    reuse: 'answer',
    completeAfterMs: 120_000,
    openingBalanceKop: 10_000_000 * RUB,
    refusalReason: t('rails.reasons.accountClosed'),
    failureReason: t('rails.reasons.bankDeclined'),
    insufficientReason: t('rails.reasons.insufficientFunds'),
    statusNames: BANK_STATUSES,
    signatureHeader: 'x-alfa-signature',
    externalIdOf: (serial) => `ALF${String(serial).padStart(11, '0')}`,
    bank: { bik: '044525593', corrAccount: '30101810200000000593' },
  },
  cloudpayments: {
    rail: 'cloudpayments',
    limits: { perPaymentKop: 500_000 * RUB, perDayKop: null, perRecipientDayKop: 600_000 * RUB, minPaymentKop: 1 * RUB },
    perRecipientDayCount: 20,
    fee: { basisPoints: 150, fixedKop: 0, minKop: 25 * RUB, maxKop: null },
    signature: false,
    forgetAfterMs: HOUR,
    reuse: 'answer',
    // payments/token/topup answers Completed or Declined at once.
    completeAfterMs: 0,
    openingBalanceKop: 10_000_000 * RUB,
    refusalReason: t('rails.reasons.cardBlocked'),
    failureReason: t('rails.reasons.cardNotSupported'),
    insufficientReason: t('rails.reasons.insufficientFunds'),
    statusNames: {
      awaiting_signature: 'AwaitingAuthentication',
      accepted: 'Authorized',
      suspended: 'Suspended',
      completed: 'Completed',
      failed: 'Declined',
      returned: 'Refunded',
    },
    // CloudPayments signs its notifications with an HMAC of the body in Content-HMAC.
    signatureHeader: 'content-hmac',
    externalIdOf: (serial) => String(1_000_000_000 + serial),
    bank: null,
  },
  ypmn: {
    rail: 'ypmn',
    limits: { perPaymentKop: 500_000 * RUB, perDayKop: null, perRecipientDayKop: 600_000 * RUB, minPaymentKop: 10 * RUB },
    perRecipientDayCount: null,
    fee: { basisPoints: 160, fixedKop: 0, minKop: 30 * RUB, maxKop: null },
    signature: false,
    forgetAfterMs: null,
    reuse: 'refuse',
    completeAfterMs: 5_000,
    openingBalanceKop: 10_000_000 * RUB,
    refusalReason: t('rails.reasons.cardBlocked'),
    failureReason: t('rails.reasons.cardNotSupported'),
    insufficientReason: t('rails.reasons.insufficientFunds'),
    statusNames: {
      awaiting_signature: 'PENDING_AUTHORIZATION',
      accepted: 'IN_PROGRESS',
      suspended: 'SUSPENDED',
      completed: 'COMPLETE',
      failed: 'FAILED',
      returned: 'REVERSED',
    },
    signatureHeader: 'x-header-signature',
    externalIdOf: (serial) => `YP-${String(serial).padStart(10, '0')}`,
    bank: null,
  },
  sbp: {
    rail: 'sbp',
    // The Bank of Russia's 1 000 000 ₽ per operation; providers cap B2C payouts lower.
    limits: { perPaymentKop: 500_000 * RUB, perDayKop: null, perRecipientDayKop: 1_000_000 * RUB, minPaymentKop: 1 * RUB },
    perRecipientDayCount: null,
    fee: { basisPoints: 40, fixedKop: 0, minKop: 5 * RUB, maxKop: 1_500 * RUB },
    signature: false,
    forgetAfterMs: null,
    reuse: 'answer',
    completeAfterMs: 3_000,
    openingBalanceKop: 10_000_000 * RUB,
    refusalReason: t('rails.reasons.recipientRefused'),
    failureReason: t('rails.reasons.bankDeclined'),
    insufficientReason: t('rails.reasons.insufficientFunds'),
    statusNames: {
      awaiting_signature: 'NEW',
      accepted: 'PENDING',
      suspended: 'SUSPENDED',
      completed: 'SUCCEEDED',
      failed: 'CANCELED',
      returned: 'RETURNED',
    },
    signatureHeader: 'x-sbp-signature',
    externalIdOf: (serial) => `B${String(serial).padStart(16, '0')}`,
    bank: null,
  },
  nominal: {
    rail: 'nominal',
    limits: { perPaymentKop: null, perDayKop: null, perRecipientDayKop: 1_000_000 * RUB, minPaymentKop: 1 * RUB },
    perRecipientDayCount: null,
    fee: { basisPoints: 30, fixedKop: 0, minKop: 10 * RUB, maxKop: null },
    signature: false,
    forgetAfterMs: null,
    reuse: 'answer',
    completeAfterMs: 30_000,
    // The money on a nominal account belongs to its beneficiaries: the park's virtual account
    // starts empty and pays only what was put on it.
    openingBalanceKop: 0,
    refusalReason: t('rails.reasons.accountClosed'),
    failureReason: t('rails.reasons.bankDeclined'),
    insufficientReason: t('rails.reasons.insufficientVirtual'),
    // Cyclops' payment statuses.
    statusNames: {
      awaiting_signature: 'NEW',
      accepted: 'WAIT_SEND',
      suspended: 'K2',
      completed: 'PAID',
      failed: 'CANCELED',
      returned: 'RETURNED',
    },
    signatureHeader: 'x-cyclops-signature',
    externalIdOf: (serial) => `deal-${String(serial).padStart(10, '0')}`,
    bank: { bik: '044525104', corrAccount: '30101810745374525104' },
  },
};

/** The rail's fee for an order of `amountKop`. */
export function railFeeOf(fee: RailFee, amountKop: number): number {
  const proportional = Math.round((amountKop * fee.basisPoints) / 10_000);
  const total = Math.max(fee.minKop, proportional + fee.fixedKop);
  return fee.maxKop === null ? total : Math.min(fee.maxKop, total);
}

/**
 * The tax service (ФНС) as the self-employed guardian uses it: the НПД status of an ИНН on a day
 * (statusnpd.nalog.ru `POST /api/v1/tracker/taxpayer_status` {inn, requestDate} → {status, message};
 * it throttles to about two checks a minute) and, when the park or the bank issues the driver's
 * receipts, the registration of an income in «Мой налог» (→ the receipt's number and link).
 */

/** The service's answer about an ИНН: `payer` false covers "removed from the register" and "never registered". */
export interface TaxStatusAnswer {
  payer: boolean;
  /** Which of the service's answers it was (never shown raw: the message is). */
  kind: 'active' | 'lost' | 'not_registered';
  /** The service's own words. */
  message: string;
  /** The day the answer is for (the request's `requestDate`). */
  confirmedOn: string;
}

export interface IncomeToRegister {
  inn: string;
  amountKop: number;
  incomeAt: Date;
  /** Our payout id: the same reference registers one receipt however often it is sent. */
  reference: string;
}

export interface RegisteredReceipt {
  receiptNumber: string;
  receiptUrl: string;
}

/** Why the service gave no answer: `throttled` (HTTP 429, try later), `invalid` (400: the ИНН), `unavailable`. */
export class TaxServiceError extends Error {
  constructor(
    readonly kind: 'throttled' | 'invalid' | 'unavailable',
    readonly retryAfterMs: number | null = null,
  ) {
    super(`tax service: ${kind}`);
    this.name = 'TaxServiceError';
  }
}

export interface TaxService {
  readonly mode: 'sandbox' | 'live';
  checkStatus(inn: string, onDay: string): Promise<TaxStatusAnswer>;
  registerIncome(income: IncomeToRegister): Promise<RegisteredReceipt>;
}

/** The service's published throttle: about two status checks a minute from one client. */
export const STATUS_CHECKS_PER_MINUTE = 2;

/**
 * The service the installation talks to. Only the sandbox exists so far (a live statusnpd client
 * needs the park's «Мой налог» partner access): every screen says «Тестовый режим».
 */
export const TAX_SERVICE_MODE: TaxService['mode'] = 'sandbox';

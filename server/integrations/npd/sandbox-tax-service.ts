/**
 * The tax service's sandbox: it answers like statusnpd.nalog.ru and «Мой налог», with its own state
 * and time, and no real ИНН ever leaves the machine.
 *
 * The rule that decides an ИНН's answer (documented in docs/FEATURES.md, used by the demo and tests):
 * - an individual's ИНН is 12 digits whose 11th and 12th are the check digits of the ФНС algorithm;
 *   anything else is refused as the real service does (400 → `invalid`);
 * - the 10th digit (the last of the serial number) decides: 0–6 a payer of НПД (active), 7–8 removed
 *   from the register (lost), 9 never registered.
 * Beyond STATUS_CHECKS_PER_MINUTE checks in any 60 s, it refuses with `throttled` (the real 429) and
 * says when the oldest check leaves the window. Receipts registered for the same reference keep
 * their first number.
 */
import { dayForPeople } from '../../../schemas/days';
import type { Clock } from '../../clock';
import { STATUS_CHECKS_PER_MINUTE, TaxServiceError, type IncomeToRegister, type RegisteredReceipt, type TaxService, type TaxStatusAnswer } from './tax-service';

const WINDOW_MS = 60_000;
const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const checkDigit = (digits: readonly number[], weights: readonly number[]): number =>
  (weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0) % 11) % 10;

/** Whether a 12-digit individual's ИНН has the right check digits. */
export function isValidPersonInn(inn: string): boolean {
  if (!/^\d{12}$/.test(inn)) return false;
  const digits = [...inn].map(Number);
  return checkDigit(digits, W11) === digits[10] && checkDigit(digits, W12) === digits[11];
}

/** The valid ИНН whose first ten digits are `first10` (the check digits computed). */
export function personInnOf(first10: string): string {
  if (!/^\d{10}$/.test(first10)) throw new Error('ten digits expected');
  const digits = [...first10].map(Number);
  const d11 = checkDigit(digits, W11);
  const d12 = checkDigit([...digits, d11], W12);
  return `${first10}${d11}${d12}`;
}

/** What the sandbox answers for a valid ИНН: its 10th digit decides. */
export function sandboxKindOf(inn: string): TaxStatusAnswer['kind'] {
  const tenth = Number(inn[9]);
  if (tenth <= 6) return 'active';
  return tenth <= 8 ? 'lost' : 'not_registered';
}

const MESSAGES: Record<TaxStatusAnswer['kind'], (inn: string, day: string) => string> = {
  active: (_inn, day) => `Является плательщиком налога на профессиональный доход на ${dayForPeople(day)}`,
  lost: (_inn, day) => `Снят с учёта в качестве плательщика налога на профессиональный доход, на ${dayForPeople(day)} не является плательщиком`,
  not_registered: (_inn, day) => `Не является плательщиком налога на профессиональный доход на ${dayForPeople(day)}`,
};

export interface SandboxTaxServiceOptions {
  clock: Clock;
  /** How long each call takes (the real service answers in about a second). */
  latencyMs?: number;
}

export class SandboxTaxService implements TaxService {
  readonly mode = 'sandbox' as const;
  private readonly recent: number[] = [];
  private readonly receipts = new Map<string, RegisteredReceipt>();
  /** Every status check it accepted, in order (what a test may count). */
  readonly accepted: Date[] = [];

  constructor(private readonly options: SandboxTaxServiceOptions) {}

  private async wait(): Promise<void> {
    const ms = this.options.latencyMs ?? 0;
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  }

  async checkStatus(inn: string, onDay: string): Promise<TaxStatusAnswer> {
    await this.wait();
    const now = this.options.clock.now().getTime();
    while (this.recent.length > 0 && (this.recent[0] ?? 0) <= now - WINDOW_MS) this.recent.shift();
    if (this.recent.length >= STATUS_CHECKS_PER_MINUTE) {
      throw new TaxServiceError('throttled', (this.recent[0] ?? now) + WINDOW_MS - now);
    }
    this.recent.push(now);
    this.accepted.push(new Date(now));
    if (!isValidPersonInn(inn)) throw new TaxServiceError('invalid');
    const kind = sandboxKindOf(inn);
    return { payer: kind === 'active', kind, message: MESSAGES[kind](inn, onDay), confirmedOn: onDay };
  }

  async registerIncome(income: IncomeToRegister): Promise<RegisteredReceipt> {
    await this.wait();
    if (!isValidPersonInn(income.inn)) throw new TaxServiceError('invalid');
    const known = this.receipts.get(income.reference);
    if (known) return known;
    const receiptNumber = `20${String(this.receipts.size + 1).padStart(8, '0')}${income.reference.slice(-4).padStart(4, '0')}`;
    const receipt = { receiptNumber, receiptUrl: `https://lknpd.nalog.ru/api/v1/receipt/${income.inn.slice(0, 4)}…/${receiptNumber}/print` };
    this.receipts.set(income.reference, receipt);
    return receipt;
  }
}

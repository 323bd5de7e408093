/**
 * A correction as a person makes it: the direction chosen (Начисление / Списание), a sum without a
 * sign, then a confirmation with the signed sum and the balance after it. The wire takes one
 * signed sum («-300»), without a plus sign (the wire's money format has none).
 */
import { CorrectionInputSchema } from '../../../schemas/ledger';
import { kopecksToWire, parseKopecks } from '../../../schemas/money';
import { formatMoney } from '../../../src/components/money';
import { hasSign } from '../../../src/components/moneyText';
import { zodFieldErrors, type FieldErrors } from '../../../src/components/zodValidation';
import { t } from '../../../texts/t';

export const CORRECTION_DIRECTIONS = ['credit', 'debit'] as const;
export type CorrectionDirection = (typeof CORRECTION_DIRECTIONS)[number];

export function isDirection(value: unknown): value is CorrectionDirection {
  return value === 'credit' || value === 'debit';
}

/** The typed sum without its leading plus («+500» -> «500»); anything else as typed. */
export function signedAmount(amount: unknown): unknown {
  return typeof amount === 'string' ? amount.trim().replace(/^\+\s*/, '') : amount;
}

/**
 * The values POST /drivers/{id}/corrections receives: the sum signed by the chosen direction (a
 * sum typed with its own sign and no direction, as the API's other callers send it, as typed).
 */
export function correctionInput(values: Record<string, unknown>): Record<string, unknown> {
  const amount = signedAmount(values.amount);
  const debit = values.direction === 'debit' && typeof amount === 'string' && amount !== '';
  return { amount: debit ? `-${amount}` : amount, reason: values.reason };
}

/** The form's messages: the wire schema's, a direction chosen, and a sum typed without a sign. */
export function validateCorrection(values: Record<string, unknown>): FieldErrors {
  const errors = zodFieldErrors(CorrectionInputSchema, correctionInput(values));
  if (hasSign(values.amount)) errors.amount = t('fleet.validation.amountUnsigned');
  if (!isDirection(values.direction)) errors.direction = t('drivers.correction.directionRequired');
  return errors;
}

/** «Начисление 500,00 ₽» / «Списание 300,00 ₽»: what a signed sum will do. */
export function correctionEffect(amount: unknown): { credit: boolean; label: string } | null {
  const typed = signedAmount(amount);
  const kopecks = typeof typed === 'string' ? parseKopecks(typed) : null;
  if (kopecks === null || kopecks === 0) return null;
  const sum = formatMoney(kopecksToWire(Math.abs(kopecks)));
  return { credit: kopecks > 0, label: t(kopecks > 0 ? 'drivers.correction.credit' : 'drivers.correction.debit', { amount: sum }) };
}

export interface CorrectionSummary {
  credit: boolean;
  label: string;
  /** The signed sum on the wire's format («-300.00»). */
  signed: string;
  /** The balance after the correction; null while the driver's balance is not known. */
  balanceAfter: string | null;
}

/** What the confirmation shows; null while the form's values would not pass (no half-valid preview). */
export function correctionSummary(values: Record<string, unknown>, balance: string | null | undefined): CorrectionSummary | null {
  if (Object.keys(validateCorrection(values)).some((field) => field === 'amount' || field === 'direction')) return null;
  const input = correctionInput(values);
  const kopecks = typeof input.amount === 'string' ? parseKopecks(input.amount) : null;
  const effect = correctionEffect(input.amount);
  if (kopecks === null || effect === null) return null;
  const current = typeof balance === 'string' ? parseKopecks(balance) : null;
  return {
    ...effect,
    signed: kopecksToWire(kopecks),
    balanceAfter: current === null ? null : kopecksToWire(current + kopecks),
  };
}

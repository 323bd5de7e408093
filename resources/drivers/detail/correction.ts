/**
 * A correction as a person types it: «+500» credits, «-300» debits. The wire's money format has
 * no plus sign, so the sum is sent without it; the form also says plainly what the sum will do.
 */
import { kopecksToWire, parseKopecks } from '../../../schemas/money';
import { formatMoney } from '../../../src/components/money';
import { fill } from '../../../src/i18n/ru';
import { ruDrivers } from '../../../src/i18n/ru-drivers';

const text = ruDrivers.correction;

/** The typed sum without its leading plus («+500» -> «500»); anything else as typed. */
export function signedAmount(amount: unknown): unknown {
  return typeof amount === 'string' ? amount.trim().replace(/^\+\s*/, '') : amount;
}

/** The values POST /drivers/{id}/corrections receives. */
export function correctionInput(values: Record<string, unknown>): Record<string, unknown> {
  return { amount: signedAmount(values.amount), reason: values.reason };
}

/** «Начисление 500,00 ₽» / «Списание 300,00 ₽»: what the typed sum will do. */
export function correctionEffect(amount: unknown): { credit: boolean; label: string } | null {
  const typed = signedAmount(amount);
  const kopecks = typeof typed === 'string' ? parseKopecks(typed) : null;
  if (kopecks === null || kopecks === 0) return null;
  const sum = formatMoney(kopecksToWire(Math.abs(kopecks)));
  return { credit: kopecks > 0, label: fill(kopecks > 0 ? text.credit : text.debit, { amount: sum }) };
}

/**
 * A sum in a money input, as a Russian reader writes it: «1 234,50», «0,00». The form keeps what
 * was typed («1234.50», «1 234,50» and «500» are all sums to schemas/money.ts); the input shows it
 * the Russian way once it is left.
 */
import { kopecksToWire, parseKopecks } from '../../schemas/money';
import { formatNumber } from './format';

/** What the input shows for a stored value: a sum with the comma and grouped thousands, other text as typed. */
export function moneyInputText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatNumber(value, { fractionDigits: 2 });
  if (typeof value !== 'string') return '';
  const kopecks = parseKopecks(value);
  return kopecks === null ? value : formatNumber(kopecksToWire(kopecks), { fractionDigits: 2 });
}

/** A typed sum with a sign in front («+500», «-300»): where the direction is chosen apart. */
export function hasSign(value: unknown): boolean {
  return typeof value === 'string' && /^\s*[-+]/.test(value);
}

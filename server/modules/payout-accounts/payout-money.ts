/** Sums and percents of the payout settings' forms, as people type them, to what the tables keep. */
import { MAX_INPUT_KOPECKS, parseKopecks } from '../../../schemas/money';

/** A sum ≥ 0 in roubles ("1500", "1 500,50"); null when it is not one. */
export function parseMoneyField(value: string): number | null {
  const kop = parseKopecks(value);
  return kop === null || kop < 0 || kop > MAX_INPUT_KOPECKS ? null : kop;
}

/** A limit: empty = the rail's own (null), else a sum above zero. */
export function parseLimit(value: string | null | undefined): number | null | 'invalid' {
  if (value === null || value === undefined || value.trim() === '') return null;
  const kop = parseMoneyField(value);
  return kop === null || kop === 0 ? 'invalid' : kop;
}

/** "1,5" → 150 basis points; 0–100 %, two decimals at most; null when it is not one. */
export function parseFeePercent(value: string): number | null {
  const text = value.trim() === '' ? '0' : value.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const points = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return points > 10_000 ? null : points;
}

export const feePercentOf = (basisPoints: number): string => `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;

/**
 * Russian number formatting (spec 9: thousands grouped with spaces). Groups are separated by a
 * no-break space so a figure never wraps; the decimal separator is the Russian comma. Money
 * comes from the API as a decimal string ("1234.50") and is formatted from the string itself,
 * without a round trip through floating point.
 */

/** No-break space between thousands groups. */
export const THOUSANDS_SEPARATOR = '\u00a0';
export const DECIMAL_SEPARATOR = ',';

export interface FormatNumberOptions {
  /** Digits after the separator; the value's own digits when absent (numbers: at most 2). */
  fractionDigits?: number;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
}

/** Rounds a decimal given as digit strings to `digits` places, half away from zero. */
function roundDecimal(integer: string, fraction: string, digits: number): [string, string] {
  if (fraction.length <= digits) return [integer, fraction.padEnd(digits, '0')];
  const roundUp = (fraction[digits] ?? '0') >= '5' ? 1n : 0n;
  const scaled = (BigInt(integer + fraction.slice(0, digits)) + roundUp).toString().padStart(digits + 1, '0');
  return [scaled.slice(0, scaled.length - digits), scaled.slice(scaled.length - digits)];
}

function fromNumber(value: number, fractionDigits: number | undefined): string {
  if (fractionDigits !== undefined) return value.toFixed(fractionDigits);
  // Numbers without a requested precision keep up to 2 decimals, trailing zeros dropped.
  return String(Math.round(value * 100) / 100);
}

/**
 * Formats a number or a decimal string: `formatNumber(1234567)` -> "1 234 567",
 * `formatNumber('1234.50')` -> "1 234,50", `formatNumber(-1500.5, { fractionDigits: 2 })` -> "-1 500,50".
 * Anything that is not a finite number comes back as an empty string.
 */
export function formatNumber(value: number | string, options: FormatNumberOptions = {}): string {
  const { fractionDigits } = options;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    text = fromNumber(value, fractionDigits);
  } else {
    text = value.trim();
  }
  const match = DECIMAL.exec(text);
  if (match === null) return '';
  const sign = match[1] ?? '';
  let integer = match[2] ?? '0';
  let fraction = match[3] ?? '';
  if (fractionDigits !== undefined) [integer, fraction] = roundDecimal(integer, fraction, fractionDigits);
  integer = integer.replace(/^0+(?=\d)/, '');
  const isZero = /^0*$/.test(integer + fraction);
  const signText = sign === '-' && !isZero ? '-' : '';
  return signText + groupThousands(integer) + (fraction.length > 0 ? DECIMAL_SEPARATOR + fraction : '');
}

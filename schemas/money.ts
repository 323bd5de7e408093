/**
 * Money on the wire: a decimal string with two digits ("1234.50", "-300.00"); in the database
 * integer kopecks. These helpers are the only place the two meet.
 */
import { z } from 'zod';
import { t } from '../texts/t';

const WIRE_PATTERN = /^-?\d{1,13}\.\d{2}$/;
/** Input a person types: "1500", "1500.5", "1 500,50", "-300", "+500". */
const INPUT_PATTERN = /^[-+]?\d{1,13}([.,]\d{1,2})?$/;

/** What a typed sum looks like before it is read: digit groups may be spaced ("1 500,50"). */
const TYPED_PATTERN = /^\s*[-+]?\d[\d \u00a0]*([.,]\d{0,2})?\s*$/;

/** Digits beyond any sum the cabinet takes: such a sum is too large, not malformed. */
const OVERSIZED_PATTERN = /^[-+]?\d{14,}([.,]\d*)?$/;

/** Largest single sum a person may enter (corrections, charges): 10 000 000 ₽. */
export const MAX_INPUT_KOPECKS = 1_000_000_000;

/** A sum as the API answers it. */
export const MoneySchema = z.string().regex(WIRE_PATTERN).describe('Сумма в рублях: десятичная строка с двумя знаками');
export type Money = z.infer<typeof MoneySchema>;

export function kopecksToWire(kopecks: number): Money {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses a wire or typed sum into kopecks; null when it is not a sum. */
export function parseKopecks(value: string): number | null {
  const compact = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!INPUT_PATTERN.test(compact) && !WIRE_PATTERN.test(compact)) return null;
  const negative = compact.startsWith('-');
  const [whole = '0', fraction = ''] = compact.replace(/^[-+]/, '').split('.');
  const kopecks = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -kopecks : kopecks;
}

/** A sum a person entered, as kopecks: any sign unless refined by the caller. */
export const MoneyInputSchema = z
  // A cleared input arrives as null (react-admin) or is missing: that is a sum not given yet.
  // The branches say on the wire what the transform takes, so the document is not an empty `{}`:
  // digits with spaces, an optional sign and up to two decimals after a dot or a comma; the cap
  // is checked below, so a fourteen-digit sum gets the cap's message, not the shape's.
  .union([z.string().regex(TYPED_PATTERN, t('fleet.validation.money')), z.number().min(-MAX_INPUT_KOPECKS / 100, t('fleet.validation.amountTooLarge')).max(MAX_INPUT_KOPECKS / 100, t('fleet.validation.amountTooLarge'))], {
    error: (issue) => (issue.input === null || issue.input === undefined ? t('fleet.validation.amountRequired') : t('fleet.validation.money')),
  })
  .transform((value, ctx) => {
    if (OVERSIZED_PATTERN.test(String(value).replace(/[\s\u00a0]/g, ''))) {
      ctx.addIssue({ code: 'custom', message: t('fleet.validation.amountTooLarge') });
      return z.NEVER;
    }
    const kopecks = parseKopecks(String(value));
    if (kopecks === null) {
      ctx.addIssue({ code: 'custom', message: t('fleet.validation.money') });
      return z.NEVER;
    }
    if (Math.abs(kopecks) > MAX_INPUT_KOPECKS) {
      ctx.addIssue({ code: 'custom', message: t('fleet.validation.amountTooLarge') });
      return z.NEVER;
    }
    return kopecks;
  })
  .describe('Сумма в рублях: "1500", "1500.50", "+500" или "-300"')
  .meta({ examples: ['1500.50'] });

export const PositiveMoneyInputSchema = MoneyInputSchema.refine((kopecks) => kopecks > 0, {
  message: t('fleet.validation.amountPositive'),
});
export const NonZeroMoneyInputSchema = MoneyInputSchema.refine((kopecks) => kopecks !== 0, {
  message: t('fleet.validation.amountNonZero'),
});

/** How a signed sum reads: a credit with «+», a debit in the error colour, zero plain. */
export function moneySign(value: string | null | undefined): { plus: boolean; debit: boolean } {
  if (value === null || value === undefined || value === '') return { plus: false, debit: false };
  const debit = value.startsWith('-');
  return { plus: !debit && !/^[+]?0+(\.0+)?$/.test(value), debit };
}

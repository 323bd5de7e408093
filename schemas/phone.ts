/**
 * Phone numbers as people in Russia, Kazakhstan and Belarus write them, shared by the SPA's phone
 * fields and the server's schemas so both accept and store the same thing.
 *
 * Russia and Kazakhstan share +7 and ten national digits; dialled at home they start with the
 * trunk 8 («8 916 123-45-67», «8 701 …»). Belarus is +375 and nine national digits; dialled at
 * home «80» goes before the operator code («80 29 123-45-67»). Stored form is E.164:
 * '+79161234567', '+375291234567'.
 */
import type { CountryCode } from './countries';

/** Phone masks of spec 5: Russia/Kazakhstan (###) ###-##-## after +7, Belarus ##-###-##-## after +375. */
export const PHONE_MASKS: Record<CountryCode, { prefix: string; mask: string }> = {
  2: { prefix: '+7', mask: '(###) ###-##-##' },
  3: { prefix: '+7', mask: '(###) ###-##-##' },
  4: { prefix: '+375', mask: '##-###-##-##' },
};

interface CallingPlan {
  /** Country calling code without '+'. */
  code: string;
  /** What is dialled before the national number at home. */
  trunk: string;
  national: number;
}

const SEVEN: CallingPlan = { code: '7', trunk: '8', national: 10 };
const BELARUS: CallingPlan = { code: '375', trunk: '80', national: 9 };
const PLANS: Record<CountryCode, CallingPlan> = { 2: SEVEN, 3: SEVEN, 4: BELARUS };

/** Digits, spaces, brackets, dots and dashes, with an optional leading '+': anything else is not a phone. */
const PHONE_TEXT = /^\+?[\d\s().-]+$/;

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/**
 * The national digits of what a person has typed so far into a field of `country`, cut to the
 * national length: a +7/+375 or a trunk (8, 80) in front is dropped. While the number is still
 * being typed, a leading 8 is read as the trunk only where no national number could start so:
 * before a 9 (Russian mobiles) and, in Kazakhstan, before a 7; otherwise once the 11th digit shows
 * that it was one.
 */
export function nationalDigits(country: CountryCode, text: string): string {
  const plan = PLANS[country];
  let digits = digitsOf(text);
  const international = text.trim().startsWith('+');
  if (international && plan.code.startsWith(digits)) return '';
  if ((international || digits.length > plan.national) && digits.startsWith(plan.code)) {
    digits = digits.slice(plan.code.length);
  } else if (digits.startsWith(plan.trunk)) {
    const rest = digits.slice(plan.trunk.length);
    const trunkForSure =
      plan === BELARUS || rest.length >= plan.national || rest.startsWith('9') || (country === 3 && rest.startsWith('7'));
    if (trunkForSure) digits = rest;
  }
  return digits.slice(0, plan.national);
}

/** Which plan an international digit string belongs to. */
const planOfInternational = (digits: string): CallingPlan | null =>
  [BELARUS, SEVEN].find((plan) => digits.startsWith(plan.code) && digits.length === plan.code.length + plan.national) ?? null;

/**
 * A complete phone in E.164 ('+79161234567', '+375291234567'), or null when `text` is not one.
 * Takes +7/+375 with any spaces, brackets and dashes, the home trunk (8 …, 80 …), the country code
 * without '+', and bare national digits of `country` (of +7 when none is given). With `country`
 * the number must be that country's.
 */
export function normalisePhone(text: string, country?: CountryCode): string | null {
  const trimmed = text.trim();
  if (!PHONE_TEXT.test(trimmed)) return null;
  const digits = digitsOf(trimmed);
  let international: string | null = null;
  if (trimmed.startsWith('+')) {
    international = planOfInternational(digits) === null ? null : digits;
  } else if (digits.startsWith(BELARUS.trunk) && digits.length === BELARUS.trunk.length + BELARUS.national) {
    international = BELARUS.code + digits.slice(BELARUS.trunk.length);
  } else if (digits.startsWith(SEVEN.trunk) && digits.length === SEVEN.trunk.length + SEVEN.national) {
    international = SEVEN.code + digits.slice(SEVEN.trunk.length);
  } else if (planOfInternational(digits) !== null) {
    international = digits;
  } else {
    // Bare national digits, unless they start with what reads as a trunk ('8916123456' is
    // «8 916…» with a digit missing, not a number in a (891) area).
    const home = country ?? 2;
    const plan = PLANS[home];
    if (digits.length === plan.national && nationalDigits(home, digits) === digits) international = plan.code + digits;
  }
  if (international === null) return null;
  if (country !== undefined && planOfInternational(international) !== PLANS[country]) return null;
  return `+${international}`;
}

/**
 * A search term that looks like a piece of a phone, as the digits of the stored number would hold
 * it: punctuation dropped, and a home trunk turned into the country code ('8915411' -> '7915411',
 * '80 29 12' -> '3752912'). Null when the term is not phone-like.
 */
export function phoneSearchDigits(term: string): string | null {
  const trimmed = term.trim();
  if (!PHONE_TEXT.test(trimmed)) return null;
  const digits = digitsOf(trimmed);
  if (digits === '') return null;
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith(BELARUS.trunk)) return BELARUS.code + digits.slice(BELARUS.trunk.length);
  if (digits.startsWith(SEVEN.trunk)) return SEVEN.code + digits.slice(SEVEN.trunk.length);
  return digits;
}

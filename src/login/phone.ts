/** Phone masks of spec 5 (schemas/phone.ts PHONE_MASKS): RU/KZ (###) ###-##-## after +7, BY ##-###-##-## after +375. */
import type { CountryCode } from '../../schemas/auth';
import { PHONE_MASKS } from '../../schemas/phone';

/** How many digits the country's mask holds. */
export function phoneCapacity(country: CountryCode): number {
  return PHONE_MASKS[country].mask.split('').filter((char) => char === '#').length;
}

/** Digits laid into the mask as far as they go: '9991' -> '(999) 1'. */
export function formatPhone(country: CountryCode, digits: string): string {
  let out = '';
  let index = 0;
  for (const char of PHONE_MASKS[country].mask) {
    if (index >= digits.length) break;
    if (char === '#') {
      out += digits[index];
      index += 1;
    } else {
      out += char;
    }
  }
  return out;
}


export function isPhoneComplete(country: CountryCode, digits: string): boolean {
  return digits.length === phoneCapacity(country);
}

/** The wire form: '+7XXXXXXXXXX' or '+375XXXXXXXXX'. */
export function phoneE164(country: CountryCode, digits: string): string {
  return `${PHONE_MASKS[country].prefix}${digits}`;
}

/** A masked phone number never wraps mid-number: spaces and hyphens that do not break. */
export const unbreakable = (text: string): string => text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

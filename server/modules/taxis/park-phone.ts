/**
 * The park's contact phone (notification 1) in its country's format (spec 5 masks): +7 and 10
 * digits in Russia and Kazakhstan, +375 and 9 digits in Belarus. Spaces, brackets, dots and
 * dashes a person types are dropped.
 */
import { PHONE_MASKS, type CountryCode } from '../../../schemas/auth';
import { ru } from '../../../src/i18n/ru';

const digitsIn = (mask: string): number => mask.split('').filter((char) => char === '#').length;

/** The number as stored ('+7XXXXXXXXXX', '+375XXXXXXXXX'), or null when it is not the country's. */
export function parkPhone(country: CountryCode, value: string): string | null {
  const { prefix, mask } = PHONE_MASKS[country];
  const compact = value.replace(/[\s().-]/g, '');
  const pattern = new RegExp(`^\\${prefix}\\d{${digitsIn(mask)}}$`);
  return pattern.test(compact) ? compact : null;
}

/** 'Введите корректный номер телефона: +7 (###) ###-##-##'. */
export function parkPhoneMessage(country: CountryCode): string {
  const { prefix, mask } = PHONE_MASKS[country];
  return `${ru.validation.phone}: ${prefix} ${mask}`;
}

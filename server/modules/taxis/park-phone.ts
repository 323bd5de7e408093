/**
 * The message for a park contact phone (notification 1) that is not its country's: it shows the
 * spec 5 mask a number is checked against (schemas/phone.ts normalisePhone).
 */
import type { CountryCode } from '../../../schemas/auth';
import { PHONE_MASKS } from '../../../schemas/phone';
import { t } from '../../../texts/t';

/** 'Введите корректный номер телефона: +7 (###) ###-##-##'. */
export function parkPhoneMessage(country: CountryCode): string {
  const { prefix, mask } = PHONE_MASKS[country];
  return `${t('validation.phone')}: ${prefix} ${mask}`;
}

/**
 * 'Ваш менеджер' (spec 2, 9): the manager works Monday to Friday, 10:00 to 18:00 Moscow time;
 * whether that is now, and the manager's phone as people read it and as a tel: link.
 */
import { formatPhone, unbreakable } from '../../src/login/phone';

export const MANAGER_TIME_ZONE = 'Europe/Moscow';
/** Monday is 1, Friday 5; minutes since midnight, the end excluded. */
export const MANAGER_HOURS = { weekdays: [1, 2, 3, 4, 5], from: 10 * 60, to: 18 * 60 } as const;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: MANAGER_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function isManagerWorking(now: Date): boolean {
  const parts = clock.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  const weekday = WEEKDAYS.indexOf(part('weekday'));
  const minutes = Number(part('hour')) * 60 + Number(part('minute'));
  return MANAGER_HOURS.weekdays.some((day) => day === weekday) && minutes >= MANAGER_HOURS.from && minutes < MANAGER_HOURS.to;
}

/** "+74950000000" -> "+7 (495) 000-00-00" (Belarus: +375 ##-###-##-##); anything else as it is. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.startsWith('+7') && digits.length === 11) return unbreakable(`+7 ${formatPhone(2, digits.slice(1))}`);
  if (phone.startsWith('+375') && digits.length === 12) return unbreakable(`+375 ${formatPhone(4, digits.slice(3))}`);
  return phone;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * What search finds a driver by: any part of the name, the phone's digits, the licence number or
 * the car's plate. Kept in drivers.search_text (trigram-indexed); every writer of drivers or of a
 * driver's car refreshes it with this formula (the generator uses the SQL twin).
 */
import { phoneSearchDigits } from '../../../schemas/phone';

export interface SearchTextParts {
  lastName: string;
  firstName: string;
  middleName: string | null;
  phone: string;
  licenceNumber: string;
  carNumber: string | null;
}

export function driverSearchText(parts: SearchTextParts): string {
  const name = [parts.lastName, parts.firstName, parts.middleName].filter(Boolean).join(' ');
  return [name.toLowerCase(), parts.phone.replace(/\D/g, ''), parts.licenceNumber.toLowerCase(), (parts.carNumber ?? '').toLowerCase()]
    .join(' ')
    .trim();
}

/** The same formula in SQL over a `drivers d` row and its car `c` (for bulk writes). */
export const DRIVER_SEARCH_TEXT_SQL = `trim(lower(concat_ws(' ', d.last_name, d.first_name, d.middle_name)) || ' ' || regexp_replace(d.phone, '\\D', '', 'g') || ' ' || lower(d.licence_number) || ' ' || lower(coalesce(c.number, '')))`;

/**
 * A typed search term as stored text is written: lower case; a phone-like term ("+7 916 12",
 * "8(916)") keeps only its digits. Null when nothing is left.
 */
export function normalizeSearch(term: string | undefined): string | null {
  if (term === undefined) return null;
  const trimmed = term.trim().toLowerCase();
  if (trimmed === '') return null;
  const phoneLike = /^[+\d\s()-]+$/.test(trimmed) && /\d/.test(trimmed);
  const normalized = phoneLike ? trimmed.replace(/\D/g, '') : trimmed.replace(/\s+/g, ' ');
  return normalized === '' ? null : normalized;
}

/**
 * The drivers list's search terms: the term as normalizeSearch reads it and, for a piece of a
 * phone typed with the home trunk, also as the stored number's digits ('8915411' finds
 * +7 915 411…, as '+7 (915) 411' does). The plain reading stays, so '8912' still finds a licence
 * or a number with those digits inside.
 */
export function searchVariants(term: string | undefined): string[] | null {
  const text = normalizeSearch(term);
  if (text === null || term === undefined) return null;
  const phone = phoneSearchDigits(term);
  return phone === null || phone === text ? [text] : [phone, text];
}

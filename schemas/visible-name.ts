/**
 * A name a person reads in lists, cards, payouts and receipts (a staff user, a park, a driver
 * group, a legal entity, an account, an offer). Refused, at the field:
 * - control characters (a line break or a tab splits a table row or an xlsx cell);
 * - the direction marks and overrides (U+200E/F, U+061C, U+202A–E, U+2066–9), which make a name
 *   read differently from what it is ("Trojan Source" for people): «Иванов» shown for «вонавИ»;
 * - a name with nothing visible in it: spaces, zero-width and format characters, fillers and
 *   combining marks alone look like an empty cell and cannot be told apart from each other.
 */
import { z } from 'zod';
import { t } from '../texts/t';

const CONTROL_OR_BIDI = /[\p{Cc}\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/u;
// Cf covers the zero-width characters, U+2060, U+FEFF and the soft hyphen; the fillers and the
// braille blank draw nothing either.
const INVISIBLE = /[\s\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

export function isVisibleName(value: string): boolean {
  return !CONTROL_OR_BIDI.test(value) && value.replace(INVISIBLE, '').length > 0;
}

/** The name refinement, with its message at the field. */
export const visibleName = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine(isVisibleName, { message: t('validation.invisibleName') });

/**
 * Client-side validation with the wire schemas themselves: a zod schema's issues become
 * react-admin's form errors (`{ field: message }`), so the form says exactly what the server
 * would. Messages the schemas do not spell out come from zod's Russian locale.
 */
import type { z } from 'zod';
import russian from 'zod/v4/locales/ru.js';

export type FieldErrors = Record<string, string>;

const { localeError } = russian();

/** The first message of each field (nested paths joined by dots); empty when the values pass. */
export function zodFieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values, { error: localeError });
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field !== '' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** A react-admin `validate` for a whole form. */
export const zodValidator =
  (schema: z.ZodType) =>
  (values: Record<string, unknown>): FieldErrors =>
    zodFieldErrors(schema, values);

/**
 * The text of a field's error as react-hook-form holds it: a form-level `validate` result reaches
 * inputs wrapped by react-admin (`{ message }`), an input's own validator as the plain text.
 */
export function fieldErrorText(message: unknown): string | null {
  if (typeof message === 'string') return message;
  if (typeof message === 'object' && message !== null && 'message' in message) return fieldErrorText(message.message);
  return null;
}

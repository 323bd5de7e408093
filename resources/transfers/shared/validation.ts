/**
 * Client-side validation with the wire schemas themselves: a zod schema as a react-admin form's
 * `validate`, so the browser shows the very messages the server would answer.
 */
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** Issues by field (`driver_ids.0` for nested ones); the first message of a field wins. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (field !== '' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** A react-admin `validate` (record level) checking the values against `schema`. */
export function validateWith(schema: z.ZodType): (values: Record<string, unknown>) => FieldErrors {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? {} : zodFieldErrors(result.error);
  };
}

/**
 * What the screens tell a person: the snackbar's duration and the texts of failures. Snackbars go
 * through react-admin's own `useNotify`; the one <Notification> (src/root/CabinetAdmin.tsx) hides
 * them after SNACKBAR_MS unless a call says otherwise.
 */
import { HttpError } from 'react-admin';
import { t } from '../../texts/login-t';

/** Spec 9: snackbars hide after 3000 ms. */
export const SNACKBAR_MS = 3000;

/** The text to show for a failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.length > 0) return error.message;
  if (typeof error === 'string' && error.length > 0) return error;
  return t('errors.internal');
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

/** Field details of a 400/409 answer (HttpError body.errors, from the server's `data`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  return isStringRecord(body.errors) ? body.errors : {};
}

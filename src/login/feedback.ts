/** Messages of failures for the screens, and the snackbar helper of spec 9. */
import { useCallback } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { ru } from '../../texts/ru';

/** Spec 9: snackbars hide after 3000 ms. */
export const SNACKBAR_MS = 3000;

export type ToastType = 'error' | 'success' | 'warning' | 'info';

/** react-admin's useNotify with the cabinet's duration; texts are shown as given. */
export function useToast(): (message: string, type?: ToastType) => void {
  const notify = useNotify();
  return useCallback(
    (message: string, type: ToastType = 'info') =>
      notify(message, { type, autoHideDuration: SNACKBAR_MS, messageArgs: { _: message } }),
    [notify],
  );
}

/** The text to show for a failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.length > 0) return error.message;
  if (typeof error === 'string' && error.length > 0) return error;
  return ru.errors.internal;
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

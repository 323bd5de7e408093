/**
 * What a form does with a failed save: the server's field errors (a 400's `data`, kept by the
 * http client as `body.errors`) go back to the form to show at the fields; anything else is a
 * notification with the server's message.
 */
import { HttpError, type useNotify } from 'react-admin';
import { t } from '../../texts/t';
import type { FieldErrors } from './zodValidation';

export function submissionErrors(error: unknown, notify: ReturnType<typeof useNotify>): FieldErrors | undefined {
  if (error instanceof HttpError) {
    const body: unknown = error.body;
    const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : undefined;
    if (typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0) {
      notify(error.message || t('errors.validation'), { type: 'error' });
      return errors as FieldErrors;
    }
  }
  notify(error instanceof Error && error.message ? error.message : t('errors.internal'), { type: 'error' });
  return undefined;
}

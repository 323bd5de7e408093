/** What a detail screen shows while it loads, or when its record could not be read. */
import { Alert } from '@mui/material';
import type { ReactElement } from 'react';
import { HttpError } from 'react-admin';
import { t } from '../../texts/t';
import { LoadingScreen } from './LoadingScreen';
import { errorMessage } from './feedback';

export const Loading = () => <LoadingScreen fullHeight={false} />;

export const LoadError = ({ error }: { error: unknown }) => (
  <Alert severity="error" sx={{ maxWidth: 640 }}>
    {errorMessage(error)}
  </Alert>
);

/**
 * What a record's screen shows before its record: «не найдено» for an id that is not one or that
 * the server does not find for this park (404, or 400 for an id it refuses), the wait, or the
 * failure; null once the record is there.
 */
export function recordState(id: number, query: { error: unknown; isPending: boolean }): ReactElement | null {
  const { error } = query;
  if (id < 0 || (error instanceof HttpError && (error.status === 404 || error.status === 400))) {
    return <Alert severity="warning">{t('errors.notFound')}</Alert>;
  }
  if (error) return <LoadError error={error} />;
  if (query.isPending) return <Loading />;
  return null;
}

/** The live connection's import as its card shows it: status, phase, counts, window, next run, last error. */
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { AggregatorImportProgress } from '../../schemas/aggregator-import';
import { formatDateTime } from '../../src/components/dates';
import { Facts } from '../../src/components/Facts';
import { formatNumber } from '../../src/components/format';
import { useText } from '../../src/i18n/useText';

export const ImportProgress = ({ progress }: { progress: AggregatorImportProgress | null }) => {
  const translate = useText();
  if (!progress) return <Typography variant="body2" color="text.secondary">{translate('aggregators.card.importNone')}</Typography>;
  const running = progress.status === 'running';
  const share =
    running && progress.phase === 'drivers' && progress.drivers_total ? Math.min(100, (progress.drivers_imported / progress.drivers_total) * 100) : null;
  return (
    <Stack sx={{ gap: 1.5 }} data-testid="import-progress">
      <Box>
        <Typography variant="subtitle2" component="p">
          {translate(`aggregatorImport.status.${progress.status}`)}
          {running ? ` · ${translate(`aggregatorImport.phase.${progress.phase}`)}` : ''}
        </Typography>
        {running ? <LinearProgress variant={share === null ? 'indeterminate' : 'determinate'} value={share ?? undefined} sx={{ mt: 1 }} /> : null}
      </Box>
      <Typography variant="body2">
        {translate('aggregatorImport.progress', {
          drivers: formatNumber(progress.drivers_imported),
          trips: formatNumber(progress.trips_imported),
          transactions: formatNumber(progress.transactions_imported),
        })}
      </Typography>
      <Facts
        items={[
          { label: translate('aggregators.card.window'), value: progress.window_from ? `${formatDateTime(progress.window_from)} — ${formatDateTime(progress.window_to)}` : null },
          { label: translate('aggregators.card.importedUntil'), value: formatDateTime(progress.imported_until) },
          { label: translate('aggregators.card.nextRun'), value: formatDateTime(progress.next_run_at) },
        ]}
      />
      {progress.last_error ? (
        <Alert severity="error">
          {translate('aggregators.card.lastError')}: {progress.last_error}
        </Alert>
      ) : null}
    </Stack>
  );
};

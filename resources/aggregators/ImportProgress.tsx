/** The live connection's import as its card shows it: status, phase, counts, window, next run, last error. */
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { AggregatorImportProgress } from '../../schemas/aggregator-import';
import { formatDateTime } from '../../src/components/dates';
import { Facts } from '../../src/components/Facts';
import { formatNumber } from '../../src/components/format';
import { fill } from '../../texts/ru';
import { ruAggregatorImport } from '../../texts/ru-aggregator-import';
import { ruAggregators } from '../../texts/ru-aggregators';

const t = ruAggregators.card;

export const ImportProgress = ({ progress }: { progress: AggregatorImportProgress | null }) => {
  if (!progress) return <Typography variant="body2" color="text.secondary">{t.importNone}</Typography>;
  const running = progress.status === 'running';
  const share =
    running && progress.phase === 'drivers' && progress.drivers_total ? Math.min(100, (progress.drivers_imported / progress.drivers_total) * 100) : null;
  return (
    <Stack sx={{ gap: 1.5 }} data-testid="import-progress">
      <Box>
        <Typography variant="subtitle2" component="p">
          {ruAggregatorImport.status[progress.status]}
          {running ? ` · ${ruAggregatorImport.phase[progress.phase]}` : ''}
        </Typography>
        {running ? <LinearProgress variant={share === null ? 'indeterminate' : 'determinate'} value={share ?? undefined} sx={{ mt: 1 }} /> : null}
      </Box>
      <Typography variant="body2">
        {fill(ruAggregatorImport.progress, {
          drivers: formatNumber(progress.drivers_imported),
          trips: formatNumber(progress.trips_imported),
          transactions: formatNumber(progress.transactions_imported),
        })}
      </Typography>
      <Facts
        items={[
          { label: t.window, value: progress.window_from ? `${formatDateTime(progress.window_from)} — ${formatDateTime(progress.window_to)}` : null },
          { label: t.importedUntil, value: formatDateTime(progress.imported_until) },
          { label: t.nextRun, value: formatDateTime(progress.next_run_at) },
        ]}
      />
      {progress.last_error ? (
        <Alert severity="error">
          {t.lastError}: {progress.last_error}
        </Alert>
      ) : null}
    </Stack>
  );
};

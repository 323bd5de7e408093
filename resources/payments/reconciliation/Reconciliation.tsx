/**
 * `/payments/reconciliation` (the cabinet's own path): the runs of the reconciliation of payouts
 * (the daily job's and those started here for a period) and the chosen run's mismatches — paid
 * but not in our ledger, in our ledger but not paid, a different sum, a missing receipt — paged
 * on the server, filtered by kind and day, exported to xlsx. Below them the self-employed drivers'
 * receipts by state: the other half of a payout, and the one list of them groups 2 can open.
 */
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { addDays } from '../../../schemas/days';
import { MISMATCH_KINDS, RECONCILIATION_ENDPOINTS, type MismatchKind } from '../../../schemas/reconciliation';
import { fillPath } from '../../../schemas/routing';
import { formatDate, formatDateTime } from '../../../src/components/dates';
import { DayPicker } from '../../../src/components/DayPicker';
import { ExportButton } from '../../../src/components/ExportButton';
import { errorMessage } from '../../../src/components/feedback';
import { LoadError } from '../../../src/components/loadStates';
import { formatMoney } from '../../../src/components/money';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { useText } from '../../../src/i18n/useText';
import { OverdueReceiptsSection } from '../npd';

const NUMBER = { whiteSpace: 'nowrap', textAlign: 'right' } as const;
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
/** Only where the page is wide enough beside the menu and the accounts panel. */
const WIDEST = { display: { xs: 'none', xl: 'table-cell' } } as const;
const PAGE = 25;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const today = () => new Date().toISOString().slice(0, 10);

const Mismatches = ({ runId }: { runId: number }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const [kind, setKind] = useState<MismatchKind | ''>('');
  const [day, setDay] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const filter = { ...(kind ? { kind } : {}), ...(day && DAY.test(day) ? { day } : {}) };
  const answer = useQuery({
    queryKey: ['reconciliation-mismatches', runId, filter, page],
    queryFn: ({ signal }) => dataProvider.reconciliationMismatches(runId, { ...filter, page: page + 1, countperpage: PAGE }, signal),
  });
  const run = answer.data?.run;
  return (
    <Card>
      <CardContent>
        <Stack sx={{ gap: 2, minWidth: 0 }}>
          <Typography variant="h2">{run ? `${translate('reconciliation.screen.runPeriod')}: ${formatDate(run.period_from)} — ${formatDate(run.period_to)}` : translate('reconciliation.screen.runPeriod')}</Typography>
          {run && !run.receipts_checked ? <Alert severity="info">{translate('reconciliation.noReceiptData')}</Alert> : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={translate('reconciliation.screen.kind')}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as MismatchKind | '');
                setPage(0);
              }}
              sx={{ minWidth: 260 }}
            >
              <MenuItem value="">{translate('reconciliation.screen.allKinds')}</MenuItem>
              {MISMATCH_KINDS.map((value) => (
                <MenuItem key={value} value={value}>
                  {translate(`reconciliation.kinds.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <DayPicker
              label={translate('reconciliation.screen.day')}
              value={day}
              onChange={(value) => {
                setDay(value);
                setPage(0);
              }}
              margin="none"
            />
            <ExportButton path={fillPath(RECONCILIATION_ENDPOINTS.export, { id: String(runId) })} query={filter} fallbackName={`${translate('reconciliation.export.fileName')}.xlsx`} />
          </Stack>
          {answer.error ? <LoadError error={answer.error} /> : null}
          {answer.isPending ? <CircularProgress size={24} /> : null}
          {answer.data && answer.data.total === 0 ? <Typography color="text.secondary">{translate('reconciliation.screen.noMismatches')}</Typography> : null}
          {answer.data && answer.data.total > 0 ? (
            <>
              <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={translate('reconciliation.screen.mismatches')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('reconciliation.screen.day')}</TableCell>
                      <TableCell>{translate('reconciliation.screen.kind')}</TableCell>
                      <TableCell>{translate('reconciliation.screen.payout')}</TableCell>
                      <TableCell sx={NUMBER}>{translate('reconciliation.screen.ledger')}</TableCell>
                      <TableCell sx={NUMBER}>{translate('reconciliation.screen.bank')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {answer.data.mismatches.map((mismatch) => (
                      <TableRow key={mismatch.id} data-kind={mismatch.kind}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(mismatch.day)}</TableCell>
                        <TableCell sx={{ minWidth: 160 }}>
                          {translate(`reconciliation.kinds.${mismatch.kind}`)}
                          {mismatch.details ? (
                            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
                              {mismatch.details}
                            </Typography>
                          ) : null}
                        </TableCell>
                        <TableCell sx={{ minWidth: 120, overflowWrap: 'break-word' }}>
                          {mismatch.payout_id !== null ? `№ ${mismatch.payout_id}` : ''}
                          {mismatch.driver_name ? `, ${mismatch.driver_name}` : ''}
                        </TableCell>
                        <TableCell sx={NUMBER}>{formatMoney(mismatch.ledger)}</TableCell>
                        <TableCell sx={NUMBER}>{formatMoney(mismatch.bank)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <TablePagination
                component="div"
                count={answer.data.total}
                page={page}
                onPageChange={(_event, next) => setPage(next)}
                rowsPerPage={PAGE}
                rowsPerPageOptions={[PAGE]}
                labelDisplayedRows={({ from, to, count }) => `${from}–${to} из ${count}`}
              />
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};

export const Reconciliation = () => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [from, setFrom] = useState<string | null>(addDays(today(), -1));
  const [to, setTo] = useState<string | null>(addDays(today(), -1));
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const runs = useQuery({
    queryKey: ['reconciliation-runs'],
    queryFn: ({ signal }) => dataProvider.reconciliationRuns(signal),
  });
  const runId = chosen ?? runs.data?.runs[0]?.id ?? null;

  const start = async () => {
    if (!from || !to) return;
    setBusy(true);
    setMessage(null);
    try {
      const run = await dataProvider.startReconciliation(from, to);
      setMessage({ severity: 'success', text: translate('reconciliation.screen.runStarted', { count: run.mismatches }) });
      setChosen(run.id);
      await queryClient.invalidateQueries({ queryKey: ['reconciliation-runs'] });
    } catch (error) {
      setMessage({ severity: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack sx={{ gap: 2, minWidth: 0 }}>
      <Title title={translate('reconciliation.screen.reconciliationTitle')} />
      <Card>
        <CardContent>
          <Typography variant="h1">{translate('reconciliation.screen.reconciliationTitle')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 900 }}>
            {translate('reconciliation.screen.reconciliationHint')}
          </Typography>
          <Link component={RouterLink} to="/payments/import" sx={{ display: 'inline-block', mt: 1 }}>
            {translate('reconciliation.screen.importLink')}
          </Link>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mt: 2, alignItems: { sm: 'center' } }}>
            <DayPicker label={translate('reconciliation.screen.from')} value={from} onChange={setFrom} margin="none" />
            <DayPicker label={translate('reconciliation.screen.to')} value={to} onChange={setTo} margin="none" />
            <Button variant="contained" onClick={() => void start()} disabled={busy || !from || !to} startIcon={busy ? <CircularProgress size={16} /> : <PlayArrowOutlined />}>
              {translate('reconciliation.screen.runStart')}
            </Button>
          </Stack>
          {message ? (
            <Alert severity={message.severity} sx={{ mt: 2 }} role={message.severity === 'success' ? 'status' : 'alert'}>
              {message.text}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {translate('reconciliation.screen.runs')}
          </Typography>
          {runs.error ? <LoadError error={runs.error} /> : null}
          {runs.data?.runs.length === 0 ? <Typography color="text.secondary">{translate('reconciliation.screen.noRuns')}</Typography> : null}
          {runs.data && runs.data.runs.length > 0 ? (
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={translate('reconciliation.screen.runs')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('reconciliation.screen.runPeriod')}</TableCell>
                    <TableCell sx={NUMBER}>{translate('reconciliation.screen.mismatches')}</TableCell>
                    <TableCell sx={{ ...NUMBER, ...WIDE }}>{translate('reconciliation.screen.checked')}</TableCell>
                    <TableCell sx={WIDE}>{translate('reconciliation.screen.source')}</TableCell>
                    <TableCell sx={WIDEST}>{translate('reconciliation.screen.loadedAt')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {runs.data.runs.map((run) => (
                    <TableRow key={run.id} selected={run.id === runId}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Link component="button" onClick={() => setChosen(run.id)}>
                          {`${formatDate(run.period_from)} — ${formatDate(run.period_to)}`}
                        </Link>
                      </TableCell>
                      <TableCell sx={NUMBER}>{run.mismatches}</TableCell>
                      <TableCell sx={{ ...NUMBER, ...WIDE }}>{run.payouts_checked}</TableCell>
                      <TableCell sx={WIDE}>{run.user_name ?? translate(`reconciliation.runSources.${run.source}`)}</TableCell>
                      <TableCell sx={WIDEST}>{formatDateTime(run.created_at)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : null}
        </CardContent>
      </Card>
      {runId !== null ? <Mismatches key={runId} runId={runId} /> : null}
      <Suspense fallback={null}>
        <OverdueReceiptsSection />
      </Suspense>
    </Stack>
  );
};

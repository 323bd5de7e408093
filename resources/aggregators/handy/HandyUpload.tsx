/**
 * `/aggregators/handy/:id/payment/upload`: the park uploads the aggregator's registry (xlsx or
 * csv). The server checks every row and answers the preview: each bad cell is highlighted with
 * its Russian error; the park fixes the file and uploads it again. «Применить реестр» is enabled
 * only for a registry without errors, and applies it once (the answer says when the file or its
 * orders were applied before). `?registry=ID` opens an upload made earlier (from the card).
 */
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControlLabel,
  Link,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  type RegistryColumn,
  type RegistryList,
  type RegistryPreview,
  type RegistryRow,
} from '../../../schemas/registry';
import { formatDateTime } from '../../../src/components/dates';
import { errorMessage } from '../../../src/components/feedback';
import { Facts } from '../../../src/components/Facts';
import { LoadError } from '../../../src/components/loadStates';
import { formatMoney } from '../../../src/components/money';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
import { useCanUpload } from './HandyCard';
import { handyPath, registriesKey, RegistryStatusChip, TemplateButton, WithRegistries } from './shared';

const NUMBER = { whiteSpace: 'nowrap', textAlign: 'right' } as const;
/** A cell with an error: tinted, in the error colour (and marked for assistive tech by its row's list of errors). */
const BAD_CELL = { backgroundColor: 'rgba(211, 47, 47, 0.08)', color: 'error.main', fontWeight: 500 } as const;

/** The file's bytes as base64 (without the data-URL prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(t('registry.file.unreadable')));
    reader.readAsDataURL(file);
  });
}

const cellErrors = (row: RegistryRow, columns: readonly RegistryColumn[]) => row.errors.filter((error) => columns.includes(error.column));
/** On a phone the fee and the payout wait for a wider screen (they are in the totals). */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
const COLUMN_COUNT = 8;
/** A row whose messages follow it: no line between the two. */
const JOINED = { '& > td': { borderBottom: 0 } } as const;

/** A cell of the preview: its value, or, tinted, what the file held there. */
const Cell = ({ row, columns, children, number = false, wide = false }: { row: RegistryRow; columns: readonly RegistryColumn[]; children: ReactNode; number?: boolean; wide?: boolean }) => {
  const bad = cellErrors(row, columns);
  const raw = bad.find((error) => error.value !== null)?.value;
  return (
    <TableCell sx={{ ...(number ? NUMBER : {}), ...(wide ? WIDE : {}), ...(bad.length > 0 ? BAD_CELL : {}) }} data-error={bad.length > 0 ? 'true' : undefined}>
      {bad.length > 0 && raw !== undefined ? raw : children}
    </TableCell>
  );
};

/** Under a row with errors (or a note): what is wrong, column by column, readable without scrolling sideways. */
const RowMessages = ({ row }: { row: RegistryRow }) => {
  const translate = useText();
  return (
    <TableRow data-messages-for={row.line}>
      <TableCell colSpan={COLUMN_COUNT} sx={{ pt: 0 }}>
        <Box sx={{ position: 'sticky', left: 0, maxWidth: 'min(640px, calc(100vw - 64px))' }}>
          {row.errors.length > 0 ? (
            <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
              {row.errors.map((error) => (
                <Typography component="li" variant="body2" key={`${error.column}:${error.message}`}>
                  {`${translate(`registry.columns.${error.column}`)}: ${error.message}`}
                </Typography>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {row.note}
            </Typography>
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
};

const RowsTable = ({ preview }: { preview: RegistryPreview }) => {
  const translate = useText();
  const [onlyErrors, setOnlyErrors] = useState(preview.error_rows > 0);
  const rows = onlyErrors ? preview.rows.filter((row) => row.status === 'error') : preview.rows;
  return (
    <Stack sx={{ gap: 1, minWidth: 0 }}>
      {preview.error_rows > 0 ? (
        <FormControlLabel control={<Switch checked={onlyErrors} onChange={(event) => setOnlyErrors(event.target.checked)} />} label={translate('registry.screen.onlyErrors')} />
      ) : null}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('registry.screen.uploadTitle')}>
          <TableHead>
            <TableRow>
              <TableCell sx={NUMBER}>{translate('registry.screen.line')}</TableCell>
              <TableCell>{translate('registry.screen.order')}</TableCell>
              <TableCell>{translate('registry.columns.date')}</TableCell>
              <TableCell>{translate('registry.screen.driver')}</TableCell>
              <TableCell sx={NUMBER}>{translate('registry.columns.price')}</TableCell>
              <TableCell>{translate('registry.screen.payment')}</TableCell>
              <TableCell sx={{ ...NUMBER, ...WIDE }}>{translate('registry.screen.fee')}</TableCell>
              <TableCell sx={{ ...NUMBER, ...WIDE }}>{translate('registry.screen.payoutShort')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const messages = row.errors.length > 0 || row.note !== null;
              return (
                <Fragment key={row.line}>
                  <TableRow data-status={row.status} sx={messages ? JOINED : undefined}>
                    <TableCell sx={NUMBER}>
                      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                        {row.status === 'ok' ? (
                          <CheckCircleOutline fontSize="small" color="success" titleAccess={translate('registry.rowStatus.ok')} />
                        ) : row.status === 'error' ? (
                          <ErrorOutline fontSize="small" color="error" titleAccess={translate('registry.rowStatus.error')} />
                        ) : null}
                        {row.line}
                      </Box>
                    </TableCell>
                    <Cell row={row} columns={['order']}>
                      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        {row.order ?? ''}
                      </Box>
                    </Cell>
                    <Cell row={row} columns={['date']}>
                      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(row.booked_at)}
                      </Box>
                    </Cell>
                    <Cell row={row} columns={['phone', 'licence']}>
                      <Box sx={{ minWidth: 120, overflowWrap: 'break-word' }}>{row.driver?.full_name ?? row.driver_text ?? ''}</Box>
                    </Cell>
                    <Cell row={row} columns={['price']} number>
                      {formatMoney(row.price)}
                    </Cell>
                    <Cell row={row} columns={['payment']}>
                      {row.payment_method ? translate(`fleet.paymentMethod.${row.payment_method}`) : ''}
                    </Cell>
                    <Cell row={row} columns={['aggregator_commission']} number wide>
                      {formatMoney(row.aggregator_commission)}
                    </Cell>
                    <Cell row={row} columns={['payout']} number wide>
                      {formatMoney(row.payout)}
                    </Cell>
                  </TableRow>
                  {messages ? <RowMessages row={row} /> : null}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
};

/** What the preview (or the applied registry) says above its rows. */
const Summary = ({ preview, justApplied }: { preview: RegistryPreview; justApplied: boolean }) => {
  const translate = useText();
  const toApply = preview.rows_total - preview.error_rows - preview.skipped_rows;
  if (preview.already_applied) {
    return (
      <Alert severity="info">{preview.applied_at ? translate('registry.screen.wasApplied', { date: formatDateTime(preview.applied_at) }) : translate('registry.nothingNew')}</Alert>
    );
  }
  if (preview.status === 'applied') {
    return (
      <Alert severity="success" icon={<CheckCircleOutline />} role={justApplied ? 'status' : undefined}>
        {translate('registry.screen.applied', { trips: preview.trips_applied, commission: formatMoney(preview.park_commission) })}
      </Alert>
    );
  }
  if (preview.status === 'invalid') return <Alert severity="error">{translate('registry.screen.errorsFound', { count: preview.error_rows })}</Alert>;
  return (
    <Alert severity="success">
      {translate('registry.screen.readyToApply', { count: toApply })}
      {preview.skipped_rows > 0 ? ` ${translate('registry.screen.skippedNote', { count: preview.skipped_rows })}` : ''}
    </Alert>
  );
};

function useOpenedRegistry(id: number): number | null {
  const search = useLocation().search;
  const value = Number(new URLSearchParams(search).get('registry') ?? '');
  return id > 0 && Number.isInteger(value) && value > 0 ? value : null;
}

const Upload = ({ id, list }: { id: number; list: RegistryList }) => {
  const translate = useText();
  const canUpload = useCanUpload();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const opened = useOpenedRegistry(id);
  const earlier = useQuery({
    queryKey: ['aggregator-registry', id, opened],
    queryFn: ({ signal }) =>
      dataProvider.aggregatorRegistry(id, opened ?? 0, signal),
    enabled: opened !== null,
    retry: false,
  });
  const [answer, setAnswer] = useState<RegistryPreview | null>(null);
  // An upload opened from the card shows until a file is chosen here.
  const [ownFile, setOwnFile] = useState(false);
  const preview = answer ?? (ownFile ? null : (earlier.data ?? null));
  const setPreview = (next: RegistryPreview | null) => {
    setOwnFile(true);
    setAnswer(next);
  };
  const [fileName, setFileName] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'confirm' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [justApplied, setJustApplied] = useState(false);

  const totals = useMemo(
    () =>
      preview
        ? [
            { label: translate('registry.screen.fileLabel'), value: preview.file_name },
            { label: translate('registry.screen.rows'), value: String(preview.rows_total) },
            { label: translate('registry.screen.errors'), value: String(preview.error_rows) },
            { label: translate('registry.screen.sum'), value: formatMoney(preview.price) },
            { label: translate('registry.screen.aggregatorCommission'), value: formatMoney(preview.aggregator_commission) },
            { label: translate('registry.screen.payout'), value: formatMoney(preview.payout) },
            ...(preview.status === 'applied' ? [{ label: translate('registry.screen.parkCommission'), value: formatMoney(preview.park_commission) }] : []),
          ]
        : [],
    [preview, translate],
  );

  const { aggregator } = list;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy('upload');
    setFailure(null);
    setPreview(null);
    setJustApplied(false);
    setFileName(file.name);
    try {
      const answer = await dataProvider.uploadAggregatorRegistry(id, { file_name: file.name, content_base64: await base64Of(file) });
      setPreview(answer);
      await queryClient.invalidateQueries({ queryKey: registriesKey(id) });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    if (!preview) return;
    setBusy('confirm');
    setFailure(null);
    try {
      const answer = await dataProvider.confirmAggregatorRegistry(id, preview.id);
      setPreview(answer);
      setJustApplied(answer.status === 'applied' && !answer.already_applied);
      await queryClient.invalidateQueries({ queryKey: registriesKey(id) });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const canConfirm = canUpload && preview !== null && preview.status === 'preview' && !preview.already_applied && busy === null;

  return (
    <Stack sx={{ gap: 2, minWidth: 0 }}>
      <Title title={`${translate('registry.screen.uploadTitle')}: ${aggregator.name}`} />
      <Card>
        <CardContent>
          <Typography variant="h1" sx={{ overflowWrap: 'break-word' }}>
            {`${translate('registry.screen.uploadTitle')}: ${aggregator.name}`}
          </Typography>
          <Link component={RouterLink} to={handyPath(id)} sx={{ display: 'inline-block', mt: 1 }}>
            {translate('registry.screen.back')}
          </Link>
          {!aggregator.manual ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {translate('registry.notManual')}
            </Alert>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 900 }}>
                {translate('registry.screen.formatHint')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2, alignItems: { sm: 'center' } }}>
                {canUpload ? (
                  <Button
                    variant={preview?.status === 'preview' && !preview.already_applied ? 'outlined' : 'contained'}
                    component="label"
                    disabled={busy !== null}
                    startIcon={busy === 'upload' ? <CircularProgress size={16} /> : <UploadFileOutlined />}
                  >
                    {preview ? translate('registry.screen.again') : translate('registry.screen.chooseFile')}
                    <input
                      hidden
                      type="file"
                      accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                      aria-label={translate('registry.screen.chooseFile')}
                      onChange={(event) => void choose(event)}
                    />
                  </Button>
                ) : null}
                <TemplateButton />
              </Stack>
              {busy === 'upload' ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {`${translate('registry.screen.checking')} ${fileName ?? ''}`}
                </Typography>
              ) : null}
            </>
          )}
          {failure ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          ) : null}
          {earlier.error ? (
            <Box sx={{ mt: 2 }}>
              <LoadError error={earlier.error} />
            </Box>
          ) : null}
        </CardContent>
      </Card>
      {preview ? (
        <Card>
          <CardContent>
            <Stack sx={{ gap: 2, minWidth: 0 }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h2">{translate('registry.screen.totals')}</Typography>
                <RegistryStatusChip status={preview.status} />
              </Stack>
              <Summary preview={preview} justApplied={justApplied} />
              <Facts items={totals} />
              {canUpload && preview.status !== 'applied' ? (
                <Box>
                  <Button
                    variant="contained"
                    onClick={() => void confirm()}
                    disabled={!canConfirm}
                    startIcon={busy === 'confirm' ? <CircularProgress size={16} /> : <CheckCircleOutline />}
                  >
                    {busy === 'confirm' ? translate('registry.screen.confirming') : translate('registry.screen.confirm')}
                  </Button>
                </Box>
              ) : null}
              <RowsTable key={`${preview.id}:${preview.status}`} preview={preview} />
            </Stack>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
};

export const HandyUpload = () => <WithRegistries>{(id, list) => <Upload id={id} list={list} />}</WithRegistries>;

/**
 * `/payments/import`: the park uploads a bank statement of one of its accounts (a 1C exchange
 * file or xlsx). The server matches each line to a payout and the screen shows what matched, a
 * different sum, what the bank paid that our books lack, and our completed payouts the statement
 * lacks. A line the bank shows paid while our payout is open says so: the payout engine moves the
 * payout, the import only records. Earlier statements open from the list below (`?statement=ID`).
 */
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { type StatementDetail, type StatementLine } from '../../../schemas/reconciliation';
import { formatDate, formatDateTime } from '../../../src/components/dates';
import { errorMessage } from '../../../src/components/feedback';
import { Facts } from '../../../src/components/Facts';
import { LoadError } from '../../../src/components/loadStates';
import { formatMoney } from '../../../src/components/money';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';

const NUMBER = { whiteSpace: 'nowrap', textAlign: 'right' } as const;
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
const MATCH_COLOURS = { matched: 'success', sum_differs: 'warning', not_in_books: 'error', incoming: 'default' } as const;

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(t('reconciliation.xlsx.unreadable')));
    reader.readAsDataURL(file);
  });
}

const MatchChip = ({ line }: { line: StatementLine }) => {
  const translate = useText();
  return (
    <Chip size="small" variant="outlined" color={MATCH_COLOURS[line.match]} label={translate(`reconciliation.match.${line.match}`)} />
  );
};

const LinesTable = ({ detail, onConfirm, busy }: { detail: StatementDetail; onConfirm: (line: StatementLine) => void; busy: boolean }) => {
  const translate = useText();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('reconciliation.screen.importTitle')}>
        <TableHead>
          <TableRow>
            <TableCell sx={WIDE}>{translate('reconciliation.screen.number')}</TableCell>
            <TableCell>{translate('reconciliation.screen.date')}</TableCell>
            <TableCell sx={NUMBER}>{translate('reconciliation.screen.sum')}</TableCell>
            <TableCell sx={WIDE}>{translate('reconciliation.screen.recipient')}</TableCell>
            <TableCell>{translate('reconciliation.screen.result')}</TableCell>
            <TableCell sx={WIDE}>{translate('reconciliation.screen.purpose')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {detail.lines.map((line) => (
            <TableRow key={line.id} data-match={line.match}>
              <TableCell sx={WIDE}>{line.number}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(line.day)}</TableCell>
              <TableCell sx={NUMBER}>{formatMoney(line.amount)}</TableCell>
              <TableCell sx={{ ...WIDE, minWidth: 140, overflowWrap: 'break-word' }}>{line.counterparty ?? ''}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
                  <MatchChip line={line} />
                  {line.counterparty ? (
                    <Typography variant="body2" sx={{ display: { md: 'none' }, overflowWrap: 'break-word' }}>
                      {line.counterparty}
                    </Typography>
                  ) : null}
                  {line.payout_id !== null ? (
                    <Typography variant="body2">
                      {`${translate('reconciliation.screen.payout')} № ${line.payout_id}${line.driver_name ? `, ${line.driver_name}` : ''}`}
                      {line.matched_by ? ` (${translate(`reconciliation.matchedBy.${line.matched_by}`)})` : ''}
                    </Typography>
                  ) : null}
                  {line.match === 'sum_differs' ? <Typography variant="body2" color="warning.main">{`${translate('reconciliation.screen.ourSum')}: ${formatMoney(line.payout_amount)}`}</Typography> : null}
                  {line.note ? (
                    <Typography variant="body2" color="text.secondary">
                      {line.note}
                    </Typography>
                  ) : null}
                  {line.payout_id !== null && line.confirmed_at === null ? (
                    <Button size="small" onClick={() => onConfirm(line)} disabled={busy}>
                      {translate('reconciliation.screen.confirm')}
                    </Button>
                  ) : null}
                  {line.confirmed_at !== null ? <Typography variant="body2" color="success.main">{translate('reconciliation.confirmed')}</Typography> : null}
                </Stack>
              </TableCell>
              <TableCell sx={{ ...WIDE, minWidth: 220, overflowWrap: 'break-word' }}>{line.purpose}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

const Detail = ({ detail, onConfirm, busy }: { detail: StatementDetail; onConfirm: (line: StatementLine) => void; busy: boolean }) => {
  const translate = useText();
  return (
    <Card>
      <CardContent>
        <Stack sx={{ gap: 2, minWidth: 0 }}>
          <Typography variant="h2" sx={{ overflowWrap: 'break-word' }}>{`${detail.file_name}: ${detail.account_name}`}</Typography>
          {detail.already_imported ? (
            <Alert severity="info">{translate('reconciliation.screen.alreadyImported', { date: formatDateTime(detail.created_at) })}</Alert>
          ) : (
            <Alert severity={detail.mismatched > 0 || detail.missing.length > 0 ? 'warning' : 'success'} role="status">
              {translate('reconciliation.screen.imported', { lines: detail.lines_total })}
            </Alert>
          )}
          <Facts
            items={[
              { label: translate('reconciliation.screen.period'), value: `${formatDate(detail.period_from)} — ${formatDate(detail.period_to)}` },
              { label: translate('reconciliation.screen.opening'), value: formatMoney(detail.opening) },
              { label: translate('reconciliation.screen.closing'), value: formatMoney(detail.closing) },
              { label: translate('reconciliation.screen.matched'), value: String(detail.matched) },
              { label: translate('reconciliation.screen.mismatches'), value: String(detail.mismatched + detail.missing.length) },
            ]}
          />
          <LinesTable detail={detail} onConfirm={onConfirm} busy={busy} />
          {detail.missing.length > 0 ? (
            <Box>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {translate('reconciliation.screen.missingTitle')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {detail.missing.map((payout) => (
                  <Typography component="li" variant="body2" key={payout.payout_id} data-missing={payout.payout_id}>
                    {`${translate('reconciliation.match.in_books_only')}: ${translate('reconciliation.screen.payout')} № ${payout.payout_id}, ${payout.driver_name}, ${formatMoney(payout.amount)}, ${formatDateTime(payout.completed_at)}`}
                  </Typography>
                ))}
              </Box>
            </Box>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};

export const StatementImport = () => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const opened = Number(params.get('statement') ?? '');
  const accounts = useQuery({
    queryKey: ['statement-accounts'],
    queryFn: ({ signal }) => dataProvider.statementAccounts(signal),
  });
  const statements = useQuery({
    queryKey: ['statements'],
    queryFn: ({ signal }) => dataProvider.statements(signal),
  });
  const openedDetail = useQuery({
    queryKey: ['statement', opened],
    queryFn: ({ signal }) => dataProvider.statement(opened, signal),
    enabled: Number.isInteger(opened) && opened > 0,
    retry: false,
  });
  const [chosen, setChosen] = useState<number | ''>('');
  const [answer, setAnswer] = useState<StatementDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const accountId = chosen === '' ? (accounts.data?.accounts[0]?.id ?? '') : chosen;
  const detail = answer ?? openedDetail.data ?? null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || accountId === '') return;
    setBusy(true);
    setFailure(null);
    setAnswer(null);
    try {
      const next = await dataProvider.uploadStatement({ account_id: accountId, file_name: file.name, content_base64: await base64Of(file) });
      setAnswer(next);
      await queryClient.invalidateQueries({ queryKey: ['statements'] });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (line: StatementLine) => {
    if (!detail) return;
    setBusy(true);
    setFailure(null);
    try {
      const next = await dataProvider.confirmStatementLine(detail.id, line.id);
      setAnswer(next);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const open = (id: number) => {
    setAnswer(null);
    setParams({ statement: String(id) });
  };

  return (
    <Stack sx={{ gap: 2, minWidth: 0 }}>
      <Title title={translate('reconciliation.screen.importTitle')} />
      <Card>
        <CardContent>
          <Typography variant="h1">{translate('reconciliation.screen.importTitle')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 900 }}>
            {translate('reconciliation.screen.importHint')}
          </Typography>
          <Link component={RouterLink} to="/payments/reconciliation" sx={{ display: 'inline-block', mt: 1 }}>
            {translate('reconciliation.screen.reconciliationLink')}
          </Link>
          {accounts.error ? <LoadError error={accounts.error} /> : null}
          {accounts.data && accounts.data.accounts.length === 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {translate('reconciliation.screen.noAccounts')}
            </Alert>
          ) : null}
          {accounts.data && accounts.data.accounts.length > 0 ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mt: 2, alignItems: { sm: 'center' } }}>
              <TextField
                select
                size="small"
                label={translate('reconciliation.screen.account')}
                value={accountId}
                onChange={(event) => setChosen(Number(event.target.value))}
                sx={{ minWidth: 260, maxWidth: '100%' }}
              >
                {accounts.data.accounts.map((account) => (
                  <MenuItem key={account.id} value={account.id}>
                    {`${account.name} (${account.public_id})`}
                  </MenuItem>
                ))}
              </TextField>
              <Button variant="contained" component="label" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : <UploadFileOutlined />}>
                {translate('reconciliation.screen.chooseFile')}
                <input hidden type="file" accept=".txt,.xlsx,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" aria-label={translate('reconciliation.screen.chooseFile')} onChange={(event) => void choose(event)} />
              </Button>
            </Stack>
          ) : null}
          {busy ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('reconciliation.screen.checking')}
            </Typography>
          ) : null}
          {failure ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          ) : null}
          {openedDetail.error ? <LoadError error={openedDetail.error} /> : null}
        </CardContent>
      </Card>
      {detail ? <Detail detail={detail} onConfirm={(line) => void confirm(line)} busy={busy} /> : null}
      <Card>
        <CardContent>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {translate('reconciliation.screen.statements')}
          </Typography>
          {statements.error ? <LoadError error={statements.error} /> : null}
          {statements.data?.statements.length === 0 ? <Typography color="text.secondary">{translate('reconciliation.screen.noStatements')}</Typography> : null}
          {statements.data && statements.data.statements.length > 0 ? (
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={translate('reconciliation.screen.statements')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('reconciliation.screen.file')}</TableCell>
                    <TableCell sx={WIDE}>{translate('reconciliation.screen.period')}</TableCell>
                    <TableCell sx={NUMBER}>{translate('reconciliation.screen.matched')}</TableCell>
                    <TableCell sx={NUMBER}>{translate('reconciliation.screen.mismatches')}</TableCell>
                    <TableCell sx={WIDE}>{translate('reconciliation.screen.loadedAt')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {statements.data.statements.map((statement) => (
                    <TableRow key={statement.id}>
                      <TableCell sx={{ overflowWrap: 'break-word' }}>
                        <Link component="button" onClick={() => open(statement.id)} sx={{ textAlign: 'left' }}>
                          {statement.file_name}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>{`${formatDate(statement.period_from)} — ${formatDate(statement.period_to)}`}</TableCell>
                      <TableCell sx={NUMBER}>{statement.matched}</TableCell>
                      <TableCell sx={NUMBER}>{statement.mismatched}</TableCell>
                      <TableCell sx={WIDE}>{formatDateTime(statement.created_at)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : null}
        </CardContent>
      </Card>
    </Stack>
  );
};

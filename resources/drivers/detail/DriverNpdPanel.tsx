/**
 * The driver's НПД panel (issue 13, the self-employed guardian): the status as the tax service last
 * confirmed it, with its dates and answer; why a payout would stop now; «Проверить статус» (queued:
 * the service answers about twice a minute, the panel asks again every 2 s while it waits); the
 * year's income against 2,400,000 ₽ with the 90 % warning; who issues the receipts; the recent
 * receipts, a driver's or aggregator's marked issued with its number. Shown for self-employed
 * drivers only; the driver card's `payments` tab mounts it, and the balance tab shows it meanwhile.
 */
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { MANUAL_ISSUERS, NPD_ISSUERS, type NpdCard, type NpdIssuer, type NpdStatus } from '../../../schemas/npd';
import { formatDate, formatDateTime } from '../../../src/components/dates';
import { Facts } from '../../../src/components/Facts';
import { errorMessage } from '../../../src/components/feedback';
import { formatMoney } from '../../../src/components/money';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { useText } from '../../../src/i18n/useText';
import { ReceiptsTable } from '../../../src/components/npd/ReceiptsTable';
import { MarkIssuedButton, npdCardKey } from './DriverNpdReceipt';

const REFRESH_MS = 2_000;
const COLORS: Record<NpdStatus, 'success' | 'error' | 'warning'> = { active: 'success', lost: 'error', unknown: 'warning' };

export function useNpdCard(driverId: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: npdCardKey(driverId),
    queryFn: ({ signal }) => dataProvider.npdCard(driverId, signal),
    enabled: driverId > 0,
    retry: false,
    refetchInterval: (query) => (query.state.data?.check_pending ? REFRESH_MS : false),
  });
}

/** A change that answers the card: the card is replaced by the answer. */
function useCardChange<T>(driverId: number, send: (value: T) => Promise<NpdCard>, done: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: send,
    onSuccess: (card) => {
      queryClient.setQueryData(npdCardKey(driverId), card);
      notify(done, { type: 'success' });
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
}

export const NpdStatusChip = ({ status }: { status: NpdStatus }) => {
  const translate = useText();
  return (
    <Chip size="small" color={COLORS[status]} variant="outlined" label={translate(`npd.status.${status}`)} data-status={status} />
  );
};

const IncomeBar = ({ card }: { card: NpdCard }) => {
  const translate = useText();
  const percent = Math.min(100, (Number(card.income) / Number(card.limit)) * 100);
  const label = translate('npd.panel.income', { year: card.year });
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {translate('npd.panel.incomeOf', { income: formatMoney(card.income).replace(/\u00a0₽$/, '') })}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={card.level === 'ok' ? 'primary' : card.level === 'near' ? 'warning' : 'error'}
        aria-label={label}
        sx={{ height: 8, borderRadius: 1 }}
      />
      {card.level === 'near' ? <Alert severity="warning">{translate('npd.panel.nearLimit')}</Alert> : null}
      {card.level === 'over' ? <Alert severity="error">{translate('npd.panel.overLimit')}</Alert> : null}
    </Stack>
  );
};

const Status = ({ card }: { card: NpdCard }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const check = useCardChange(card.driver_id, () => dataProvider.checkNpd(card.driver_id), translate('npd.panel.checkQueued'));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('npd.panel.status')}
        </Typography>
        <NpdStatusChip status={card.status} />
        {card.check_pending ? <Chip size="small" label={translate('npd.panel.checkPending')} /> : null}
      </Stack>
      <Facts
        items={[
          { label: translate('npd.panel.confirmed'), value: card.confirmed_on ? formatDate(card.confirmed_on) : null },
          { label: translate('npd.panel.checked'), value: card.checked_at ? formatDateTime(card.checked_at) : translate('npd.panel.never') },
          { label: translate('npd.panel.answer'), value: card.answer },
        ]}
      />
      {card.refusal ? (
        <Alert severity={card.status === 'lost' ? 'error' : 'warning'} role="status">
          {card.refusal}
        </Alert>
      ) : null}
      <Box>
        <Button variant="outlined" onClick={() => check.mutate(undefined)} disabled={check.isPending || card.check_pending}>
          {translate('npd.panel.check')}
        </Button>
      </Box>
    </Stack>
  );
};

const IssuerSelect = ({ card }: { card: NpdCard }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const save = useCardChange(card.driver_id, (issuer: NpdIssuer) => dataProvider.setNpdIssuer(card.driver_id, issuer), translate('npd.panel.issuerSaved'));
  return (
    <TextField
      select
      size="small"
      label={translate('npd.panel.issuer')}
      value={card.issuer}
      disabled={save.isPending}
      onChange={(event) => save.mutate(event.target.value as NpdIssuer)}
      sx={{ maxWidth: 360 }}
      fullWidth
    >
      {NPD_ISSUERS.map((issuer) => (
        <MenuItem key={issuer} value={issuer}>
          {translate(`npd.issuer.${issuer}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

export const DriverNpdPanel = ({ driverId }: { driverId: number }) => {
  const translate = useText();
  const query = useNpdCard(driverId);
  const card = query.data;
  if (!card || !card.selfemployed) return null;
  return (
    <Card component="section" aria-label={translate('npd.panel.title')} sx={{ mb: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate('npd.panel.title')}
          </Typography>
          {card.sandbox ? (
            <Alert severity="info" variant="outlined">
              {translate('npd.panel.sandbox')}
            </Alert>
          ) : null}
          <Status card={card} />
          <IncomeBar card={card} />
          <IssuerSelect card={card} />
          <Typography variant="subtitle2" component="h3">
            {translate('npd.panel.receipts')}
          </Typography>
          {card.receipts.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('npd.panel.noReceipts')}
            </Typography>
          ) : (
            <ReceiptsTable
              label={translate('npd.panel.receipts')}
              receipts={card.receipts}
              action={(receipt) =>
                MANUAL_ISSUERS.includes(receipt.issuer) && (receipt.state === 'due' || receipt.state === 'overdue') ? <MarkIssuedButton driverId={driverId} receipt={receipt} /> : null
              }
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

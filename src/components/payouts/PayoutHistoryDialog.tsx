/**
 * One payout with its history (GET /payouts/{id}) in a dialog: its facts and every status it
 * passed through, who or what moved it and why. While it is open its status refreshes by itself;
 * one waiting for approval or not sent yet can be decided here (PayoutDecision).
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetOne } from 'react-admin';
import { PAYOUT_RESOURCES } from '../../../dataProvider/adapters/payouts';
import type { PayoutDetailSchema } from '../../../schemas/payouts';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { formatDateTime } from '../dates';
import { Facts } from '../Facts';
import { LoadError, Loading } from '../loadStates';
import { Money } from '../money';
import { isOpenPayout, LIVE_REFRESH_MS } from './livePayouts';
import { PayoutDecision } from './PayoutDecision';
import { PayoutStatusChip } from './PayoutStatusChip';

type PayoutDetail = z.infer<typeof PayoutDetailSchema>;
const TITLE_ID = 'payout-history-title';

export const PayoutHistoryDialog = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const translate = useText();
  const { data, error, isPending, refetch } = useGetOne<PayoutDetail>(
    PAYOUT_RESOURCES.payout,
    { id: id ?? 0 },
    { enabled: id !== null, refetchInterval: (query) => (isOpenPayout(query.state.data?.status) ? LIVE_REFRESH_MS : false) },
  );
  return (
    <Dialog open={id !== null} onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <DialogTitle id={TITLE_ID}>{translate('payoutLists.titles.payout', { id: id ?? '' })}</DialogTitle>
      <DialogContent>
        {error ? <LoadError error={error} /> : isPending || !data ? <Loading /> : <PayoutFacts payout={data} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {data && <PayoutDecision id={data.id} status={data.status} onDone={() => void refetch()} />}
        <Button onClick={onClose}>{translate('payoutLists.list.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

const PayoutFacts = ({ payout }: { payout: PayoutDetail }) => {
  const translate = useText();
  return (
    <Box>
      <Facts
        items={[
          { label: translate('payoutLists.fields.status'), value: <PayoutStatusChip status={payout.status} /> },
          { label: translate('payoutLists.fields.driver'), value: payout.driver_name },
          { label: translate('payoutLists.fields.amount'), value: <Money value={payout.amount} /> },
          { label: translate('payoutLists.fields.fee'), value: <Money value={payout.fee} /> },
          { label: translate('payoutLists.fields.rail'), value: translate(`payoutLists.rail.${payout.rail}`) },
          { label: translate('payoutLists.fields.account'), value: payout.sandbox ? `${payout.account_name} · ${translate('payoutLists.list.sandbox')}` : payout.account_name },
          { label: translate('payoutLists.fields.destination'), value: payout.destination_title },
          { label: translate('payoutLists.fields.kind'), value: translate(`payoutLists.kind.${payout.kind}`) },
          { label: translate('payoutLists.fields.source'), value: translate(`payoutLists.source.${payout.source}`) },
          { label: translate('payoutLists.fields.reason'), value: payout.reason },
          { label: translate('payoutLists.fields.created_by'), value: payout.created_by },
          { label: translate('payoutLists.fields.approved_by'), value: payout.approved_by },
          { label: translate('payoutLists.fields.created_at'), value: formatDateTime(payout.created_at) },
        ]}
      />
      <Typography variant="h2" sx={{ mt: 2, fontSize: '1rem' }}>
        {translate('payoutLists.titles.history')}
      </Typography>
      {payout.events.length === 0 ? (
        <Typography color="text.secondary">{translate('payoutLists.list.noEvents')}</Typography>
      ) : (
        <List dense aria-label={translate('payoutLists.titles.history')}>
          {payout.events.map((event, index) => (
            <ListItem key={`${event.created_at}-${index}`} disableGutters>
              <ListItemText
                primary={translate(`payoutLists.status.${event.status}`)}
                secondary={[formatDateTime(event.created_at), event.user_name, event.reason].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};

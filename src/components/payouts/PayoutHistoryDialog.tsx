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
import { fill } from '../../../texts/ru';
import { ruPayoutLists } from '../../../texts/ru-payout-lists';
import { formatDateTime } from '../dates';
import { Facts } from '../Facts';
import { LoadError, Loading } from '../loadStates';
import { Money } from '../money';
import { isOpenPayout, LIVE_REFRESH_MS } from './livePayouts';
import { PayoutDecision } from './PayoutDecision';
import { PayoutStatusChip } from './PayoutStatusChip';

type PayoutDetail = z.infer<typeof PayoutDetailSchema>;
const texts = ruPayoutLists;
const TITLE_ID = 'payout-history-title';

export const PayoutHistoryDialog = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const { data, error, isPending, refetch } = useGetOne<PayoutDetail>(
    PAYOUT_RESOURCES.payout,
    { id: id ?? 0 },
    { enabled: id !== null, refetchInterval: (query) => (isOpenPayout(query.state.data?.status) ? LIVE_REFRESH_MS : false) },
  );
  return (
    <Dialog open={id !== null} onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <DialogTitle id={TITLE_ID}>{fill(texts.titles.payout, { id: id ?? '' })}</DialogTitle>
      <DialogContent>
        {error ? <LoadError error={error} /> : isPending || !data ? <Loading /> : <PayoutFacts payout={data} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {data && <PayoutDecision id={data.id} status={data.status} onDone={() => void refetch()} />}
        <Button onClick={onClose}>{texts.list.close}</Button>
      </DialogActions>
    </Dialog>
  );
};

const PayoutFacts = ({ payout }: { payout: PayoutDetail }) => (
  <Box>
    <Facts
      items={[
        { label: texts.fields.status, value: <PayoutStatusChip status={payout.status} /> },
        { label: texts.fields.driver, value: payout.driver_name },
        { label: texts.fields.amount, value: <Money value={payout.amount} /> },
        { label: texts.fields.fee, value: <Money value={payout.fee} /> },
        { label: texts.fields.rail, value: texts.rail[payout.rail] },
        { label: texts.fields.account, value: payout.sandbox ? `${payout.account_name} · ${texts.list.sandbox}` : payout.account_name },
        { label: texts.fields.destination, value: payout.destination_title },
        { label: texts.fields.kind, value: texts.kind[payout.kind] },
        { label: texts.fields.source, value: texts.source[payout.source] },
        { label: texts.fields.reason, value: payout.reason },
        { label: texts.fields.created_by, value: payout.created_by },
        { label: texts.fields.approved_by, value: payout.approved_by },
        { label: texts.fields.created_at, value: formatDateTime(payout.created_at) },
      ]}
    />
    <Typography variant="h2" sx={{ mt: 2, fontSize: '1rem' }}>
      {texts.titles.history}
    </Typography>
    {payout.events.length === 0 ? (
      <Typography color="text.secondary">{texts.list.noEvents}</Typography>
    ) : (
      <List dense aria-label={texts.titles.history}>
        {payout.events.map((event, index) => (
          <ListItem key={`${event.created_at}-${index}`} disableGutters>
            <ListItemText
              primary={texts.status[event.status]}
              secondary={[formatDateTime(event.created_at), event.user_name, event.reason].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    )}
  </Box>
);

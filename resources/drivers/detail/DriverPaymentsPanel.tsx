/**
 * The body of the driver card's payments and cashout tabs: the driver's payouts with their
 * statuses (GET /payouts?driver_id, a cashout's narrowed to its aggregator), what can be paid out
 * now (GET /drivers/:id/payouts/summary) and «Выплатить»; a row opens the payout with its
 * history, and statuses follow the payouts while any is open.
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, Pagination } from 'react-admin';
import { PAYOUT_RESOURCES } from '../../../dataProvider/adapters/payouts';
import { type Payout } from '../../../schemas/payouts';
import { formatDateTime } from '../../../src/components/dates';
import { Facts } from '../../../src/components/Facts';
import { tableSx } from '../../../src/components/listSx';
import { Money } from '../../../src/components/money';
import { LivePayoutsRefresh } from '../../../src/components/payouts/LivePayoutsRefresh';
import { PayoutHistoryDialog } from '../../../src/components/payouts/PayoutHistoryDialog';
import { PayoutStatusChip } from '../../../src/components/payouts/PayoutStatusChip';
import { joinFacts, PhoneList, ResponsiveList } from '../../../src/components/ResponsiveList';
import { useText } from '../../../src/i18n/useText';
import { PayDialog, type PayTarget } from './DriverPaymentsPay';
import { useDriverPayoutSummary } from './payoutSummary';

const Col = DataTable.Col<Payout>;

/** The driver's payouts of one filter, with the summary above and «Выплатить». */
export const DriverPayoutsPanel = ({ target, title }: { target: PayTarget; title: string }) => {
  const translate = useText();
  const summary = useDriverPayoutSummary(target.driverId);
  const [paying, setPaying] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const filter = target.kind === 'cashout' ? { driver_id: target.driverId, kind: 'cashout', aggregator_id: target.aggregatorId } : { driver_id: target.driverId };
  const open = (id: unknown) => {
    setOpenId(Number(id));
    return false as const;
  };
  const refetchSummary = summary.refetch;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {title}
          </Typography>
          {summary.data && (
            <Facts
              items={[
                { label: translate('payoutLists.pay.withdrawable'), value: <Money value={summary.data.withdrawable} /> },
                { label: translate('payoutLists.pay.balance'), value: <Money value={summary.data.balance} /> },
                { label: translate('payoutLists.pay.held'), value: <Money value={summary.data.held} /> },
              ]}
            />
          )}
        </Box>
        <Box>
          <Button variant="contained" onClick={() => setPaying(true)} disabled={!summary.data}>
            {translate('payoutLists.pay.button')}
          </Button>
        </Box>
      </Stack>
      <List
        resource={PAYOUT_RESOURCES.driverPayouts}
        filter={filter}
        sort={{ field: 'created_at', order: 'DESC' }}
        title={false}
        actions={false}
        perPage={25}
        storeKey={false}
        empty={false}
        component="div"
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      >
        <LivePayoutsRefresh onTick={() => void refetchSummary()} />
        <ResponsiveList
          phone={
            <PhoneList<Payout>
              aria-label={title}
              rowClick={open}
              primaryText={(record) => joinFacts(`№${record.id}`, formatDateTime(record.created_at))}
              tertiaryText={(record) => <Money value={record.amount} />}
              secondaryText={(record) => (
                <>
                  <PayoutStatusChip status={record.status} /> {joinFacts(translate(`payoutLists.rail.${record.rail}`), record.destination_title, record.reason)}
                </>
              )}
            />
          }
        >
          <DataTable<Payout> sx={tableSx} rowClick={open} bulkActionButtons={false}>
            <Col source="id" label={translate('payoutLists.fields.id')} disableSort />
            <Col source="created_at" label={translate('payoutLists.fields.created_at')} render={(record) => formatDateTime(record.created_at)} />
            <Col source="amount" label={translate('payoutLists.fields.amount')} align="right" render={(record) => <Money value={record.amount} />} />
            <Col source="fee" label={translate('payoutLists.fields.fee')} disableSort align="right" render={(record) => <Money value={record.fee} />} />
            <Col source="status" label={translate('payoutLists.fields.status')} render={(record) => <PayoutStatusChip status={record.status} />} />
            <Col source="destination_title" label={translate('payoutLists.fields.destination')} disableSort />
            <Col source="reason" label={translate('payoutLists.fields.reason')} disableSort />
          </DataTable>
        </ResponsiveList>
      </List>
      {paying && summary.data && (
        <PayDialog
          target={target}
          summary={summary.data}
          onClose={() => setPaying(false)}
          onCreated={(id) => {
            setPaying(false);
            setOpenId(id);
            void refetchSummary();
          }}
        />
      )}
      <PayoutHistoryDialog id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
};


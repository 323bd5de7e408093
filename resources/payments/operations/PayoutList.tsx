/**
 * /payments/transactions: the park's payouts (GET /payouts) newest first, paged on the server,
 * with the period, status, rail, account, kind and a driver search; the filter's totals; the
 * xlsx; a row opens the payout with its history. /payments/aggregators/:id is the same list
 * narrowed to the cashouts of that aggregator. Statuses refresh by themselves while any row is open.
 */
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, List, Pagination, SelectInput, TopToolbar, useListContext } from 'react-admin';
import { exportQuery } from '../../../dataProvider/adapters/lists';
import { PAYOUT_RESOURCES, PAYOUTS_LIST } from '../../../dataProvider/adapters/payouts';
import { PAYOUT_COUNT_CAP, PAYOUT_LIST_ENDPOINTS } from '../../../schemas/payout-lists';
import { PAYOUT_KINDS, PAYOUT_STATUSES, RAILS, type Payout } from '../../../schemas/payouts';
import { formatDateTime } from '../../../src/components/dates';
import { DriverLink } from '../../../src/components/links';
import { ListExport } from '../../../src/components/ListExport';
import { listSx, tableSx } from '../../../src/components/listSx';
import { Money } from '../../../src/components/money';
import { LivePayoutsRefresh } from '../../../src/components/payouts/LivePayoutsRefresh';
import { PayoutHistoryDialog } from '../../../src/components/payouts/PayoutHistoryDialog';
import { PayoutStatusChip } from '../../../src/components/payouts/PayoutStatusChip';
import { PeriodMemory, periodFilters, useStoredPeriod } from '../../../src/components/periodFilters';
import { joinFacts, PhoneList, ResponsiveList } from '../../../src/components/ResponsiveList';
import { useIdParam } from '../../../src/root/routeParams';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { ruPayoutLists } from '../../../texts/ru-payout-lists';
import { SearchInput } from '../../../src/components/SearchInput';

const texts = ruPayoutLists;
const Col = DataTable.Col<Payout>;
const choicesOf = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((key) => ({ id: key, name: labels[key] }));

function usePayoutAccounts() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['payouts', 'accounts'],
    queryFn: ({ signal }) => dataProvider.payoutListAccounts(signal),
  }).data?.accounts;
}

/** Count and sums of the list's current filter. */
const Totals = () => {
  const { filterValues, filter, sort, total } = useListContext();
  const dataProvider = useAppDataProvider();
  const query = exportQuery(PAYOUTS_LIST, { filter: { ...filterValues, ...filter }, sort });
  const totals = useQuery({
    queryKey: ['payouts', 'totals', query],
    queryFn: ({ signal }) => dataProvider.payoutTotals(query, signal),
  }).data;
  return (
    <Box sx={{ px: 2, py: 1 }}>
      {totals && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }} aria-label={texts.totals.count} role="group">
          <Typography variant="body2">
            {texts.totals.count}: <b>{totals.count}</b>
          </Typography>
          <Typography variant="body2" component="div">
            {texts.totals.amount}: <Money value={totals.amount} component="b" />
          </Typography>
          <Typography variant="body2" component="div">
            {texts.totals.fee}: <Money value={totals.fee} component="b" />
          </Typography>
        </Stack>
      )}
      {total !== undefined && total >= PAYOUT_COUNT_CAP && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {texts.list.tooMany}
        </Alert>
      )}
    </Box>
  );
};

const PayoutCards = ({ open }: { open: (id: number) => void }) => (
  <PhoneList<Payout>
    aria-label={texts.titles.transactions}
    rowClick={(id) => {
      open(Number(id));
      return false;
    }}
    primaryText={(record) => record.driver_name}
    tertiaryText={(record) => <Money value={record.amount} />}
    secondaryText={(record) => (
      <>
        <PayoutStatusChip status={record.status} />{' '}
        {joinFacts(`№${record.id}`, formatDateTime(record.created_at), texts.rail[record.rail], record.reason)}
      </>
    )}
  />
);

const PayoutTable = ({ open }: { open: (id: number) => void }) => (
  <ResponsiveList phone={<PayoutCards open={open} />}>
    <DataTable<Payout>
      sx={tableSx}
      rowClick={(id) => {
        open(Number(id));
        return false;
      }}
      bulkActionButtons={false}
    >
      <Col
        source="id"
        label={texts.fields.id}
        disableSort
        render={(record) => (
          <Button
            size="small"
            onClick={(event) => {
              event.stopPropagation();
              open(record.id);
            }}
          >{`№${record.id}`}</Button>
        )}
      />
      <Col source="created_at" label={texts.fields.created_at} render={(record) => formatDateTime(record.created_at)} />
      <Col source="driver_name" label={texts.fields.driver} disableSort render={(record) => <DriverLink id={record.driver_id} name={record.driver_name} />} />
      <Col source="amount" label={texts.fields.amount} align="right" render={(record) => <Money value={record.amount} />} />
      <Col source="fee" label={texts.fields.fee} disableSort align="right" render={(record) => <Money value={record.fee} />} />
      <Col source="status" label={texts.fields.status} render={(record) => <PayoutStatusChip status={record.status} />} />
      <Col source="rail" label={texts.fields.rail} disableSort render={(record) => texts.rail[record.rail]} />
      <Col source="account_name" label={texts.fields.account} disableSort />
      <Col source="kind" label={texts.fields.kind} disableSort render={(record) => texts.kind[record.kind]} />
      <Col source="reason" label={texts.fields.reason} disableSort />
    </DataTable>
  </ResponsiveList>
);

const PERIOD_KEY = 'payments.transactions.period';

const PayoutsScreen = ({ title, fixed, storageKey }: { title: string; fixed: Record<string, unknown>; storageKey: string }) => {
  const period = useStoredPeriod(storageKey);
  const accounts = usePayoutAccounts();
  const [openId, setOpenId] = useState<number | null>(null);
  const filters = [
    <SearchInput key="search" source="search" label={texts.fields.search} sx={{ minWidth: 240 }} alwaysOn />,
    ...periodFilters(),
    <SelectInput key="status" source="status" label={texts.fields.status} choices={choicesOf(PAYOUT_STATUSES, texts.status)} alwaysOn emptyText="—" />,
    <SelectInput key="rail" source="rail" label={texts.fields.rail} choices={choicesOf(RAILS, texts.rail)} emptyText="—" />,
    <SelectInput key="account_id" source="account_id" label={texts.fields.account} choices={(accounts ?? []).map((account) => ({ id: account.id, name: account.name }))} emptyText="—" />,
    ...('kind' in fixed ? [] : [<SelectInput key="kind" source="kind" label={texts.fields.kind} choices={choicesOf(PAYOUT_KINDS, texts.kind)} emptyText="—" />]),
  ];
  return (
    <List
      sx={listSx}
      resource={PAYOUT_RESOURCES.payouts}
      title={title}
      filter={fixed}
      filters={filters}
      filterDefaultValues={period}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={50}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      actions={
        <TopToolbar>
          <ListExport path={PAYOUT_LIST_ENDPOINTS.export} spec={PAYOUTS_LIST} fallbackName={`${texts.export.payoutsFile}.xlsx`} />
        </TopToolbar>
      }
      empty={false}
      storeKey={false}
    >
      <PeriodMemory storageKey={storageKey} />
      <LivePayoutsRefresh />
      <Totals />
      <PayoutTable open={setOpenId} />
      <PayoutHistoryDialog id={openId} onClose={() => setOpenId(null)} />
    </List>
  );
};

export const PayoutList = () => <PayoutsScreen title={texts.titles.transactions} fixed={{}} storageKey={PERIOD_KEY} />;

export const AggregatorCashouts = () => {
  const aggregatorId = useIdParam('id');
  return (
    <PayoutsScreen
      title={texts.titles.aggregatorCashouts}
      fixed={{ kind: 'cashout', aggregator_id: aggregatorId }}
      storageKey="payments.aggregators.period"
    />
  );
};

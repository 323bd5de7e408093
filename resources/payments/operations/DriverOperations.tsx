/**
 * /payments/drivers-operations: every payout and top-up across the park's drivers
 * (GET /transactions) in the period, with the operation, status and driver filters, the
 * period's totals, the xlsx, and «Массовая выплата». A payout's row opens it with its history.
 */
import { Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, Pagination, SelectInput, TopToolbar, useListContext } from 'react-admin';
import type { z } from 'zod';
import { OPERATIONS_LIST, PAYOUT_RESOURCES } from '../../../dataProvider/adapters/payouts';
import { PAYOUT_LIST_ENDPOINTS, TRANSACTION_TYPES, type Transaction, type TransactionsTotalsSchema } from '../../../schemas/payout-lists';
import { PAYOUT_STATUSES } from '../../../schemas/payouts';
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
import { ruPayoutLists } from '../../../texts/ru-payout-lists';
import { BulkPayoutButton } from './BulkPayoutDialog';
import { SearchInput } from '../../../src/components/SearchInput';

const texts = ruPayoutLists;
const Col = DataTable.Col<Transaction>;
const PERIOD_KEY = 'payments.drivers-operations.period';
type Totals = z.infer<typeof TransactionsTotalsSchema>;

const TotalsLine = () => {
  const { meta } = useListContext();
  const totals = (meta as { totals?: Totals } | undefined)?.totals;
  if (!totals) return null;
  return (
    <Stack direction="row" role="group" aria-label={texts.totals.count} sx={{ px: 2, py: 1, flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
      <Typography variant="body2" component="div">
        {texts.totals.payoutsCompleted}: <Money value={totals.payouts_amount} component="b" /> ({totals.payouts_count})
      </Typography>
      <Typography variant="body2" component="div">
        {texts.totals.open}: <Money value={totals.open_amount} component="b" /> ({totals.open_count})
      </Typography>
      <Typography variant="body2" component="div">
        {texts.totals.topups}: <Money value={totals.topups_amount} component="b" /> ({totals.topups_count})
      </Typography>
    </Stack>
  );
};

const statusOf = (record: Transaction) => (record.status === null ? texts.transactionType.topup : <PayoutStatusChip status={record.status} />);

export const DriverOperations = () => {
  const period = useStoredPeriod(PERIOD_KEY);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = (record: Transaction) => {
    if (record.type === 'payout') setOpenId(record.source_id);
    return false as const;
  };
  const filters = [
    <SearchInput key="search" source="search" label={texts.fields.driverSearch} sx={{ minWidth: 240 }} alwaysOn />,
    ...periodFilters(),
    <SelectInput key="type" source="type" label={texts.fields.type} choices={TRANSACTION_TYPES.map((type) => ({ id: type, name: texts.transactionType[type] }))} alwaysOn emptyText="—" />,
    <SelectInput key="status" source="status" label={texts.fields.status} choices={PAYOUT_STATUSES.map((status) => ({ id: status, name: texts.status[status] }))} emptyText="—" />,
  ];
  return (
    <List
      sx={listSx}
      resource={PAYOUT_RESOURCES.operations}
      title={texts.titles.operations}
      filters={filters}
      filterDefaultValues={period}
      perPage={50}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      actions={
        <TopToolbar>
          <BulkPayoutButton />
          <ListExport path={PAYOUT_LIST_ENDPOINTS.transactionsExport} spec={OPERATIONS_LIST} fallbackName={`${texts.export.transactionsFile}.xlsx`} />
        </TopToolbar>
      }
      empty={false}
      storeKey={false}
    >
      <PeriodMemory storageKey={PERIOD_KEY} />
      <LivePayoutsRefresh />
      <TotalsLine />
      <ResponsiveList
        phone={
          <PhoneList<Transaction>
            aria-label={texts.titles.operations}
            rowClick={(_id, _resource, record) => open(record as Transaction)}
            primaryText={(record) => record.driver_name}
            tertiaryText={(record) => <Money value={record.amount} />}
            secondaryText={(record) => (
              <>
                <Box component="span">{statusOf(record)}</Box> {joinFacts(texts.transactionType[record.type], formatDateTime(record.created_at), record.description)}
              </>
            )}
          />
        }
      >
        <DataTable<Transaction> sx={tableSx} rowClick={(_id, _resource, record) => open(record as Transaction)} bulkActionButtons={false}>
          <Col source="created_at" label={texts.fields.date} disableSort render={(record) => formatDateTime(record.created_at)} />
          <Col source="type" label={texts.fields.type} disableSort render={(record) => texts.transactionType[record.type]} />
          <Col source="driver_name" label={texts.fields.driver} disableSort render={(record) => <DriverLink id={record.driver_id} name={record.driver_name} />} />
          <Col source="amount" label={texts.fields.amount} disableSort align="right" render={(record) => <Money value={record.amount} />} />
          <Col source="fee" label={texts.fields.fee} disableSort align="right" render={(record) => <Money value={record.fee} />} />
          <Col source="status" label={texts.fields.status} disableSort render={statusOf} />
          <Col source="rail" label={texts.fields.rail} disableSort render={(record) => (record.rail ? texts.rail[record.rail] : '—')} />
          <Col source="description" label={texts.fields.description} disableSort />
          <Col source="user_name" label={texts.fields.user_name} disableSort />
        </DataTable>
      </ResponsiveList>
      <PayoutHistoryDialog id={openId} onClose={() => setOpenId(null)} />
    </List>
  );
};

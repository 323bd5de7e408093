/**
 * /payments/drivers-operations — generated (./operations.ts), with the filters (a driver search),
 * the period's totals, «Массовая выплата», the xlsx, and a payout's row opening it with its history.
 */
import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { SelectInput, useListContext } from 'react-admin';
import type { z } from 'zod';
import { OPERATIONS_LIST } from '../../../dataProvider/adapters/payouts';
import { PAYOUT_LIST_ENDPOINTS, TRANSACTION_TYPES, type Transaction, type TransactionsTotalsSchema } from '../../../schemas/payout-lists';
import { PAYOUT_STATUSES } from '../../../schemas/payouts';
import { GeneratedScopedList, type Slots } from '../../../src/components/generated/GeneratedScopedList';
import { DriverLink } from '../../../src/components/links';
import { ListExport } from '../../../src/components/ListExport';
import { Money } from '../../../src/components/money';
import { LivePayoutsRefresh } from '../../../src/components/payouts/LivePayoutsRefresh';
import { PayoutHistoryDialog } from '../../../src/components/payouts/PayoutHistoryDialog';
import { PayoutStatusChip } from '../../../src/components/payouts/PayoutStatusChip';
import { PeriodMemory, periodFilters, useStoredPeriod } from '../../../src/components/periodFilters';
import { SearchInput } from '../../../src/components/SearchInput';
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
import { BulkPayoutButton } from './BulkPayoutDialog';
import { operationList } from './operations';

const PERIOD_KEY = 'payments.drivers-operations.period';
type Totals = z.infer<typeof TransactionsTotalsSchema>;

const TotalsLine = () => {
  const translate = useText();
  const { meta } = useListContext();
  const totals = (meta as { totals?: Totals } | undefined)?.totals;
  if (!totals) return null;
  return (
    <Stack direction="row" role="group" aria-label={translate('payoutLists.totals.count')} sx={{ px: 2, py: 1, flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
      <Typography variant="body2" component="div">
        {translate('payoutLists.totals.payoutsCompleted')}: <Money value={totals.payouts_amount} component="b" /> ({totals.payouts_count})
      </Typography>
      <Typography variant="body2" component="div">
        {translate('payoutLists.totals.open')}: <Money value={totals.open_amount} component="b" /> ({totals.open_count})
      </Typography>
      <Typography variant="body2" component="div">
        {translate('payoutLists.totals.topups')}: <Money value={totals.topups_amount} component="b" /> ({totals.topups_count})
      </Typography>
    </Stack>
  );
};

const slots: Slots = {
  driver: (row) => <DriverLink id={(row as Transaction).driver_id} name={(row as Transaction).driver_name} />,
  status: (row) => {
    const { status } = row as Transaction;
    return status === null ? t('payoutLists.transactionType.topup') : <PayoutStatusChip status={status} />;
  },
};

const filters = [
  <SearchInput key="search" source="search" label={t('payoutLists.fields.driverSearch')} sx={{ minWidth: 240 }} alwaysOn />,
  ...periodFilters(),
  <SelectInput key="type" source="type" label={t('payoutLists.fields.type')} choices={TRANSACTION_TYPES.map((type) => ({ id: type, name: t(`payoutLists.transactionType.${type}`) }))} alwaysOn emptyText="—" />,
  <SelectInput key="status" source="status" label={t('payoutLists.fields.status')} choices={PAYOUT_STATUSES.map((status) => ({ id: status, name: t(`payoutLists.status.${status}`) }))} emptyText="—" />,
];

export const DriverOperations = () => {
  const translate = useText();
  const period = useStoredPeriod(PERIOD_KEY);
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <GeneratedScopedList
      declaration={operationList}
      slots={slots}
      filters={filters}
      filterDefaultValues={period}
      openRow={(row) => {
        const operation = row as Transaction;
        if (operation.type === 'payout') setOpenId(operation.source_id);
      }}
      actions={
        <>
          <BulkPayoutButton />
          <ListExport path={PAYOUT_LIST_ENDPOINTS.transactionsExport} spec={OPERATIONS_LIST} fallbackName={`${translate('payoutLists.export.transactionsFile')}.xlsx`} />
        </>
      }
      above={
        <>
          <PeriodMemory storageKey={PERIOD_KEY} />
          <LivePayoutsRefresh />
          <TotalsLine />
          <PayoutHistoryDialog id={openId} onClose={() => setOpenId(null)} />
        </>
      }
    />
  );
};

/**
 * /payments/transactions and /payments/aggregators/:id — generated (./payouts.ts), with the
 * filters (a search, the accounts loaded from the server), the filter's totals, the xlsx, and a
 * row opening the payout with its history. Statuses refresh by themselves while any row is open.
 */
import { Button } from '@mui/material';
import { useState } from 'react';
import { SelectInput, type RaRecord } from 'react-admin';
import { PAYOUTS_LIST } from '../../../dataProvider/adapters/payouts';
import { PAYOUT_LIST_ENDPOINTS } from '../../../schemas/payout-lists';
import { PAYOUT_KINDS, PAYOUT_STATUSES, RAILS, type Payout } from '../../../schemas/payouts';
import { GeneratedScopedList, type Slots } from '../../../src/components/generated/GeneratedScopedList';
import { DriverLink } from '../../../src/components/links';
import { ListExport } from '../../../src/components/ListExport';
import { LivePayoutsRefresh } from '../../../src/components/payouts/LivePayoutsRefresh';
import { PayoutHistoryDialog } from '../../../src/components/payouts/PayoutHistoryDialog';
import { PayoutStatusChip } from '../../../src/components/payouts/PayoutStatusChip';
import { PeriodMemory, periodFilters, useStoredPeriod } from '../../../src/components/periodFilters';
import { SearchInput } from '../../../src/components/SearchInput';
import { useIdParam } from '../../../src/root/routeParams';
import { textsAt } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
import { aggregatorCashoutList, payoutList } from './payouts';
import { PayoutTotals, usePayoutAccounts } from './PayoutTotals';

const choicesOf = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((key) => ({ id: key, name: labels[key] }));

const slotsOf = (open: (id: number) => void): Slots => ({
  id: (row) => (
    <Button
      size="small"
      onClick={(event) => {
        event.stopPropagation();
        open(Number(row.id));
      }}
    >{`№${row.id}`}</Button>
  ),
  driver: (row) => <DriverLink id={(row as Payout).driver_id} name={(row as Payout).driver_name} />,
  status: (row) => <PayoutStatusChip status={(row as Payout).status} />,
});

const PayoutsScreen = ({ aggregatorId }: { aggregatorId?: number }) => {
  const translate = useText();
  const declaration = aggregatorId === undefined ? payoutList : aggregatorCashoutList;
  const storageKey = aggregatorId === undefined ? 'payments.transactions.period' : 'payments.aggregators.period';
  const period = useStoredPeriod(storageKey);
  const accounts = usePayoutAccounts();
  const [openId, setOpenId] = useState<number | null>(null);
  const filters = [
    <SearchInput key="search" source="search" label={translate('payoutLists.fields.search')} sx={{ minWidth: 240 }} alwaysOn />,
    ...periodFilters(),
    <SelectInput key="status" source="status" label={translate('payoutLists.fields.status')} choices={choicesOf(PAYOUT_STATUSES, textsAt('payoutLists.status'))} alwaysOn emptyText="—" />,
    <SelectInput key="rail" source="rail" label={translate('payoutLists.fields.rail')} choices={choicesOf(RAILS, textsAt('payoutLists.rail'))} emptyText="—" />,
    <SelectInput key="account_id" source="account_id" label={translate('payoutLists.fields.account')} choices={(accounts ?? []).map((account) => ({ id: account.id, name: account.name }))} emptyText="—" />,
    ...(aggregatorId === undefined ? [<SelectInput key="kind" source="kind" label={translate('payoutLists.fields.kind')} choices={choicesOf(PAYOUT_KINDS, textsAt('payoutLists.kind'))} emptyText="—" />] : []),
  ];
  return (
    <GeneratedScopedList
      declaration={declaration}
      slots={slotsOf(setOpenId)}
      filters={filters}
      filterDefaultValues={period}
      routeFilter={aggregatorId === undefined ? undefined : { aggregator_id: String(aggregatorId) }}
      openRow={(row: RaRecord) => setOpenId(Number(row.id))}
      actions={<ListExport path={PAYOUT_LIST_ENDPOINTS.export} spec={PAYOUTS_LIST} fallbackName={`${translate('payoutLists.export.payoutsFile')}.xlsx`} />}
      above={
        <>
          <PeriodMemory storageKey={storageKey} />
          <LivePayoutsRefresh />
          <PayoutTotals />
          <PayoutHistoryDialog id={openId} onClose={() => setOpenId(null)} />
        </>
      }
    />
  );
};

export const PayoutList = () => <PayoutsScreen />;

export const AggregatorCashouts = () => <PayoutsScreen aggregatorId={useIdParam('id')} />;

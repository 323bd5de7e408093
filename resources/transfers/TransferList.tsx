/**
 * /transfers/list/{filter}: generated (./list.ts). The tab is the path's filter and carries the
 * count of `status_total`; the other filters, the sort and the page live in the URL's query, so a
 * filtered list can be bookmarked; the period is remembered for the next visit.
 */
import { useListContext } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { TRANSFERS_LIST } from '../../dataProvider/adapters/desk';
import { TRANSFER_ENDPOINTS, TransferFilterSchema, type TransferFilter, type TransfersResponse } from '../../schemas/transfers';
import { GeneratedScopedList } from '../../src/components/generated/GeneratedScopedList';
import { ListExport } from '../../src/components/ListExport';
import { LinkTabs } from '../../src/components/ListTabs';
import { useParkAggregators } from '../../src/components/parkAggregators';
import { PeriodMemory, useStoredPeriod } from '../../src/components/periodFilters';
import { useRouteParams } from '../../src/root/routeParams';
import { useText } from '../../src/i18n/useText';
import { transferList } from './list';
import { tabSearch, transferTabs } from './transferTabs';

export const TRANSFERS_PERIOD_KEY = 'transfers.list.period';

const TransferTabs = ({ filter }: { filter: TransferFilter }) => {
  const translate = useText();
  const { meta } = useListContext();
  const location = useLocation();
  const statusTotal = (meta as Pick<TransfersResponse, 'status_total'> | undefined)?.status_total;
  return (
    <LinkTabs
      label={translate('desk.transfers.tabsLabel')}
      value={filter}
      tabs={transferTabs(statusTotal)}
      to={(value) => `/transfers/list/${value}${tabSearch(location.search)}`}
    />
  );
};

export const TransferList = () => {
  const translate = useText();
  const parsed = TransferFilterSchema.safeParse(useRouteParams().filter);
  const period = useStoredPeriod(TRANSFERS_PERIOD_KEY);
  const aggregators = useParkAggregators();
  if (!parsed.success) return <Navigate replace to="/transfers/list/complete" />;
  return (
    <GeneratedScopedList
      declaration={transferList}
      routeFilter={{ filter: parsed.data }}
      filterDefaultValues={period}
      choices={{ aggregator_id: aggregators }}
      actions={<ListExport path={TRANSFER_ENDPOINTS.listExport} spec={TRANSFERS_LIST} fallbackName={translate('desk.transfers.exportName')} />}
      above={
        <>
          <PeriodMemory storageKey={TRANSFERS_PERIOD_KEY} />
          <TransferTabs filter={parsed.data} />
        </>
      }
    />
  );
};

/**
 * /drivers/detail/:id/transfers/:filter — the driver's trips, generated (./transfers/resource.ts),
 * with tabs per filter showing `status_total` and the period (last 7 days by default) kept locally.
 */
import { Tab } from '@mui/material';
import { TabStrip } from '../../../src/components/TabStrip';
import { useEffect, useMemo } from 'react';
import { useListContext } from 'react-admin';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { TRANSFER_FILTERS, TransferFilterSchema, type TransferFilter } from '../../../schemas/transfers';
import { formatNumber } from '../../../src/components/format';
import { readPeriod, storePeriod } from '../../../src/components/period';
import { useText } from '../../../src/i18n/useText';
import { useRouteParams } from '../../../src/root/routeParams';
import { periodOf } from '../../../src/components/period';
import { driverPath } from '../common/paths';
import { useDriverId } from './DriverCard';
import { GeneratedDriverTab } from './DriverTab';
import { driverTrips } from './transfers/resource';

const PERIOD_KEY = 'drivers.detail.transfers.period';

const RememberPeriod = () => {
  const { filterValues } = useListContext();
  useEffect(() => {
    const period = periodOf(filterValues);
    if (period !== null) storePeriod(PERIOD_KEY, period);
  }, [filterValues]);
  return null;
};

/** Filter tabs with the counts of the same query per filter; switching keeps the period and sort. */
const FilterTabs = ({ driverId, current }: { driverId: string; current: TransferFilter }) => {
  const translate = useText();
  const { meta } = useListContext();
  const location = useLocation();
  const counts = ((meta as { status_total?: Partial<Record<TransferFilter, number>> } | undefined)?.status_total ?? {});
  const search = new URLSearchParams(location.search);
  search.delete('page');
  const query = search.size > 0 ? `?${search.toString()}` : '';
  return (
    <TabStrip value={current} sx={{ mb: 1 }}>
      {TRANSFER_FILTERS.map((filter) => {
        const count = counts[filter];
        const label = translate(`drivers.transfers.filters.${filter}`);
        return (
          <Tab
            key={filter}
            value={filter}
            component={RouterLink}
            to={`${driverPath(driverId, `transfers/${filter}`)}${query}`}
            label={count === undefined ? label : `${label} (${formatNumber(count)})`}
          />
        );
      })}
    </TabStrip>
  );
};

export const DriverTransfers = () => {
  const id = useDriverId();
  const parsed = TransferFilterSchema.safeParse(useRouteParams().filter);
  const defaults = useMemo(() => readPeriod(PERIOD_KEY), []);
  if (!parsed.success) return <Navigate to={driverPath(id, 'transfers/complete')} replace />;
  return (
    <GeneratedDriverTab
      tab="transfers/complete"
      declaration={driverTrips}
      routeFilter={{ filter: parsed.data }}
      filterDefaultValues={defaults}
      above={
        <>
          <RememberPeriod />
          <FilterTabs driverId={id} current={parsed.data} />
        </>
      }
    />
  );
};

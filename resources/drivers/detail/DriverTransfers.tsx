/**
 * /drivers/detail/:id/transfers/:filter — the driver's trips (`GET /transfersp?driver_id=`) with
 * tabs per filter showing `status_total`, the period (last 7 days by default, kept locally),
 * server paging and sorting.
 */
import { Tab } from '@mui/material';
import { TabStrip } from '../../../src/components/TabStrip';
import { useEffect, useMemo } from 'react';
import { List, Pagination, useListContext } from 'react-admin';
import { DayInput } from '../../../src/components/DayInput';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import { TRANSFER_FILTERS, TransferFilterSchema, type TransferFilter } from '../../../schemas/transfers';
import { formatNumber } from '../../../src/components/format';
import { readPeriod, storePeriod } from '../../../src/components/period';
import { ruDrivers } from '../../../texts/ru-drivers';
import { useRouteParams } from '../../../src/root/routeParams';
import { periodOf } from '../../../src/components/period';
import { driverPath } from '../common/paths';
import { DriverCard, useDriverId } from './DriverCard';
import { TransferGrid } from './TransferGrid';

const PERIOD_KEY = 'drivers.detail.transfers.period';
const SORT = { field: 'booked_at', order: 'DESC' } as const;
const periodFilters = [
  <DayInput key="date_from" source="date_from" label={ruDrivers.filters.dateFrom} alwaysOn fullWidth={false} />,
  <DayInput key="date_to" source="date_to" label={ruDrivers.filters.dateTo} alwaysOn fullWidth={false} />,
];

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
        const label = ruDrivers.transfers.filters[filter];
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
    <DriverCard tab="transfers/complete">
      <List
        resource={DRIVER_RESOURCES.transfers}
        filter={{ driver_id: id, filter: parsed.data }}
        filters={periodFilters}
        filterDefaultValues={defaults}
        sort={SORT}
        title={false}
        actions={false}
        perPage={25}
        storeKey={false}
        empty={false}
        component="div"
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      >
        <RememberPeriod />
        <FilterTabs driverId={id} current={parsed.data} />
        <TransferGrid empty={ruDrivers.transfers.empty} />
      </List>
    </DriverCard>
  );
};

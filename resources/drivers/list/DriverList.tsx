/**
 * /drivers/list/:aggregatorId — the park's drivers over `GET /drivers/v2/list`: filters in the URL
 * (bookmarkable), server paging and sorting, aggregator tabs with their figures, xlsx export of
 * the current filter. `:aggregatorId` ('all' or an aggregator) narrows by `taxis_aggregators`.
 */
import AddOutlined from '@mui/icons-material/AddOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { Button, Chip, Link, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useMemo, type MouseEvent } from 'react';
import {
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  Pagination,
  TextField,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DRIVER_RESOURCES, driversListQuery } from '../../../dataProvider/adapters/drivers';
import { DRIVER_ENDPOINTS, type DriverListItem } from '../../../schemas/drivers';
import { ExportButton } from '../../../src/components/ExportButton';
import { formatNumber } from '../../../src/components/format';
import { Money, MoneyField } from '../../../src/components/money';
import { PhoneList, ResponsiveList } from '../../../src/components/ResponsiveList';
import { ruDrivers } from '../../../texts/ru-drivers';
import { ruFleet } from '../../../texts/ru-fleet';
import { useRouteParams } from '../../../src/root/routeParams';
import { carLabel, formatDate, formatDateTime } from '../common/format';
import { driverPath, driversListPath } from '../common/paths';
import { SelfStateBadge } from '../common/SelfStateBadge';
import { AggregatorTabs } from './AggregatorTabs';
import { driverFilters } from './DriverFilters';
import { listPeriodDefaults, rememberPeriod } from './listPeriod';

const fields = ruFleet.fields;
/** The list's requests share one channel: only the latest one's answer is applied (spec 4). */
const LIST_QUERY_OPTIONS = { meta: { latest: 'drivers-list' } };
const SORT = { field: 'full_name', order: 'ASC' } as const;

const ExportDrivers = ({ permanent }: { permanent: Record<string, string> }) => {
  const { filterValues, sort } = useListContext();
  return (
    <ExportButton
      path={DRIVER_ENDPOINTS.listExport}
      query={driversListQuery({ sort, filter: { ...filterValues, ...permanent } })}
      fallbackName="drivers.xlsx"
    />
  );
};

const DriverListActions = ({ permanent }: { permanent: Record<string, string> }) => (
  <TopToolbar>
    <FilterButton />
    <Button component={RouterLink} to="/drivers/new" size="small" startIcon={<AddOutlined />}>
      {ruDrivers.list.create}
    </Button>
    <ExportDrivers permanent={permanent} />
  </TopToolbar>
);

/** Keeps the period the user picks (src/components/period.ts). */
const RememberPeriod = () => {
  const { filterValues } = useListContext();
  useEffect(() => rememberPeriod(filterValues), [filterValues]);
  return null;
};

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

const AggregatorChips = ({ record }: { record: DriverListItem }) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
    {record.links.map((link) => (
      <Chip
        key={link.aggregator_id}
        size="small"
        clickable
        component={RouterLink}
        to={driversListPath(link.aggregator_id)}
        onClick={stopRowClick}
        label={link.aggregator_name}
        color={link.status === 'active' ? 'primary' : 'default'}
        variant={link.status === 'active' ? 'outlined' : 'filled'}
        title={ruFleet.linkStatus[link.status]}
      />
    ))}
  </Stack>
);

const DriverGrid = () => (
  <Datagrid
    rowClick={(id) => driverPath(id)}
    bulkActionButtons={false}
    empty={
      <Typography sx={{ p: 2 }} color="text.secondary">
        {ruDrivers.list.empty}
      </Typography>
    }
  >
    <FunctionField<DriverListItem>
      source="full_name"
      label={fields.full_name}
      render={(record) => (
        <Link component={RouterLink} to={driverPath(record.id)} onClick={stopRowClick} sx={{ fontWeight: 500 }}>
          {record.full_name}
        </Link>
      )}
    />
    <TextField source="phone" label={fields.phone} sortable={false} sx={{ whiteSpace: 'nowrap' }} />
    <FunctionField<DriverListItem>
      source="work_status"
      label={fields.work_status}
      render={(record) => ruFleet.workStatus[record.work_status]}
    />
    <FunctionField<DriverListItem>
      label={fields.self_state}
      render={(record) => <SelfStateBadge state={record.self_state} />}
    />
    <FunctionField<DriverListItem> label={fields.aggregators} render={(record) => <AggregatorChips record={record} />} />
    <FunctionField<DriverListItem> label={fields.car} render={(record) => (record.car ? carLabel(record.car) : ruDrivers.list.noCar)} />
    <MoneyField source="balance" label={fields.balance} />
    <MoneyField source="balance_limit" label={fields.balance_limit} />
    <FunctionField<DriverListItem>
      source="period_trips"
      label={fields.period_trips}
      sortable={false}
      render={(record) => formatNumber(record.period_trips)}
    />
    <MoneyField source="period_income" label={fields.period_income} sortable={false} />
    <FunctionField<DriverListItem>
      source="last_trip_at"
      label={fields.last_trip_at}
      render={(record) => formatDateTime(record.last_trip_at)}
    />
    <FunctionField<DriverListItem> source="hire_date" label={fields.hire_date} render={(record) => formatDate(record.hire_date)} />
    <FunctionField<DriverListItem>
      label=""
      render={(record) =>
        record.is_blocked ? (
          <Tooltip title={ruDrivers.list.blocked}>
            <BlockOutlined color="error" fontSize="small" aria-label={ruDrivers.list.blocked} />
          </Tooltip>
        ) : null
      }
    />
  </Datagrid>
);

/** A phone's card of a driver: name, balance on its right, phone and statuses below; a tap opens the card. */
const DriverCards = () => (
  <PhoneList<DriverListItem>
    aria-label={ruDrivers.list.title}
    rowClick={(id) => driverPath(id)}
    primaryText={(record) => record.full_name}
    tertiaryText={(record) => <Money value={record.balance} />}
    secondaryText={(record) =>
      [record.phone, ruFleet.workStatus[record.work_status], record.is_blocked ? ruDrivers.list.blocked : null]
        .filter(Boolean)
        .join(' · ')
    }
    empty={
      <Typography sx={{ p: 2 }} color="text.secondary">
        {ruDrivers.list.empty}
      </Typography>
    }
  />
);

export const DriverList = () => {
  const { aggregatorId = 'all' } = useRouteParams();
  const permanent = useMemo((): Record<string, string> => (aggregatorId === 'all' ? {} : { taxis_aggregators: aggregatorId }), [aggregatorId]);
  const defaults = useMemo(() => listPeriodDefaults(), []);
  return (
    <List
      resource={DRIVER_RESOURCES.drivers}
      // DeclaredRoute has already checked the session and the group (and the server checks every
      // call): skipping react-admin's own round of checks lets the first page be asked at once.
      disableAuthentication
      title={ruDrivers.list.title}
      filters={driverFilters}
      filter={permanent}
      filterDefaultValues={defaults}
      sort={SORT}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      queryOptions={LIST_QUERY_OPTIONS}
      actions={<DriverListActions permanent={permanent} />}
      empty={false}
    >
      <RememberPeriod />
      <AggregatorTabs current={aggregatorId} />
      <ResponsiveList phone={<DriverCards />}>
        <DriverGrid />
      </ResponsiveList>
    </List>
  );
};

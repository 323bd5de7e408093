/**
 * /transfers/list/{filter}: the park's trips (GET /transfersp). The tab is the path's filter and
 * carries the count of `status_total`; the other filters (search, period, aggregator, payment
 * method), the sort and the page live in the URL's query, so a filtered list can be bookmarked.
 */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DataTable,
  List,
  Pagination,
  SelectInput,
  TextInput,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { DESK_RESOURCES, TRANSFERS_LIST } from '../../dataProvider/adapters/desk';
import { PAYMENT_METHODS } from '../../schemas/fleet';
import {
  TRANSFER_ENDPOINTS,
  TransferFilterSchema,
  type Transfer,
  type TransferFilter,
  type TransfersResponse,
} from '../../schemas/transfers';
import { Money } from '../../src/components/money';
import { PhoneList, ResponsiveList, joinFacts } from '../../src/components/ResponsiveList';
import { ruDesk } from '../../texts/ru-desk';
import { ruFleet } from '../../texts/ru-fleet';
import { useRouteParams } from '../../src/root/routeParams';
import { useParkAggregators } from '../../src/components/parkAggregators';
import { formatDateTime } from '../../src/components/dates';
import { DriverLink, transferPath } from '../../src/components/links';
import { ListExport } from '../../src/components/ListExport';
import { PeriodMemory, periodFilters, useStoredPeriod } from '../../src/components/periodFilters';
import { listSx, tableSx } from '../../src/components/listSx';
import { LinkTabs } from '../../src/components/ListTabs';
import { TransferStatusChip } from '../../src/components/TransferStatusChip';
import { tabSearch, transferTabs } from './transferTabs';

export const TRANSFERS_PERIOD_KEY = 'transfers.list.period';
const paymentChoices = PAYMENT_METHODS.map((id) => ({ id, name: ruFleet.paymentMethod[id] }));
const fields = ruFleet.fields;
const Col = DataTable.Col<Transfer>;

const TransferTabs = ({ filter }: { filter: TransferFilter }) => {
  const { meta } = useListContext();
  const location = useLocation();
  const statusTotal = (meta as Pick<TransfersResponse, 'status_total'> | undefined)?.status_total;
  return (
    <LinkTabs
      label={ruDesk.transfers.tabsLabel}
      value={filter}
      tabs={transferTabs(statusTotal)}
      to={(value) => `/transfers/list/${value}${tabSearch(location.search)}`}
    />
  );
};

const Actions = () => (
  <TopToolbar>
    <ListExport path={TRANSFER_ENDPOINTS.listExport} spec={TRANSFERS_LIST} fallbackName={ruDesk.transfers.exportName} />
  </TopToolbar>
);

/** A cell's main value with a quieter second line (the aggregator under the number, the plate under the driver...). */
const TwoLines = ({ main, second }: { main: ReactNode; second: ReactNode }) => (
  <Box>
    <Box>{main}</Box>
    {second ? (
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {second}
      </Typography>
    ) : null}
  </Box>
);

const RouteCell = ({ record }: { record: Transfer }) => (
  <Box sx={{ maxWidth: 240 }}>
    <Typography variant="body2" noWrap title={record.address_from}>
      {record.address_from}
    </Typography>
    {record.address_to ? (
      <Typography variant="body2" color="text.secondary" noWrap title={record.address_to}>
        {record.address_to}
      </Typography>
    ) : null}
  </Box>
);

/**
 * Eight columns that fit beside the menu and the side panel: the aggregator sits under the order
 * number, the plate under the driver, the payment method under the price.
 */
const TransfersTable = () => (
  <DataTable<Transfer> sx={tableSx} rowClick={(id) => transferPath(id)} bulkActionButtons={false}>
    <Col
      source="short_id"
      label={fields.short_id}
      disableSort
      render={(record) => <TwoLines main={record.short_id} second={record.aggregator.name} />}
    />
    <Col source="booked_at" label={fields.booked_at} render={(record) => formatDateTime(record.booked_at)} />
    <Col source="ended_at" label={fields.ended_at} render={(record) => formatDateTime(record.ended_at)} />
    <Col source="status" label={fields.status} render={(record) => <TransferStatusChip status={record.status} />} />
    <Col
      source="driver.full_name"
      label={fields.driver}
      disableSort
      render={(record) => (
        <TwoLines main={<DriverLink id={record.driver.id} name={record.driver.full_name} />} second={record.car?.number} />
      )}
    />
    <Col source="address_from" label={ruDesk.transfers.route} disableSort render={(record) => <RouteCell record={record} />} />
    <Col
      source="price"
      label={fields.price}
      align="right"
      render={(record) => (
        <TwoLines main={<Money value={record.price} />} second={ruFleet.paymentMethod[record.payment_method]} />
      )}
    />
    <Col
      source="park_commission"
      label={fields.park_commission}
      align="right"
      render={(record) => <Money value={record.park_commission} />}
    />
  </DataTable>
);

/** A phone's card of a trip: number and price, then when, status, driver and aggregator; a tap opens it. */
const TransferCards = () => (
  <PhoneList<Transfer>
    aria-label={ruDesk.transfers.title}
    rowClick={(id) => transferPath(id)}
    primaryText={(record) => record.short_id}
    tertiaryText={(record) => <Money value={record.price} />}
    secondaryText={(record) =>
      joinFacts(
        formatDateTime(record.booked_at),
        ruFleet.transferStatus[record.status],
        record.driver.full_name,
        record.aggregator.name,
      )
    }
  />
);

export const TransferList = () => {
  const parsed = TransferFilterSchema.safeParse(useRouteParams().filter);
  const period = useStoredPeriod(TRANSFERS_PERIOD_KEY);
  const aggregators = useParkAggregators();
  if (!parsed.success) return <Navigate replace to="/transfers/list/complete" />;
  const filter = parsed.data;

  const filters = [
    <TextInput
      key="search"
      source="search"
      label={ruDesk.common.search}
      placeholder={ruDesk.transfers.search}
      alwaysOn
      resettable
      sx={{ minWidth: 260 }}
    />,
    ...periodFilters(),
    <SelectInput
      key="aggregator_id"
      source="aggregator_id"
      label={fields.aggregator}
      choices={aggregators}
      optionValue="id"
      optionText="name"
      emptyText={ruDesk.transfers.allAggregators}
      alwaysOn
    />,
    <SelectInput
      key="payment_method"
      source="payment_method"
      label={fields.payment_method}
      choices={paymentChoices}
      emptyText={ruDesk.transfers.allPaymentMethods}
      alwaysOn
    />,
  ];

  return (
    <List
      sx={listSx}
      resource={DESK_RESOURCES.transfers}
      storeKey="transfers.list"
      title={ruDesk.transfers.title}
      filter={{ filter }}
      filters={filters}
      filterDefaultValues={period}
      sort={{ field: 'booked_at', order: 'DESC' }}
      perPage={50}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      actions={<Actions />}
      empty={false}
    >
      <PeriodMemory storageKey={TRANSFERS_PERIOD_KEY} />
      <TransferTabs filter={filter} />
      <ResponsiveList phone={<TransferCards />}>
        <TransfersTable />
      </ResponsiveList>
    </List>
  );
};

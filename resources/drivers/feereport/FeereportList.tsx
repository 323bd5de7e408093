/**
 * /drivers/feereport (groups 1, 2, 5): per-driver commissions over a period with the totals of
 * the whole filter, search, sort by name, trips, revenue or park commission, paging and xlsx
 * export; a row opens the driver's trips for the same period.
 */
import { DataTable, List, Pagination, TopToolbar, useListContext } from 'react-admin';
import type { z } from 'zod';
import { DESK_RESOURCES, FEEREPORT_LIST } from '../../../dataProvider/adapters/desk';
import { DESK_ENDPOINTS, type FeereportRowSchema } from '../../../schemas/desk';
import { formatNumber } from '../../../src/components/format';
import { formatMoney, Money } from '../../../src/components/money';
import { PhoneList, ResponsiveList, joinFacts } from '../../../src/components/ResponsiveList';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';
import { ListExport } from '../../../src/components/ListExport';
import { PeriodMemory, periodFilters, useStoredPeriod } from '../../../src/components/periodFilters';
import { listSx, tableSx } from '../../../src/components/listSx';
import { FeeTotalsLine } from './FeeTotals';
import { FEEREPORT_PERIOD_KEY, feereportDriverPath } from './parts';
import { SearchInput } from '../../../src/components/SearchInput';

type FeereportRow = z.infer<typeof FeereportRowSchema> & { id: number };

const text = ruDesk.feereport;
const fields = ruFleet.fields;
const Col = DataTable.Col<FeereportRow>;

const Actions = () => (
  <TopToolbar>
    <ListExport path={DESK_ENDPOINTS.feereportExport} spec={FEEREPORT_LIST} fallbackName={text.exportName} />
  </TopToolbar>
);

const Rows = () => {
  const { filterValues } = useListContext();
  return (
    <ResponsiveList
      phone={
        <PhoneList<FeereportRow>
          aria-label={text.title}
          rowClick={(id) => feereportDriverPath(id, filterValues)}
          primaryText={(record) => record.full_name}
          tertiaryText={(record) => <Money value={record.park_commission} />}
          secondaryText={(record) =>
            joinFacts(
              record.phone,
              `${text.trips}: ${formatNumber(record.trips)}`,
              `${text.revenue}: ${formatMoney(record.revenue)}`,
              `${fields.aggregator_commission}: ${formatMoney(record.aggregator_commission)}`,
            )
          }
        />
      }
    >
      <DataTable<FeereportRow> sx={tableSx} bulkActionButtons={false} rowClick={(id) => feereportDriverPath(id, filterValues)}>
        <Col source="full_name" label={fields.full_name} />
        <Col source="phone" label={fields.phone} disableSort />
        <Col source="trips" label={text.trips} align="right" render={(record) => formatNumber(record.trips)} />
        <Col source="revenue" label={text.revenue} align="right" render={(record) => <Money value={record.revenue} />} />
        <Col
          source="park_commission"
          label={fields.park_commission}
          align="right"
          render={(record) => <Money value={record.park_commission} />}
        />
        <Col
          source="aggregator_commission"
          label={fields.aggregator_commission}
          disableSort
          align="right"
          render={(record) => <Money value={record.aggregator_commission} />}
        />
      </DataTable>
    </ResponsiveList>
  );
};

export const FeereportList = () => {
  const period = useStoredPeriod(FEEREPORT_PERIOD_KEY);
  const filters = [
    <SearchInput key="search" source="search" label={ruDesk.common.search} placeholder={text.search} alwaysOn />,
    ...periodFilters(),
  ];
  return (
    <List
      sx={listSx}
      resource={DESK_RESOURCES.feereport}
      storeKey="drivers.feereport"
      title={text.title}
      filters={filters}
      filterDefaultValues={period}
      sort={{ field: 'park_commission', order: 'DESC' }}
      perPage={50}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      actions={<Actions />}
      empty={false}
    >
      <PeriodMemory storageKey={FEEREPORT_PERIOD_KEY} />
      <FeeTotalsLine />
      <Rows />
    </List>
  );
};

/**
 * /transfers/corrections: the park's balance corrections (GET /transfers/corrections), newest
 * first, with search and period; a row opens the driver's balance.
 */
import { DataTable, List, Pagination, TextInput, TopToolbar } from 'react-admin';
import type { z } from 'zod';
import { CORRECTIONS_LIST, DESK_RESOURCES } from '../../dataProvider/adapters/desk';
import { LEDGER_ENDPOINTS, type ParkCorrectionsResponseSchema } from '../../schemas/ledger';
import { Money } from '../../src/components/money';
import { PhoneList, ResponsiveList, joinFacts } from '../../src/components/ResponsiveList';
import { ruDesk } from '../../texts/ru-desk';
import { ruFleet } from '../../texts/ru-fleet';
import { formatDateTime } from '../../src/components/dates';
import { DriverLink, driverCardPath } from '../../src/components/links';
import { ListExport } from '../../src/components/ListExport';
import { PeriodMemory, periodFilters, useStoredPeriod } from '../../src/components/periodFilters';
import { listSx, tableSx } from '../../src/components/listSx';

type Correction = z.infer<typeof ParkCorrectionsResponseSchema>['corrections'][number];

export const CORRECTIONS_PERIOD_KEY = 'transfers.corrections.period';
const fields = ruFleet.fields;
const Col = DataTable.Col<Correction>;

const Actions = () => (
  <TopToolbar>
    <ListExport
      path={LEDGER_ENDPOINTS.parkCorrectionsExport}
      spec={CORRECTIONS_LIST}
      fallbackName={ruDesk.corrections.exportName}
    />
  </TopToolbar>
);

const authorOf = (record: Correction) => record.user_name ?? ruFleet.ledgerAuthor[record.created_by];

/** A phone's card of a correction: driver and signed sum, then when, why and who; a tap opens the driver. */
const CorrectionCards = () => (
  <PhoneList<Correction>
    aria-label={ruDesk.corrections.title}
    rowClick={(_id, _resource, record) => driverCardPath(record.driver_id)}
    primaryText={(record) => record.driver_name}
    tertiaryText={(record) => <Money value={record.amount} signed />}
    secondaryText={(record) => joinFacts(formatDateTime(record.created_at), record.description, authorOf(record))}
  />
);

export const CorrectionList = () => {
  const period = useStoredPeriod(CORRECTIONS_PERIOD_KEY);
  const filters = [
    <TextInput
      key="search"
      source="search"
      label={ruDesk.common.search}
      placeholder={ruDesk.corrections.search}
      alwaysOn
      resettable
      sx={{ minWidth: 280 }}
    />,
    ...periodFilters(),
  ];
  return (
    <List
      sx={listSx}
      resource={DESK_RESOURCES.corrections}
      title={ruDesk.corrections.title}
      filters={filters}
      filterDefaultValues={period}
      perPage={50}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      actions={<Actions />}
      empty={false}
    >
      <PeriodMemory storageKey={CORRECTIONS_PERIOD_KEY} />
      <ResponsiveList phone={<CorrectionCards />}>
        <DataTable<Correction>
          sx={tableSx}
          rowClick={(_id, _resource, record) => driverCardPath(record.driver_id)}
          bulkActionButtons={false}
        >
          <Col source="created_at" label={fields.created_at} disableSort render={(record) => formatDateTime(record.created_at)} />
          <Col
            source="driver_name"
            label={fields.driver}
            disableSort
            render={(record) => <DriverLink id={record.driver_id} name={record.driver_name} />}
          />
          <Col source="amount" label={fields.amount} disableSort align="right" render={(record) => <Money value={record.amount} signed />} />
          <Col
            source="balance_after"
            label={fields.balance_after}
            disableSort
            align="right"
            render={(record) => <Money value={record.balance_after} />}
          />
          <Col source="description" label={fields.reason} disableSort />
          <Col source="user_name" label={fields.author} disableSort render={authorOf} />
        </DataTable>
      </ResponsiveList>
    </List>
  );
};

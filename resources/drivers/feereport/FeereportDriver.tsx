/**
 * /drivers/feereport/drivers/{id} (groups 1, 2, 5): one driver's trips over the period with the
 * commission columns and the totals; a row opens the trip.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, Stack, Typography } from '@mui/material';
import { DataTable, List, Pagination, useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import type { Transfer } from '../../../schemas/transfers';
import { Money } from '../../../src/components/money';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';
import { useRouteParams } from '../../../src/root/routeParams';
import { formatDateTime } from '../../../src/components/dates';
import { DriverLink, transferPath } from '../../transfers/shared/links';
import { PeriodMemory, periodFilters, useStoredPeriod } from '../../transfers/shared/period';
import { listSx, tableSx } from '../../transfers/shared/table';
import { TransferStatusChip } from '../../transfers/TransferStatusChip';
import { FeeTotalsLine } from './FeeTotals';
import { FEEREPORT_PERIOD_KEY } from './parts';

const text = ruDesk.feereport;
const fields = ruFleet.fields;
const Col = DataTable.Col<Transfer>;

interface DriverMeta {
  driver?: { id: number; full_name: string; phone: string };
}

const Heading = () => {
  const { meta } = useListContext();
  const driver = (meta as DriverMeta | undefined)?.driver;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', px: 2, py: 1 }}>
      <Button component={RouterLink} to="/drivers/feereport" startIcon={<ArrowBack />} size="small">
        {text.toReport}
      </Button>
      {driver ? (
        <Typography variant="h2" component="h1">
          {text.driverTitle}: <DriverLink id={driver.id} name={driver.full_name} inText />
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            {driver.phone}
          </Typography>
        </Typography>
      ) : null}
    </Stack>
  );
};

export const FeereportDriver = () => {
  const { id = '' } = useRouteParams();
  const period = useStoredPeriod(FEEREPORT_PERIOD_KEY);
  return (
    <List
      sx={listSx}
      resource={DESK_RESOURCES.feereportTransfers}
      storeKey={false}
      title={text.title}
      filter={{ driver_id: id }}
      filters={periodFilters()}
      filterDefaultValues={period}
      perPage={50}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      actions={false}
      empty={false}
    >
      <PeriodMemory storageKey={FEEREPORT_PERIOD_KEY} />
      <Heading />
      <FeeTotalsLine />
      <DataTable<Transfer> sx={tableSx} bulkActionButtons={false} rowClick={(transferId) => transferPath(transferId)}>
        <Col source="short_id" label={fields.short_id} disableSort />
        <Col source="booked_at" label={fields.booked_at} disableSort render={(record) => formatDateTime(record.booked_at)} />
        <Col source="status" label={fields.status} disableSort render={(record) => <TransferStatusChip status={record.status} />} />
        <Col source="aggregator.name" label={fields.aggregator} disableSort />
        <Col
          source="payment_method"
          label={fields.payment_method}
          disableSort
          render={(record) => ruFleet.paymentMethod[record.payment_method]}
        />
        <Col source="price" label={fields.price} disableSort align="right" render={(record) => <Money value={record.price} />} />
        <Col
          source="park_commission"
          label={fields.park_commission}
          disableSort
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
    </List>
  );
};

/**
 * /transfers/detail/{id}: one trip (GET /transfers/{id}): times, route, price and payment,
 * tariff, commissions, mileage, the cancellation reason, aggregator, driver and car, and the
 * ledger entries the trip wrote to the driver's balance.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetOne } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DESK_RESOURCES } from '../../dataProvider/adapters/desk';
import type { LedgerEntry } from '../../schemas/ledger';
import type { TransferDetail } from '../../schemas/transfers';
import { formatNumber } from '../../src/components/format';
import { Money } from '../../src/components/money';
import { fill } from '../../texts/ru';
import { ruDesk } from '../../texts/ru-desk';
import { ruFleet } from '../../texts/ru-fleet';
import { useRouteParams } from '../../src/root/routeParams';
import { formatDateTime } from '../../src/components/dates';
import { Facts } from '../../src/components/Facts';
import { DriverLink } from '../../src/components/links';
import { LoadError, Loading } from '../../src/components/loadStates';
import { TransferStatusChip } from '../../src/components/TransferStatusChip';

const fields = ruFleet.fields;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title}>
    <CardContent>
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const Entries = ({ entries }: { entries: readonly LedgerEntry[] }) =>
  entries.length === 0 ? (
    <Typography color="text.secondary">{ruDesk.transfer.noEntries}</Typography>
  ) : (
    <TableContainer>
      <Table size="small" aria-label={ruDesk.transfer.entries}>
        <TableHead>
          <TableRow>
            <TableCell>{fields.created_at}</TableCell>
            <TableCell>{fields.kind}</TableCell>
            <TableCell align="right">{fields.amount}</TableCell>
            <TableCell align="right">{fields.balance_after}</TableCell>
            <TableCell>{fields.description}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</TableCell>
              <TableCell>{ruFleet.ledgerKind[entry.kind]}</TableCell>
              <TableCell align="right">
                <Money value={entry.amount} signed />
              </TableCell>
              <TableCell align="right">
                <Money value={entry.balance_after} />
              </TableCell>
              <TableCell>{entry.description}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

export const TransferShow = () => {
  const { id = '' } = useRouteParams();
  const { data: transfer, isPending, error } = useGetOne<TransferDetail>(DESK_RESOURCES.transfer, { id: Number(id) });
  if (isPending) return <Loading />;
  if (error || transfer === undefined) return <LoadError error={error} />;

  const title = fill(ruDesk.transfer.title, { number: transfer.short_id });
  const car = transfer.car;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/transfers/list/complete" startIcon={<ArrowBack />} size="small">
          {ruDesk.transfer.toList}
        </Button>
        <Typography variant="h1">{title}</Typography>
        <TransferStatusChip status={transfer.status} />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title={ruDesk.transfer.order}>
          <Facts
            items={[
              { label: fields.short_id, value: transfer.short_id },
              { label: fields.status, value: ruFleet.transferStatus[transfer.status] },
              { label: fields.aggregator, value: transfer.aggregator.name },
              { label: fields.category, value: ruFleet.carCategory[transfer.category] },
              ...(transfer.cancel_reason ? [{ label: fields.cancel_reason, value: transfer.cancel_reason }] : []),
            ]}
          />
        </Section>
        <Section title={ruDesk.transfer.routeAndTime}>
          <Facts
            items={[
              { label: fields.booked_at, value: formatDateTime(transfer.booked_at) },
              { label: fields.ended_at, value: formatDateTime(transfer.ended_at) },
              { label: fields.address_from, value: transfer.address_from },
              { label: fields.address_to, value: transfer.address_to },
              { label: fields.mileage, value: formatNumber(transfer.mileage_km) },
            ]}
          />
        </Section>
        <Section title={ruDesk.transfer.money}>
          <Facts
            items={[
              { label: fields.price, value: <Money value={transfer.price} /> },
              { label: fields.payment_method, value: ruFleet.paymentMethod[transfer.payment_method] },
              { label: fields.park_commission, value: <Money value={transfer.park_commission} /> },
              { label: fields.aggregator_commission, value: <Money value={transfer.aggregator_commission} /> },
            ]}
          />
        </Section>
        <Section title={ruDesk.transfer.driverAndCar}>
          <Facts
            items={[
              { label: fields.driver, value: <DriverLink id={transfer.driver.id} name={transfer.driver.full_name} /> },
              { label: fields.phone, value: transfer.driver.phone },
              { label: fields.car, value: car ? `${car.brand} ${car.model}, ${car.number}` : ruDesk.transfer.noCar },
            ]}
          />
        </Section>
      </Box>
      <Section title={ruDesk.transfer.entries}>
        <Entries entries={transfer.entries} />
      </Section>
    </Stack>
  );
};

/**
 * /drivers/detail/:id/balance — the driver's ledger (`GET /drivers/{id}/balance`): newest entry
 * first with the balance right after it, a kind filter, paging, and the summary figures; above it a
 * self-employed driver's НПД panel (DriverNpdPanel).
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { List, Pagination, SelectInput, useListContext } from 'react-admin';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import { LEDGER_KINDS } from '../../../schemas/fleet';
import { Money } from '../../../src/components/money';
import { ruDrivers } from '../../../texts/ru-drivers';
import { ruFleet } from '../../../texts/ru-fleet';
import { DriverCard, useDriverId } from './DriverCard';
import { DriverNpdPanel } from './DriverNpdPanel';
import { LedgerGrid } from './LedgerGrid';

const text = ruDrivers.balance;
const KINDS = LEDGER_KINDS.map((kind) => ({ id: kind, name: ruFleet.ledgerKind[kind] }));
const kindFilter = [<SelectInput key="kind" source="kind" label={text.kind} choices={KINDS} alwaysOn emptyText={ruDrivers.transfers.filters.all} />];

const SUMMARY = [
  { key: 'balance', label: text.balance },
  { key: 'balance_limit', label: text.limit },
  { key: 'blocked_balance', label: text.blocked },
  { key: 'withdrawable', label: text.withdrawable },
] as const;

/** The answer's figures (balance, limit, blocked, withdrawable), kept by the adapter as `meta`. */
const BalanceSummary = () => {
  const { meta } = useListContext();
  const figures = (meta ?? {}) as Partial<Record<(typeof SUMMARY)[number]['key'], string>>;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 2, mb: 2 }}>
      {SUMMARY.map(({ key, label }) => (
        <Card key={key} component="section" aria-label={label}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Money value={figures[key]} variant="h3" component="p" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};

export const DriverBalance = () => {
  const id = useDriverId();
  return (
    <DriverCard tab="balance">
      <List
        resource={DRIVER_RESOURCES.balance}
        filter={{ driver_id: id }}
        filters={kindFilter}
        title={false}
        actions={false}
        perPage={25}
        storeKey={false}
        empty={false}
        component="div"
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      >
        <BalanceSummary />
        <LedgerGrid empty={text.empty} label={ruDrivers.card.tabs.balance} />
      </List>
      {/* A self-employed driver's НПД status and receipts, below the ledger the tab is about. */}
      <DriverNpdPanel driverId={Number(id)} />
    </DriverCard>
  );
};

/**
 * /drivers/detail/:id/balance — the driver's ledger, generated (./balance/resource.ts); above it
 * the answer's figures, below it a self-employed driver's НПД panel (DriverNpdPanel).
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { Money } from '../../../src/components/money';
import { t } from '../../../texts/t';
import { ledger } from './balance/resource';
import { ledgerSlots } from './ledgerSlots';
import { DriverCard, useDriverId } from './DriverCard';
import { DriverNpdPanel } from './DriverNpdPanel';
import { GeneratedScopedList } from '../../../src/components/generated/GeneratedScopedList';

const SUMMARY = [
  { key: 'balance', label: t('drivers.balance.balance') },
  { key: 'balance_limit', label: t('drivers.balance.limit') },
  { key: 'blocked_balance', label: t('drivers.balance.blocked') },
  { key: 'withdrawable', label: t('drivers.balance.withdrawable') },
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
      <GeneratedScopedList declaration={ledger} slots={ledgerSlots} above={<BalanceSummary />} />
      {/* A self-employed driver's НПД status and receipts, below the ledger the tab is about. */}
      <DriverNpdPanel driverId={Number(id)} />
    </DriverCard>
  );
};

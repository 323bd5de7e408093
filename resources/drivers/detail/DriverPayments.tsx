/**
 * /drivers/detail/:id/payments: the driver's payouts with their statuses, what can be paid out
 * now and «Выплатить» (DriverPaymentsPanel); the park's aggregators link to the cashout tab
 * /drivers/detail/:id/cashout/:aggregatorId of each.
 */
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useParkAggregators } from '../../../src/components/parkAggregators';
import { useText } from '../../../src/i18n/useText';
import { driverPath } from '../common/paths';
import { DriverCard, useDriverId } from './DriverCard';
import { DriverPayoutsPanel } from './DriverPaymentsPanel';

export const DriverPayments = () => {
  const translate = useText();
  const id = useDriverId();
  const aggregators = useParkAggregators();
  return (
    <DriverCard tab="payments">
      <DriverPayoutsPanel target={{ driverId: Number(id), kind: 'driver' }} title={translate('payoutLists.titles.driverPayments')} />
      {aggregators.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }} aria-label={translate('payoutLists.titles.driverCashout')} role="group">
          {aggregators.map((aggregator) => (
            <Button key={aggregator.id} size="small" variant="outlined" component={RouterLink} to={driverPath(id, `cashout/${aggregator.id}`)}>
              {`${translate('payoutLists.titles.driverCashout')}: ${aggregator.name}`}
            </Button>
          ))}
        </Stack>
      )}
    </DriverCard>
  );
};

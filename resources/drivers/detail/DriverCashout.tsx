/**
 * /drivers/detail/:id/cashout/:aggregatorId: pay out the driver's balance on one aggregator
 * (kind=cashout): that aggregator's cashouts of the driver, what can be paid, «Выплатить».
 */
import { useParkAggregators } from '../../../src/components/parkAggregators';
import { useIdParam } from '../../../src/root/routeParams';
import { useText } from '../../../src/i18n/useText';
import { DriverCard, useDriverId } from './DriverCard';
import { DriverPayoutsPanel } from './DriverPaymentsPanel';

export const DriverCashout = () => {
  const translate = useText();
  const id = useDriverId();
  const aggregatorId = useIdParam('aggregatorId');
  const aggregator = useParkAggregators().find((item) => item.id === aggregatorId);
  const title = aggregator ? `${translate('payoutLists.titles.driverCashout')}: ${aggregator.name}` : translate('payoutLists.titles.driverCashout');
  return (
    <DriverCard tab="payments">
      <DriverPayoutsPanel key={aggregatorId} target={{ driverId: Number(id), kind: 'cashout', aggregatorId }} title={title} />
    </DriverCard>
  );
};

/** A driver's payout summary (the panel's figures and «Выплатить»), through the data provider's named method. */
import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';

export function useDriverPayoutSummary(driverId: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['payouts', 'summary', driverId],
    queryFn: ({ signal }) => dataProvider.driverPayoutSummary(driverId, signal),
  });
}

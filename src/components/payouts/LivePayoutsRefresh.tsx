/**
 * Inside a react-admin list of payouts (or operations with a payout status): asks for the page
 * again while any of its rows is open, so the status chips follow; `onTick` refreshes what sits
 * beside the list (the driver's withdrawable sum).
 */
import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import type { PayoutStatus } from '../../../schemas/payouts';
import { liveWhileOpen } from './livePayouts';

export const LivePayoutsRefresh = ({ onTick }: { onTick?: () => void }) => {
  const { data, refetch } = useListContext<{ id: number; status: PayoutStatus | null }>();
  const interval = liveWhileOpen(data);
  useEffect(() => {
    if (interval === false) return undefined;
    const timer = setInterval(() => {
      void refetch();
      onTick?.();
    }, interval);
    return () => clearInterval(timer);
  }, [interval, refetch, onTick]);
  return null;
};

/** The tabs of a Точка account: its payouts and its settings. */
import { Tab } from '@mui/material';
import { TabStrip } from '../../../src/components/TabStrip';
import { Link } from 'react-router-dom';
import { ruPayoutAccounts } from '../../../texts/ru-payout-accounts';

export const TochkaTabs = ({ id, current }: { id: number; current: 'transactions' | 'settings' }) => (
  <TabStrip value={current}>
    <Tab value="transactions" label={ruPayoutAccounts.tabs.transactions} component={Link} to={`/payments/tochka/${id}/transactions`} />
    <Tab value="settings" label={ruPayoutAccounts.tabs.settings} component={Link} to={`/payments/tochka/${id}/settings`} />
  </TabStrip>
);

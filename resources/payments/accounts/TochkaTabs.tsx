/** The tabs of a Точка account: its payouts and its settings. */
import { Tab } from '@mui/material';
import { TabStrip } from '../../../src/components/TabStrip';
import { Link } from 'react-router-dom';
import { useText } from '../../../src/i18n/useText';

export const TochkaTabs = ({ id, current }: { id: number; current: 'transactions' | 'settings' }) => {
  const translate = useText();
  return (
    <TabStrip value={current}>
      <Tab value="transactions" label={translate('payoutAccounts.tabs.transactions')} component={Link} to={`/payments/tochka/${id}/transactions`} />
      <Tab value="settings" label={translate('payoutAccounts.tabs.settings')} component={Link} to={`/payments/tochka/${id}/settings`} />
    </TabStrip>
  );
};

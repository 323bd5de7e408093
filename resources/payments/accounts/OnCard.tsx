/** `/payments/on-card`: the park's card-provider accounts (CloudPayments, ypmn) with their state. */
import { Alert, Box, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Facts } from '../../../src/components/Facts';
import { useText } from '../../../src/i18n/useText';
import { AccountStatusChip, BalanceText, PageCard, readState, SandboxChip } from './parts';
import { useCardAccounts, useCanConfigure } from './queries';

export const OnCard = () => {
  const translate = useText();
  const cards = useCardAccounts();
  const canConfigure = useCanConfigure();
  return (
    <PageCard title={translate('payoutAccounts.onCard.title')} actions={<Link to="/payments/on-card/settings">{translate('payoutAccounts.onCard.settingsLink')}</Link>}>
      {readState(cards) ??
        (cards.data?.length === 0 ? (
          <Alert severity="info">
            {translate('payoutAccounts.onCard.empty')}
            {canConfigure ? (
              <>
                {' '}
                <Link to="/payments/add-account">{translate('payoutAccounts.list.add')}</Link>
              </>
            ) : null}
          </Alert>
        ) : (
          cards.data?.map((item) => (
            <Box key={item.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
              <Stack sx={{ gap: 1.5 }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h2">{item.name}</Typography>
                  <SandboxChip sandbox={item.sandbox} />
                </Stack>
                <Facts
                  items={[
                    { label: translate('payoutAccounts.onCard.provider'), value: translate(`payoutAccounts.rails.${item.rail}`) },
                    { label: item.rail === 'cloudpayments' ? translate('payoutAccounts.fields.public_id_cloudpayments') : translate('payoutAccounts.fields.public_id_ypmn'), value: item.public_id },
                    { label: translate('payoutAccounts.fields.status'), value: <AccountStatusChip status={item.status} /> },
                    { label: translate('payoutAccounts.fields.active'), value: item.active ? 'Да' : 'Нет' },
                    { label: translate('payoutAccounts.fields.card_drivers'), value: translate(`payoutAccounts.cardDrivers.${item.card_drivers}`) },
                    { label: translate('payoutAccounts.fields.balance'), value: <BalanceText balance={item.balance} /> },
                  ]}
                />
                <Link to={`/payments/on-card/settings?account=${item.id}`}>{translate('payoutAccounts.onCard.settingsLink')}</Link>
              </Stack>
            </Box>
          ))
        ))}
    </PageCard>
  );
};

/** `/payments/on-card`: the park's card-provider accounts (CloudPayments, ypmn) with their state. */
import { Alert, Box, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Facts } from '../../../src/components/Facts';
import { ruPayoutAccounts } from '../../../texts/ru-payout-accounts';
import { AccountStatusChip, BalanceText, PageCard, readState, SandboxChip } from './parts';
import { useCardAccounts, useCanConfigure } from './queries';

const t = ruPayoutAccounts;

export const OnCard = () => {
  const cards = useCardAccounts();
  const canConfigure = useCanConfigure();
  return (
    <PageCard title={t.onCard.title} actions={<Link to="/payments/on-card/settings">{t.onCard.settingsLink}</Link>}>
      {readState(cards) ??
        (cards.data?.length === 0 ? (
          <Alert severity="info">
            {t.onCard.empty}
            {canConfigure ? (
              <>
                {' '}
                <Link to="/payments/add-account">{t.list.add}</Link>
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
                    { label: t.onCard.provider, value: t.rails[item.rail] },
                    { label: item.rail === 'cloudpayments' ? t.fields.public_id_cloudpayments : t.fields.public_id_ypmn, value: item.public_id },
                    { label: t.fields.status, value: <AccountStatusChip status={item.status} /> },
                    { label: t.fields.active, value: item.active ? 'Да' : 'Нет' },
                    { label: t.fields.card_drivers, value: t.cardDrivers[item.card_drivers] },
                    { label: t.fields.balance, value: <BalanceText balance={item.balance} /> },
                  ]}
                />
                <Link to={`/payments/on-card/settings?account=${item.id}`}>{t.onCard.settingsLink}</Link>
              </Stack>
            </Box>
          ))
        ))}
    </PageCard>
  );
};

/** `/payments/payment-virtual` (groups 1, 2): the nominal account and its virtual accounts with balances and statuses. */
import { Alert, Box, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Facts } from '../../../src/components/Facts';
import { formatMoney } from '../../../src/components/money';
import { useText } from '../../../src/i18n/useText';
import { AccountStatusChip, BalanceText, PageCard, readState, SandboxChip } from './parts';
import { useBanks } from './queries';

export const PaymentVirtual = () => {
  const translate = useText();
  const banks = useBanks();
  const nominal = banks.data?.items.filter((item) => item.rail === 'nominal') ?? [];
  return (
    <PageCard title={translate('payoutAccounts.virtual.title')}>
      {readState(banks) ??
        (nominal.length === 0 ? (
          <Alert severity="info">
            {translate('payoutAccounts.virtual.empty')} <Link to="/payments/add-account">{translate('payoutAccounts.list.add')}</Link>
          </Alert>
        ) : (
          nominal.map((item) => (
            <Box key={item.taxis_banks_id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
              <Stack sx={{ gap: 1.5 }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h2">{item.bank_account.name}</Typography>
                  <SandboxChip sandbox={item.sandbox} />
                </Stack>
                <Facts
                  items={[
                    { label: translate('payoutAccounts.fields.public_id'), value: item.bank_account.public_id },
                    { label: translate('payoutAccounts.fields.status'), value: <AccountStatusChip status={item.bank_account.status} /> },
                    { label: translate('payoutAccounts.fields.balance'), value: <BalanceText balance={item.bank_account.balance} /> },
                  ]}
                />
                <Typography variant="h3">{translate('payoutAccounts.virtual.virtualAccounts')}</Typography>
                {item.virtual_account ? (
                  <Facts
                    items={[
                      {
                        label: translate('payoutAccounts.virtual.externalId'),
                        value: <Link to={`/payments/virtual-transactions/${item.virtual_account.virtual_account_id}`}>№ {item.virtual_account.virtual_account_id} · {translate('payoutAccounts.virtual.operations')}</Link>,
                      },
                      { label: translate('payoutAccounts.fields.balance'), value: formatMoney(item.virtual_account.balance) },
                      { label: translate('payoutAccounts.fields.status'), value: <AccountStatusChip status={item.virtual_account.status} /> },
                    ]}
                  />
                ) : null}
              </Stack>
            </Box>
          ))
        ))}
    </PageCard>
  );
};

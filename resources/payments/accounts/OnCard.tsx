/**
 * `/payments/on-card`: the park's card-provider accounts (CloudPayments, ypmn) with their state;
 * `/payments/on-card/settings`: a provider's fee, limits and whose cards it pays.
 */
import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router-dom';
import { Facts } from '../../../src/components/Facts';
import { ruPayoutAccounts } from '../../../texts/ru-payout-accounts';
import { AccountSettingsForm } from './AccountForm';
import { AccountStatusChip, BalanceText, PageCard, readState, SandboxChip } from './parts';
import { useAccount, useCardAccounts, useCanConfigure } from './queries';

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

const ProviderSettings = ({ id }: { id: number }) => {
  const query = useAccount(id);
  return readState(query) ?? (query.data ? <AccountSettingsForm account={query.data} /> : null);
};

export const OnCardSettings = () => {
  const cards = useCardAccounts();
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('account'));
  const items = cards.data ?? [];
  const id = items.some((item) => item.id === wanted) ? wanted : items[0]?.id;
  return (
    <PageCard title={t.onCard.settingsTitle}>
      {readState(cards) ??
        (id === undefined ? (
          <Alert severity="info">{t.onCard.empty}</Alert>
        ) : (
          <>
            <TextField
              select
              size="small"
              label={t.onCard.provider}
              value={id}
              onChange={(event) => setParams({ account: event.target.value }, { replace: true })}
              sx={{ maxWidth: 360 }}
            >
              {items.map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {`${t.rails[item.rail]} · ${item.name}`}
                </MenuItem>
              ))}
            </TextField>
            <ProviderSettings key={id} id={id} />
          </>
        ))}
    </PageCard>
  );
};

/**
 * `/payments/on-card/settings`: a card provider's fee, limits and whose cards it pays (generated:
 * ./settingsForm.ts), the provider chosen by `?account=` (the first one by default).
 */
import { Alert, MenuItem, TextField } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { GeneratedForm } from '../../../src/components/generated/GeneratedForm';
import { useText } from '../../../src/i18n/useText';
import { AccountFacts, useSaveAccount } from './AccountForm';
import { PageCard, readState } from './parts';
import { useAccount, useCanConfigure, useCardAccounts } from './queries';
import { accountSettingsForm } from './settingsForm';

const ProviderSettings = ({ id }: { id: number }) => {
  const query = useAccount(id);
  const canConfigure = useCanConfigure();
  const save = useSaveAccount();
  const account = query.data;
  return (
    readState(query) ??
    (account ? (
      <>
        <AccountFacts account={account} />
        {canConfigure ? (
          <GeneratedForm key={account.id} declaration={accountSettingsForm} record={account} onSave={(values) => save(account.id, values)} />
        ) : null}
      </>
    ) : null)
  );
};

export const OnCardSettings = () => {
  const translate = useText();
  const cards = useCardAccounts();
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('account'));
  const items = cards.data ?? [];
  const id = items.some((item) => item.id === wanted) ? wanted : items[0]?.id;
  return (
    <PageCard title={translate('payoutAccounts.onCard.settingsTitle')}>
      {readState(cards) ??
        (id === undefined ? (
          <Alert severity="info">{translate('payoutAccounts.onCard.empty')}</Alert>
        ) : (
          <>
            <TextField
              select
              size="small"
              label={translate('payoutAccounts.onCard.provider')}
              value={id}
              onChange={(event) => setParams({ account: event.target.value }, { replace: true })}
              sx={{ maxWidth: 360 }}
            >
              {items.map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {`${translate(`payoutAccounts.rails.${item.rail}`)} · ${item.name}`}
                </MenuItem>
              ))}
            </TextField>
            <ProviderSettings key={id} id={id} />
          </>
        ))}
    </PageCard>
  );
};

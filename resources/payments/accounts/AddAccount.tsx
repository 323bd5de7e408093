/**
 * `/payments/add-account` (groups 1, 2): connect the park's account on a rail — a bank (Точка;
 * Т-Банк and Альфа only under the park's flags), a card provider, SBP or a nominal account. The
 * API key goes to the server once and is kept sealed; the sandbox is «Тестовый режим». Qiwi is
 * closed and is not offered.
 */
import { Alert, Stack, Typography } from '@mui/material';
import { BooleanInput, Form, PasswordInput, SelectInput, TextInput, useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CONNECTABLE_RAILS, type ConnectableRail } from '../../../schemas/payout-accounts';
import { SubmitButton } from '../../../src/components/SubmitButton';
import { submissionErrors } from '../../../src/components/submission';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { useText } from '../../../src/i18n/useText';
import { PageCard, readState } from './parts';
import { accountPath } from './paths';
import { useAccountsRefresh, usePark } from './queries';

const BANKS: readonly ConnectableRail[] = ['tochka', 'tbank', 'alfa', 'nominal'];

const PublicIdInput = () => {
  const translate = useText();
  const rail = useWatch({ name: 'rail' }) as ConnectableRail | undefined;
  const label = rail === 'cloudpayments' ? translate('payoutAccounts.fields.public_id_cloudpayments') : rail === 'ypmn' ? translate('payoutAccounts.fields.public_id_ypmn') : rail === 'sbp' ? translate('payoutAccounts.fields.public_id_sbp') : translate('payoutAccounts.fields.public_id');
  return (
    <>
      {rail ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          {translate(`payoutAccounts.railHints.${rail}`)}
        </Typography>
      ) : null}
      <TextInput source="public_id" label={label} />
      {rail && BANKS.includes(rail) ? (
        <>
          <TextInput source="settings.bik" label={translate('payoutAccounts.fields.bik')} />
          <TextInput source="settings.signer" label={translate('payoutAccounts.fields.signer')} />
        </>
      ) : null}
    </>
  );
};

export const AddAccount = () => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useAccountsRefresh();
  const park = usePark();
  const state = readState(park);
  if (state || !park.data) return <PageCard title={translate('payoutAccounts.add.title')}>{state}</PageCard>;
  const allowed = CONNECTABLE_RAILS.filter((rail) => (rail !== 'tbank' || park.data.tbankAllowed) && (rail !== 'alfa' || park.data.alfabankAllowed));
  const choices = allowed.map((rail) => ({ id: rail, name: translate(`payoutAccounts.rails.${rail}`) }));
  const submit = async (values: Record<string, unknown>) => {
    try {
      const account = await dataProvider.connectPayoutAccount(values);
      await refresh();
      notify(translate('payoutAccounts.add.done').replace('%{name}', account.name), { type: 'success' });
      navigate(accountPath(account));
      return undefined;
    } catch (failure) {
      return submissionErrors(failure, notify);
    }
  };
  return (
    <PageCard title={translate('payoutAccounts.add.title')}>
      <Alert severity="info">{translate('payoutAccounts.add.qiwiClosed')}</Alert>
      {park.data.tbankAllowed ? null : <Alert severity="info">{translate('payoutAccounts.add.tbankOff')}</Alert>}
      {park.data.alfabankAllowed ? null : <Alert severity="info">{translate('payoutAccounts.add.alfaOff')}</Alert>}
      <Form onSubmit={submit} defaultValues={{ rail: 'tochka', sandbox: true, name: '', public_id: '', api_key: '' }}>
        <Stack sx={{ maxWidth: 560 }}>
          <SelectInput source="rail" label={translate('payoutAccounts.fields.rail')} choices={choices} />
          <TextInput source="name" label={translate('payoutAccounts.fields.name')} />
          <PublicIdInput />
          <PasswordInput source="api_key" label={translate('payoutAccounts.fields.api_key')} helperText={translate('payoutAccounts.fields.api_key_hint')} autoComplete="new-password" />
          <BooleanInput source="sandbox" label={translate('payoutAccounts.fields.sandbox')} helperText={translate('payoutAccounts.sandboxHint')} />
          <div>
            <SubmitButton label={translate('payoutAccounts.add.submit')} />
          </div>
        </Stack>
      </Form>
    </PageCard>
  );
};

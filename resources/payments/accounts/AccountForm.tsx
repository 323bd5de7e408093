/**
 * What the bank accounts' screens share: one account's settings form (read-only facts for the
 * groups that may not configure), an account of one bank by its route's id, and the Т-Банк/Альфа
 * flag's notice.
 */
import { Alert, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BooleanInput, Form, SelectInput, TextInput, useNotify } from 'react-admin';
import { CARD_DRIVER_SCOPES, type PayoutAccount } from '../../../schemas/payout-accounts';
import type { Rail } from '../../../schemas/payouts';
import { Facts } from '../../../src/components/Facts';
import { recordState } from '../../../src/components/loadStates';
import { SubmitButton } from '../../../src/components/SubmitButton';
import { submissionErrors } from '../../../src/components/submission';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { ruPayoutAccounts } from '../../../texts/ru-payout-accounts';
import { AccountStatusChip, BalanceText } from './parts';
import { ACCOUNTS_KEY, useAccount, useCanConfigure, usePark } from './queries';

const t = ruPayoutAccounts;
const f = t.fields;
const CARD_SCOPES = CARD_DRIVER_SCOPES.map((id) => ({ id, name: t.cardDrivers[id] }));

const formValues = (account: PayoutAccount) => ({
  name: account.name,
  active: account.active,
  per_payment_limit: account.per_payment_limit ?? '',
  per_day_limit: account.per_day_limit ?? '',
  per_recipient_day_limit: account.per_recipient_day_limit ?? '',
  fee_percent: account.fee_percent,
  fee_fixed: account.fee_fixed,
  fee_min: account.fee_min,
  settings: {
    bik: account.settings.bik ?? '',
    inn: account.settings.inn ?? '',
    bank_name: account.settings.bank_name ?? '',
    signer: account.settings.signer ?? '',
    card_drivers: account.settings.card_drivers ?? 'all',
  },
});

/** The settings form of one account; read-only facts for the groups that may not configure. */
export const AccountSettingsForm = ({ account }: { account: PayoutAccount }) => {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canConfigure = useCanConfigure();
  const card = account.rail === 'cloudpayments' || account.rail === 'ypmn';
  const facts = [
    { label: f.public_id, value: account.public_id },
    { label: f.status, value: <AccountStatusChip status={account.status} /> },
    { label: f.balance, value: <BalanceText balance={account.balance} at={account.balance_at} /> },
    { label: f.key_last4, value: account.key_last4 ? `•••• ${account.key_last4}` : null },
  ];
  if (!canConfigure) {
    return (
      <Facts
        items={[
          ...facts,
          { label: f.per_payment_limit, value: account.per_payment_limit ?? t.noLimit },
          { label: f.per_day_limit, value: account.per_day_limit ?? t.noLimit },
          { label: f.fee_percent, value: account.fee_percent },
        ]}
      />
    );
  }
  const submit = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.updatePayoutAccount(account.id, values);
      queryClient.setQueryData([...ACCOUNTS_KEY, account.id], saved);
      await queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      notify(t.settings.saved, { type: 'success' });
      return undefined;
    } catch (failure) {
      return submissionErrors(failure, notify);
    }
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <Facts items={facts} />
      <Form onSubmit={submit} defaultValues={formValues(account)} key={account.id}>
        <Stack sx={{ maxWidth: 560 }}>
          <TextInput source="name" label={f.name} />
          <BooleanInput source="active" label={f.active} />
          <Typography variant="h2">{t.settings.limits}</Typography>
          <TextInput source="per_payment_limit" label={f.per_payment_limit} helperText={t.noLimit} />
          <TextInput source="per_day_limit" label={f.per_day_limit} helperText={t.noLimit} />
          <TextInput source="per_recipient_day_limit" label={f.per_recipient_day_limit} helperText={t.noLimit} />
          <Typography variant="h2">{t.settings.fee}</Typography>
          <TextInput source="fee_percent" label={f.fee_percent} />
          <TextInput source="fee_fixed" label={f.fee_fixed} />
          <TextInput source="fee_min" label={f.fee_min} />
          {card ? (
            <SelectInput source="settings.card_drivers" label={f.card_drivers} choices={CARD_SCOPES} />
          ) : (
            <>
              <Typography variant="h2">{t.settings.requisites}</Typography>
              <TextInput source="settings.bank_name" label={f.bank_name} />
              <TextInput source="settings.bik" label={f.bik} />
              <TextInput source="settings.inn" label={f.inn} />
              <TextInput source="settings.signer" label={f.signer} />
            </>
          )}
          <div>
            <SubmitButton label={t.settings.save} />
          </div>
        </Stack>
      </Form>
    </Stack>
  );
};

/** An account of one bank by its route's id: «не найдено», another bank's notice, or its children. */
export const BankAccount = ({ id, rail, children }: { id: number; rail: Rail; children: (account: PayoutAccount) => ReactNode }) => {
  const query = useAccount(id);
  const state = recordState(id, query);
  if (state) return state;
  const account = query.data;
  if (!account) return null;
  if (account.rail !== rail) return <Alert severity="warning">{t.settings.wrongRail.replace('%{bank}', t.rails[rail])}</Alert>;
  return <>{children(account)}</>;
};

/** Т-Банк's and Альфа's screens: shown while the park's flag is on, otherwise a clear notice. */
export const FlaggedBank = ({ rail, children }: { rail: 'tbank' | 'alfa'; children: ReactNode }) => {
  const park = usePark();
  if (!park.data) return null;
  const allowed = rail === 'tbank' ? park.data.tbankAllowed : park.data.alfabankAllowed;
  if (!allowed) return <Alert severity="info">{t.settings.flagOff.replace('%{bank}', t.rails[rail])}</Alert>;
  return <>{children}</>;
};


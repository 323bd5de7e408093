/**
 * What the bank accounts' screens share: an account's facts and its save, an account of one bank
 * by its route's id, and the Т-Банк/Альфа flag's notice. The settings form is generated
 * (./settingsForm.ts).
 */
import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNotify } from 'react-admin';
import type { PayoutAccount } from '../../../schemas/payout-accounts';
import type { Rail } from '../../../schemas/payouts';
import { Facts } from '../../../src/components/Facts';
import { recordState } from '../../../src/components/loadStates';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { ruPayoutAccounts } from '../../../texts/ru-payout-accounts';
import { AccountStatusChip, BalanceText } from './parts';
import { ACCOUNTS_KEY, useAccount, useCanConfigure, usePark } from './queries';

const t = ruPayoutAccounts;
const f = t.fields;

/**
 * What an account is, above its settings form; for the groups that may not configure, its limits
 * and fee as well, read-only (the form is theirs to see, not to send).
 */
export const AccountFacts = ({ account }: { account: PayoutAccount }) => {
  const canConfigure = useCanConfigure();
  return (
    <Facts
      items={[
        { label: f.public_id, value: account.public_id },
        { label: f.status, value: <AccountStatusChip status={account.status} /> },
        { label: f.balance, value: <BalanceText balance={account.balance} at={account.balance_at} /> },
        { label: f.key_last4, value: account.key_last4 ? `•••• ${account.key_last4}` : null },
        ...(canConfigure
          ? []
          : [
              { label: f.per_payment_limit, value: account.per_payment_limit ?? t.noLimit },
              { label: f.per_day_limit, value: account.per_day_limit ?? t.noLimit },
              { label: f.fee_percent, value: account.fee_percent },
            ]),
      ]}
    />
  );
};

/** Saves an account's settings (a named data-provider method), and the screens' copies follow. */
export function useSaveAccount(): (id: number, values: Record<string, unknown>) => Promise<void> {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return async (id, values) => {
    const saved = await dataProvider.updatePayoutAccount(id, values);
    queryClient.setQueryData([...ACCOUNTS_KEY, id], saved);
    await queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    notify(t.settings.saved, { type: 'success' });
  };
}

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


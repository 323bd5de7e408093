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
import { useText } from '../../../src/i18n/useText';
import { AccountStatusChip, BalanceText } from './parts';
import { ACCOUNTS_KEY, useAccount, useCanConfigure, usePark } from './queries';

/**
 * What an account is, above its settings form; for the groups that may not configure, its limits
 * and fee as well, read-only (the form is theirs to see, not to send).
 */
export const AccountFacts = ({ account }: { account: PayoutAccount }) => {
  const translate = useText();
  const canConfigure = useCanConfigure();
  return (
    <Facts
      items={[
        { label: translate('payoutAccounts.fields.public_id'), value: account.public_id },
        { label: translate('payoutAccounts.fields.status'), value: <AccountStatusChip status={account.status} /> },
        { label: translate('payoutAccounts.fields.balance'), value: <BalanceText balance={account.balance} at={account.balance_at} /> },
        { label: translate('payoutAccounts.fields.key_last4'), value: account.key_last4 ? `•••• ${account.key_last4}` : null },
        ...(canConfigure
          ? []
          : [
              { label: translate('payoutAccounts.fields.per_payment_limit'), value: account.per_payment_limit ?? translate('payoutAccounts.noLimit') },
              { label: translate('payoutAccounts.fields.per_day_limit'), value: account.per_day_limit ?? translate('payoutAccounts.noLimit') },
              { label: translate('payoutAccounts.fields.fee_percent'), value: account.fee_percent },
            ]),
      ]}
    />
  );
};

/** Saves an account's settings (a named data-provider method), and the screens' copies follow. */
export function useSaveAccount(): (id: number, values: Record<string, unknown>) => Promise<void> {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return async (id, values) => {
    const saved = await dataProvider.updatePayoutAccount(id, values);
    queryClient.setQueryData([...ACCOUNTS_KEY, id], saved);
    await queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    notify(translate('payoutAccounts.settings.saved'), { type: 'success' });
  };
}

/** An account of one bank by its route's id: «не найдено», another bank's notice, or its children. */
export const BankAccount = ({ id, rail, children }: { id: number; rail: Rail; children: (account: PayoutAccount) => ReactNode }) => {
  const translate = useText();
  const query = useAccount(id);
  const state = recordState(id, query);
  if (state) return state;
  const account = query.data;
  if (!account) return null;
  if (account.rail !== rail) return <Alert severity="warning">{translate('payoutAccounts.settings.wrongRail').replace('%{bank}', translate(`payoutAccounts.rails.${rail}`))}</Alert>;
  return <>{children(account)}</>;
};

/** Т-Банк's and Альфа's screens: shown while the park's flag is on, otherwise a clear notice. */
export const FlaggedBank = ({ rail, children }: { rail: 'tbank' | 'alfa'; children: ReactNode }) => {
  const translate = useText();
  const park = usePark();
  if (!park.data) return null;
  const allowed = rail === 'tbank' ? park.data.tbankAllowed : park.data.alfabankAllowed;
  if (!allowed) return <Alert severity="info">{translate('payoutAccounts.settings.flagOff').replace('%{bank}', translate(`payoutAccounts.rails.${rail}`))}</Alert>;
  return <>{children}</>;
};


/**
 * `/payments/active-settings`: one row per payout kind, its default account a select saved on
 * change (`choosePayoutRailAccount`); the accounts offered are the answer's open ones.
 */
import { ROW_LIST_RESOURCES } from '../../../dataProvider/adapters/rowLists';
import { defineScopedList, type EditChoice } from '../../../schemas/resource-list';
import { t, textsAt, type TextsAt } from '../../../texts/t';

interface Account {
  id: number;
  name: string;
  rail: keyof TextsAt<'payoutAccounts.rails'>;
  sandbox: boolean;
}

/** An account as the select offers it: its rail, its name, and whether it is the bank's sandbox. */
const accountChoices = (meta: Readonly<Record<string, unknown>>): readonly EditChoice[] =>
  ((meta.accounts ?? []) as readonly Account[]).map((account) => ({
    id: account.id,
    name: `${t(`payoutAccounts.rails.${account.rail}`)} · ${account.name}${account.sandbox ? ` (${t('payoutAccounts.sandbox')})` : ''}`,
  }));

const kindName = { kind: 'choice', path: 'kind', labels: textsAt('payoutAccounts.kinds') } as const;

export const activeSettingsList = defineScopedList({
  wire: ROW_LIST_RESOURCES.railSettings,
  label: t('payoutAccounts.active.title'),
  empty: t('payoutAccounts.active.noKinds'),
  paged: false,
  columns: [
    { name: 'kind', label: t('payoutAccounts.active.kind'), cell: kindName },
    {
      name: 'account_id',
      label: t('payoutAccounts.active.account'),
      cell: { kind: 'number', path: 'account_id' },
      edit: { kind: 'select', method: 'choosePayoutRailAccount', choices: accountChoices, none: t('payoutAccounts.active.none'), saved: t('payoutAccounts.active.saved'), rowName: kindName },
    },
  ],
  phone: { primary: 'kind', facts: ['account_id'] },
});

/**
 * `/payments/active-settings`: one row per payout kind, its default account a select saved on
 * change (`choosePayoutRailAccount`); the accounts offered are the answer's open ones.
 */
import { ROW_LIST_RESOURCES } from '../../../dataProvider/adapters/rowLists';
import { defineScopedList, type EditChoice } from '../../../schemas/resource-list';
import { ruPayoutAccounts } from '../../../texts/ru-payout-accounts';

const t = ruPayoutAccounts;
const a = t.active;

interface Account {
  id: number;
  name: string;
  rail: keyof typeof t.rails;
  sandbox: boolean;
}

/** An account as the select offers it: its rail, its name, and whether it is the bank's sandbox. */
const accountChoices = (meta: Readonly<Record<string, unknown>>): readonly EditChoice[] =>
  ((meta.accounts ?? []) as readonly Account[]).map((account) => ({
    id: account.id,
    name: `${t.rails[account.rail]} · ${account.name}${account.sandbox ? ` (${t.sandbox})` : ''}`,
  }));

const kindName = { kind: 'choice', path: 'kind', labels: t.kinds } as const;

export const activeSettingsList = defineScopedList({
  wire: ROW_LIST_RESOURCES.railSettings,
  label: a.title,
  empty: a.noKinds,
  paged: false,
  columns: [
    { name: 'kind', label: a.kind, cell: kindName },
    {
      name: 'account_id',
      label: a.account,
      cell: { kind: 'number', path: 'account_id' },
      edit: { kind: 'select', method: 'choosePayoutRailAccount', choices: accountChoices, none: a.none, saved: a.saved, rowName: kindName },
    },
  ],
  phone: { primary: 'kind', facts: ['account_id'] },
});

/**
 * One payout account's settings (`PUT /payout-accounts/{id}`): its name, whether it pays, the
 * park's limits under the bank's, the driver's fee, and the requisites and signer of a bank — or,
 * for a card provider, whose cards it pays.
 */
import { AccountSettingsRequestSchema, CARD_DRIVER_SCOPES } from '../../../schemas/payout-accounts';
import { defineScopedForm } from '../../../schemas/resource-form';
import { ruPayoutAccounts } from '../../../texts/ru-payout-accounts';

const t = ruPayoutAccounts;
const f = t.fields;
const isCard = (account: Readonly<Record<string, unknown>>) => account.rail === 'cloudpayments' || account.rail === 'ypmn';

export const accountSettingsForm = defineScopedForm({
  schema: AccountSettingsRequestSchema,
  save: t.settings.save,
  sections: [
    {
      lines: [
        { source: 'name', label: f.name },
        { source: 'active', label: f.active },
      ],
    },
    {
      title: t.settings.limits,
      lines: [
        { source: 'per_payment_limit', label: f.per_payment_limit, helper: t.noLimit },
        { source: 'per_day_limit', label: f.per_day_limit, helper: t.noLimit },
        { source: 'per_recipient_day_limit', label: f.per_recipient_day_limit, helper: t.noLimit },
      ],
    },
    {
      title: t.settings.fee,
      lines: [
        { source: 'fee_percent', label: f.fee_percent },
        { source: 'fee_fixed', label: f.fee_fixed },
        { source: 'fee_min', label: f.fee_min },
        {
          source: 'settings.card_drivers',
          label: f.card_drivers,
          choices: Object.fromEntries(CARD_DRIVER_SCOPES.map((scope) => [scope, t.cardDrivers[scope]])),
          fallback: 'all',
          when: isCard,
        },
      ],
    },
    {
      title: t.settings.requisites,
      lines: [
        { source: 'settings.bank_name', label: f.bank_name, when: (account) => !isCard(account) },
        { source: 'settings.bik', label: f.bik, when: (account) => !isCard(account) },
        { source: 'settings.inn', label: f.inn, when: (account) => !isCard(account) },
        { source: 'settings.signer', label: f.signer, when: (account) => !isCard(account) },
      ],
    },
  ],
});

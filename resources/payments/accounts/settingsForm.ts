/**
 * One payout account's settings (`PUT /payout-accounts/{id}`): its name, whether it pays, the
 * park's limits under the bank's, the driver's fee, and the requisites and signer of a bank — or,
 * for a card provider, whose cards it pays.
 */
import { AccountSettingsRequestSchema, CARD_DRIVER_SCOPES } from '../../../schemas/payout-accounts';
import { defineScopedForm } from '../../../schemas/resource-form';
import { t } from '../../../texts/t';

const isCard = (account: Readonly<Record<string, unknown>>) => account.rail === 'cloudpayments' || account.rail === 'ypmn';

export const accountSettingsForm = defineScopedForm({
  schema: AccountSettingsRequestSchema,
  save: t('payoutAccounts.settings.save'),
  sections: [
    {
      lines: [
        { source: 'name', label: t('payoutAccounts.fields.name') },
        { source: 'active', label: t('payoutAccounts.fields.active') },
      ],
    },
    {
      title: t('payoutAccounts.settings.limits'),
      lines: [
        { source: 'per_payment_limit', label: t('payoutAccounts.fields.per_payment_limit'), helper: t('payoutAccounts.noLimit') },
        { source: 'per_day_limit', label: t('payoutAccounts.fields.per_day_limit'), helper: t('payoutAccounts.noLimit') },
        { source: 'per_recipient_day_limit', label: t('payoutAccounts.fields.per_recipient_day_limit'), helper: t('payoutAccounts.noLimit') },
      ],
    },
    {
      title: t('payoutAccounts.settings.fee'),
      lines: [
        { source: 'fee_percent', label: t('payoutAccounts.fields.fee_percent') },
        { source: 'fee_fixed', label: t('payoutAccounts.fields.fee_fixed') },
        { source: 'fee_min', label: t('payoutAccounts.fields.fee_min') },
        {
          source: 'settings.card_drivers',
          label: t('payoutAccounts.fields.card_drivers'),
          choices: Object.fromEntries(CARD_DRIVER_SCOPES.map((scope) => [scope, t(`payoutAccounts.cardDrivers.${scope}`)])),
          fallback: 'all',
          when: isCard,
        },
      ],
    },
    {
      title: t('payoutAccounts.settings.requisites'),
      lines: [
        { source: 'settings.bank_name', label: t('payoutAccounts.fields.bank_name'), when: (account) => !isCard(account) },
        { source: 'settings.bik', label: t('payoutAccounts.fields.bik'), when: (account) => !isCard(account) },
        { source: 'settings.inn', label: t('payoutAccounts.fields.inn'), when: (account) => !isCard(account) },
        { source: 'settings.signer', label: t('payoutAccounts.fields.signer'), when: (account) => !isCard(account) },
      ],
    },
  ],
});

/**
 * A new charge's form (`POST /drivers/{id}/charges`): what it is, the sum, what for, once or
 * repeated from a day, and how many times only for a repeated one. Drawn by GeneratedForm.
 */
import { CHARGE_KINDS, CHARGE_PERIODS } from '../../../schemas/fleet';
import { ChargeInputSchema } from '../../../schemas/ledger';
import { defineScopedForm } from '../../../schemas/resource-form';
import { t } from '../../../texts/t';

export const chargeForm = defineScopedForm({
  // The object before its transform (a one-off charge is sent with times 1): the same checks.
  schema: ChargeInputSchema.in,
  save: t('drivers.charges.create'),
  sections: [
    {
      lines: [
        { source: 'kind', label: t('drivers.charges.kind'), choices: Object.fromEntries(CHARGE_KINDS.map((kind) => [kind, t(`fleet.chargeKind.${kind}`)])) },
        { source: 'amount', label: t('drivers.charges.amountInput'), kind: 'money' },
        { source: 'description', label: t('drivers.charges.description'), kind: 'multiline' },
        {
          source: 'period',
          label: t('drivers.charges.period'),
          choices: Object.fromEntries(CHARGE_PERIODS.map((period) => [period, t(`fleet.chargePeriod.${period}`)])),
        },
        { source: 'starts_on', label: t('drivers.charges.startsOn'), kind: 'day' },
        { source: 'times', label: t('drivers.charges.times'), kind: 'number', whileValues: (values) => values.period !== 'once' },
      ],
    },
  ],
});

/**
 * A new charge's form (`POST /drivers/{id}/charges`): what it is, the sum, what for, once or
 * repeated from a day, and how many times only for a repeated one. Drawn by GeneratedForm.
 */
import { CHARGE_KINDS, CHARGE_PERIODS } from '../../../schemas/fleet';
import { ChargeInputSchema } from '../../../schemas/ledger';
import { defineScopedForm } from '../../../schemas/resource-form';
import { ruDrivers } from '../../../texts/ru-drivers';
import { ruFleet } from '../../../texts/ru-fleet';

const text = ruDrivers.charges;

export const chargeForm = defineScopedForm({
  // The object before its transform (a one-off charge is sent with times 1): the same checks.
  schema: ChargeInputSchema.in,
  save: text.create,
  sections: [
    {
      lines: [
        { source: 'kind', label: text.kind, choices: Object.fromEntries(CHARGE_KINDS.map((kind) => [kind, ruFleet.chargeKind[kind]])) },
        { source: 'amount', label: text.amountInput, kind: 'money' },
        { source: 'description', label: text.description, kind: 'multiline' },
        {
          source: 'period',
          label: text.period,
          choices: Object.fromEntries(CHARGE_PERIODS.map((period) => [period, ruFleet.chargePeriod[period]])),
        },
        { source: 'starts_on', label: text.startsOn, kind: 'day' },
        { source: 'times', label: text.times, kind: 'number', whileValues: (values) => values.period !== 'once' },
      ],
    },
  ],
});

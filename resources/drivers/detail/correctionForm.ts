/**
 * A correction's first step (/drivers/detail/:id/correction): the direction, a sum without a sign
 * and a reason, then what the sum will do (the screen's block) before «Проверить». The form's
 * values are not the wire's (one signed sum): `validateCorrection` checks them as sent.
 */
import { z } from 'zod';
import { CorrectionInputSchema } from '../../../schemas/ledger';
import { defineScopedForm } from '../../../schemas/resource-form';
import { ruDrivers } from '../../../texts/ru-drivers';
import { CORRECTION_DIRECTIONS, validateCorrection } from './correction';

const text = ruDrivers.correction;

export const CorrectionFormSchema = CorrectionInputSchema.extend({ direction: z.enum(CORRECTION_DIRECTIONS) });

export const correctionForm = defineScopedForm({
  schema: CorrectionFormSchema,
  save: text.review,
  check: validateCorrection,
  checkOnTouch: true,
  sections: [
    {
      lines: [
        { source: 'direction', label: text.direction, kind: 'radio', choices: text.directions },
        { source: 'amount', label: text.amount, helper: text.amountHint, kind: 'money' },
      ],
    },
    { slot: 'effect', lines: [] },
    { lines: [{ source: 'reason', label: text.reason, helper: text.reasonHint, kind: 'multiline' }] },
  ],
});

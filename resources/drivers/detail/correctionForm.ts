/**
 * A correction's first step (/drivers/detail/:id/correction): the direction, a sum without a sign
 * and a reason, then what the sum will do (the screen's block) before «Проверить». The form's
 * values are not the wire's (one signed sum): `validateCorrection` checks them as sent.
 */
import { z } from 'zod';
import { CorrectionInputSchema } from '../../../schemas/ledger';
import { defineScopedForm } from '../../../schemas/resource-form';
import { t, textsAt } from '../../../texts/t';
import { CORRECTION_DIRECTIONS, validateCorrection } from './correction';

export const CorrectionFormSchema = CorrectionInputSchema.extend({ direction: z.enum(CORRECTION_DIRECTIONS) });

export const correctionForm = defineScopedForm({
  schema: CorrectionFormSchema,
  save: t('drivers.correction.review'),
  check: validateCorrection,
  checkOnTouch: true,
  sections: [
    {
      lines: [
        { source: 'direction', label: t('drivers.correction.direction'), kind: 'radio', choices: textsAt('drivers.correction.directions') },
        { source: 'amount', label: t('drivers.correction.amount'), helper: t('drivers.correction.amountHint'), kind: 'money' },
      ],
    },
    { slot: 'effect', lines: [] },
    { lines: [{ source: 'reason', label: t('drivers.correction.reason'), helper: t('drivers.correction.reasonHint'), kind: 'multiline' }] },
  ],
});

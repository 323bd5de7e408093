/** A driver's app access (`PUT /drivers/{id}/app`): one switch, saved as it flips. */
import { DriverAppUpdateSchema } from '../../../schemas/drivers';
import { defineScopedForm } from '../../../schemas/resource-form';
import { t } from '../../../texts/t';

export const appAccessForm = defineScopedForm({
  schema: DriverAppUpdateSchema,
  // Never shown: the form saves on change, without a button.
  save: t('drivers.common.save'),
  sections: [{ lines: [{ source: 'app_access', label: t('drivers.app.access') }] }],
});

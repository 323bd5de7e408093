/** A driver's app access (`PUT /drivers/{id}/app`): one switch, saved as it flips. */
import { DriverAppUpdateSchema } from '../../../schemas/drivers';
import { defineScopedForm } from '../../../schemas/resource-form';
import { ruDrivers } from '../../../texts/ru-drivers';

export const appAccessForm = defineScopedForm({
  schema: DriverAppUpdateSchema,
  // Never shown: the form saves on change, without a button.
  save: ruDrivers.common.save,
  sections: [{ lines: [{ source: 'app_access', label: ruDrivers.app.access }] }],
});

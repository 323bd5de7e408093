/**
 * The park's defaults for one aggregator's driver-add requests (`PUT …/drivers-add-settings`): the
 * work rule new drivers get and the city (both loaded by the screen), the employment of a new
 * person, and whether the car follows the approved driver at once.
 */
import { DriverAddSettingsInputSchema } from '../../../schemas/drivers-add';
import { EMPLOYMENT_TYPES } from '../../../schemas/fleet';
import { defineScopedForm } from '../../../schemas/resource-form';
import { t } from '../../../texts/t';

export const driverAddSettingsForm = defineScopedForm({
  schema: DriverAddSettingsInputSchema,
  save: t('driversAdd.settings.save'),
  sections: [
    {
      lines: [
        { source: 'work_rule_id', label: t('driversAdd.settings.workRule'), choices: 'screen', none: t('driversAdd.settings.workRuleNone') },
        { source: 'city_id', label: t('driversAdd.settings.cityId'), choices: 'screen', none: t('aggregators.create.cityNone') },
        {
          source: 'employment_type',
          label: t('driversAdd.settings.employmentType'),
          choices: Object.fromEntries(EMPLOYMENT_TYPES.map((type) => [type, t(`fleet.employmentType.${type}`)])),
        },
        { source: 'auto_car', label: t('driversAdd.settings.autoCar') },
      ],
    },
  ],
});

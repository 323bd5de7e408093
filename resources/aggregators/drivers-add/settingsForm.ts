/**
 * The park's defaults for one aggregator's driver-add requests (`PUT …/drivers-add-settings`): the
 * work rule new drivers get and the city (both loaded by the screen), the employment of a new
 * person, and whether the car follows the approved driver at once.
 */
import { DriverAddSettingsInputSchema } from '../../../schemas/drivers-add';
import { EMPLOYMENT_TYPES } from '../../../schemas/fleet';
import { defineScopedForm } from '../../../schemas/resource-form';
import { ruAggregators } from '../../../texts/ru-aggregators';
import { ruDriversAdd } from '../../../texts/ru-drivers-add';
import { ruFleet } from '../../../texts/ru-fleet';

const texts = ruDriversAdd.settings;

export const driverAddSettingsForm = defineScopedForm({
  schema: DriverAddSettingsInputSchema,
  save: texts.save,
  sections: [
    {
      lines: [
        { source: 'work_rule_id', label: texts.workRule, choices: 'screen', none: texts.workRuleNone },
        { source: 'city_id', label: texts.cityId, choices: 'screen', none: ruAggregators.create.cityNone },
        {
          source: 'employment_type',
          label: texts.employmentType,
          choices: Object.fromEntries(EMPLOYMENT_TYPES.map((type) => [type, ruFleet.employmentType[type]])),
        },
        { source: 'auto_car', label: texts.autoCar },
      ],
    },
  ],
});

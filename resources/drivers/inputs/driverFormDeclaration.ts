/**
 * The driver form of /drivers/new and the card's profile tab, as a park reads it: the person, the
 * licence, the work, the money, a comment. Every input is a line of DriverInputSchema's fields;
 * the group picker and the car search are the screen's (`slot`, ./GroupInput.tsx, ./CarInput.tsx).
 * The checks are the schema's plus the adult check the server makes with its clock.
 */
import { DriverInputSchema } from '../../../schemas/drivers';
import { DRIVER_WORK_STATUSES, EMPLOYMENT_TYPES, LICENCE_COUNTRIES } from '../../../schemas/fleet';
import { defineScopedForm } from '../../../schemas/resource-form';
import { t, textsAt } from '../../../texts/t';
import { validateDriver } from './driverForm';

const labelled = <T extends string>(codes: readonly T[], labels: Readonly<Record<T, string>>) =>
  Object.fromEntries(codes.map((code) => [code, labels[code]]));

/** The form with its submit button's text: «Создать водителя» on a new driver, «Сохранить» on the profile. */
const driverForm = (save: string) =>
  defineScopedForm({
    schema: DriverInputSchema,
    save,
    columns: true,
    check: (values) => validateDriver(values),
    sections: [
      {
        title: t('drivers.profile.sections.person'),
        lines: [
          { source: 'last_name', label: t('fleet.fields.last_name') },
          { source: 'first_name', label: t('fleet.fields.first_name') },
          { source: 'middle_name', label: t('fleet.fields.middle_name') },
          { source: 'phone', label: t('fleet.fields.phone'), helper: t('drivers.profile.phoneHint') },
          { source: 'email', label: t('fleet.fields.email') },
          { source: 'birth_date', label: t('fleet.fields.birth_date') },
          { source: 'tax_identification_number', label: t('fleet.fields.tax_identification_number') },
          { source: 'passport_number', label: t('fleet.fields.passport_number') },
          { source: 'address', label: t('fleet.fields.address') },
        ],
      },
      {
        title: t('drivers.profile.sections.licence'),
        lines: [
          { source: 'licence_number', label: t('fleet.fields.licence_number') },
          { source: 'licence_country', label: t('fleet.fields.licence_country'), choices: labelled(LICENCE_COUNTRIES, textsAt('fleet.licenceCountry')) },
          { source: 'licence_issue_date', label: t('fleet.fields.licence_issue_date') },
          { source: 'licence_expiration_date', label: t('fleet.fields.licence_expiration_date') },
          { source: 'experience_since', label: t('fleet.fields.experience_since') },
        ],
      },
      {
        title: t('drivers.profile.sections.work'),
        lines: [
          { source: 'work_status', label: t('fleet.fields.work_status'), choices: labelled(DRIVER_WORK_STATUSES, textsAt('fleet.workStatus')) },
          { source: 'employment_type', label: t('fleet.fields.employment_type'), choices: labelled(EMPLOYMENT_TYPES, textsAt('fleet.employmentType')) },
          { source: 'group_id', label: t('fleet.fields.group'), kind: 'slot' },
          { source: 'car_id', label: t('fleet.fields.car'), kind: 'slot' },
          { source: 'hire_date', label: t('fleet.fields.hire_date') },
          { source: 'fire_date', label: t('fleet.fields.fire_date') },
        ],
      },
      {
        title: t('drivers.profile.sections.money'),
        lines: [{ source: 'balance_limit', label: t('fleet.fields.balance_limit'), kind: 'money', helper: t('drivers.profile.balanceLimitHint') }],
      },
      { title: t('drivers.profile.sections.comment'), lines: [{ source: 'comment', label: t('fleet.fields.comment'), kind: 'multiline', rows: 3, wide: true }] },
    ],
  });

export const driverCreateForm = driverForm(t('drivers.create.submit'));
export const driverProfileForm = driverForm(t('drivers.common.save'));

/**
 * The driver form of /drivers/new and the card's profile tab, as a park reads it: the person, the
 * licence, the work, the money, a comment. Every input is a line of DriverInputSchema's fields;
 * the group picker and the car search are the screen's (`slot`, ./GroupInput.tsx, ./CarInput.tsx).
 * The checks are the schema's plus the adult check the server makes with its clock.
 */
import { DriverInputSchema } from '../../../schemas/drivers';
import { DRIVER_WORK_STATUSES, EMPLOYMENT_TYPES, LICENCE_COUNTRIES } from '../../../schemas/fleet';
import { defineScopedForm } from '../../../schemas/resource-form';
import { ruDrivers } from '../../../texts/ru-drivers';
import { ruFleet } from '../../../texts/ru-fleet';
import { validateDriver } from './driverForm';

const fields = ruFleet.fields;
const sections = ruDrivers.profile.sections;
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
        title: sections.person,
        lines: [
          { source: 'last_name', label: fields.last_name },
          { source: 'first_name', label: fields.first_name },
          { source: 'middle_name', label: fields.middle_name },
          { source: 'phone', label: fields.phone, helper: ruDrivers.profile.phoneHint },
          { source: 'email', label: fields.email },
          { source: 'birth_date', label: fields.birth_date },
          { source: 'tax_identification_number', label: fields.tax_identification_number },
          { source: 'passport_number', label: fields.passport_number },
          { source: 'address', label: fields.address },
        ],
      },
      {
        title: sections.licence,
        lines: [
          { source: 'licence_number', label: fields.licence_number },
          { source: 'licence_country', label: fields.licence_country, choices: labelled(LICENCE_COUNTRIES, ruFleet.licenceCountry) },
          { source: 'licence_issue_date', label: fields.licence_issue_date },
          { source: 'licence_expiration_date', label: fields.licence_expiration_date },
          { source: 'experience_since', label: fields.experience_since },
        ],
      },
      {
        title: sections.work,
        lines: [
          { source: 'work_status', label: fields.work_status, choices: labelled(DRIVER_WORK_STATUSES, ruFleet.workStatus) },
          { source: 'employment_type', label: fields.employment_type, choices: labelled(EMPLOYMENT_TYPES, ruFleet.employmentType) },
          { source: 'group_id', label: fields.group, kind: 'slot' },
          { source: 'car_id', label: fields.car, kind: 'slot' },
          { source: 'hire_date', label: fields.hire_date },
          { source: 'fire_date', label: fields.fire_date },
        ],
      },
      {
        title: sections.money,
        lines: [{ source: 'balance_limit', label: fields.balance_limit, kind: 'money', helper: ruDrivers.profile.balanceLimitHint }],
      },
      { title: sections.comment, lines: [{ source: 'comment', label: fields.comment, kind: 'multiline', rows: 3, wide: true }] },
    ],
  });

export const driverCreateForm = driverForm(ruDrivers.create.submit);
export const driverProfileForm = driverForm(ruDrivers.common.save);

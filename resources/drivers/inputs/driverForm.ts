/**
 * The driver form's values (create and profile): the fields of DriverInputSchema as the inputs
 * hold them, the record -> form mapping, and validation with the wire schema itself plus the
 * adult check the server makes with its clock.
 */
import { DriverInputSchema, isAdultOn, type Driver } from '../../../schemas/drivers';
import { t } from '../../../texts/t';
import { parkToday } from '../common/format';
import { zodFieldErrors, type FieldErrors } from '../../../src/components/zodValidation';

/** Every field POST /drivers and PUT /drivers/{id} accept. */
export const DRIVER_INPUT_FIELDS = Object.keys(DriverInputSchema.shape) as (keyof typeof DriverInputSchema.shape)[];

export type DriverFormValues = Record<(typeof DRIVER_INPUT_FIELDS)[number], unknown>;

/** A new driver: working, self-employed, Russian licence, no limit, hired today. */
export function newDriverValues(today: string = parkToday()): Partial<DriverFormValues> {
  return {
    licence_country: 'rus',
    work_status: 'working',
    employment_type: 'selfemployed',
    balance_limit: '0',
    hire_date: today,
    car_id: null,
    group_id: null,
  };
}

/** A driver's record as the form's values (its car and group by id). */
export function driverFormValues(driver: Driver): DriverFormValues {
  return {
    last_name: driver.last_name,
    first_name: driver.first_name,
    middle_name: driver.middle_name,
    phone: driver.phone,
    email: driver.email,
    address: driver.address,
    birth_date: driver.birth_date,
    tax_identification_number: driver.tax_identification_number,
    passport_number: driver.passport_number,
    licence_number: driver.licence_number,
    licence_country: driver.licence_country,
    licence_issue_date: driver.licence_issue_date,
    licence_expiration_date: driver.licence_expiration_date,
    experience_since: driver.experience_since,
    work_status: driver.work_status,
    employment_type: driver.employment_type,
    group_id: driver.group?.id ?? null,
    car_id: driver.car?.id ?? null,
    balance_limit: driver.balance_limit,
    hire_date: driver.hire_date,
    fire_date: driver.fire_date,
    comment: driver.comment,
  };
}

/** Only the input fields, as typed (the server parses them with the same schema). */
export function driverInputOf(values: Record<string, unknown>): Partial<DriverFormValues> {
  return Object.fromEntries(DRIVER_INPUT_FIELDS.filter((field) => field in values).map((field) => [field, values[field]]));
}

/** The form's `validate`: the schema's messages at the fields, and a driver must be 18. */
export function validateDriver(values: Record<string, unknown>, today: string = parkToday()): FieldErrors {
  const errors = zodFieldErrors(DriverInputSchema, values);
  const birthDate = values.birth_date;
  if (errors.birth_date === undefined && typeof birthDate === 'string' && birthDate !== '' && !isAdultOn(birthDate, today)) {
    errors.birth_date = t('fleet.validation.birthDate');
  }
  return errors;
}

import { describe, expect, it } from 'vitest';
import { ChargeInputSchema, CorrectionInputSchema } from '../../schemas/ledger';
import type { Driver } from '../../schemas/drivers';
import { t } from '../../texts/t';
import { IdempotencyKeys } from '../../resources/drivers/common/idempotency';
import { zodFieldErrors, zodValidator } from '../../src/components/zodValidation';
import { correctionEffect, correctionInput } from '../../resources/drivers/detail/correction';
import { changeValue, fieldLabel } from '../../resources/drivers/detail/changeValues';
import {
  DRIVER_INPUT_FIELDS,
  driverFormValues,
  driverInputOf,
  newDriverValues,
  validateDriver,
} from '../../resources/drivers/inputs/driverForm';

const valid = {
  ...newDriverValues('2026-11-21'),
  last_name: 'Иванов',
  first_name: 'Иван',
  middle_name: '',
  phone: '+7 (916) 123-45-67',
  licence_number: '77 АВ 123456',
  email: '',
  birth_date: '1990-05-01',
};

describe('zod issues as form errors', () => {
  it('passes valid values', () => {
    expect(validateDriver(valid, '2026-11-21')).toEqual({});
  });

  it('puts the schema’s Russian message at each wrong field', () => {
    const errors = validateDriver(
      { ...valid, last_name: '', phone: '8916123', email: 'not-mail', tax_identification_number: '12', licence_number: '1' },
      '2026-11-21',
    );
    expect(errors).toEqual({
      last_name: t('fleet.validation.lastName'),
      phone: t('fleet.validation.phone'),
      email: t('fleet.validation.email'),
      tax_identification_number: t('fleet.validation.tin'),
      licence_number: t('fleet.validation.licenceNumber'),
    });
  });

  it('reports cross-field rules at the later field', () => {
    const errors = validateDriver(
      { ...valid, licence_issue_date: '2020-01-01', licence_expiration_date: '2019-01-01', hire_date: '2026-01-10', fire_date: '2025-01-01' },
      '2026-11-21',
    );
    expect(errors).toEqual({
      licence_expiration_date: t('fleet.validation.licenceDates'),
      fire_date: t('fleet.validation.dateRange'),
    });
  });

  it('refuses a driver under 18 on the given day, as the server does', () => {
    expect(validateDriver({ ...valid, birth_date: '2008-11-22' }, '2026-11-21')).toEqual({ birth_date: t('fleet.validation.birthDate') });
    expect(validateDriver({ ...valid, birth_date: '2008-11-21' }, '2026-11-21')).toEqual({});
  });

  it('gives messages the schema leaves to zod in Russian, never in English', () => {
    const errors = zodFieldErrors(ChargeInputSchema, { kind: 'bribe', amount: '100', description: 'x', starts_on: '2026-11-21' });
    expect(Object.keys(errors)).toEqual(['kind']);
    expect(errors.kind).toMatch(/[А-Яа-яЁё]/);
    expect(errors.kind).not.toMatch(/Invalid|expected/);
  });

  it('checks a correction: signed non-zero sum and a reason', () => {
    const validate = zodValidator(CorrectionInputSchema);
    expect(validate({ amount: '-300', reason: 'Возврат штрафа' })).toEqual({});
    expect(validate({ amount: '0', reason: '' })).toEqual({
      amount: t('fleet.validation.amountNonZero'),
      reason: t('fleet.validation.reasonRequired'),
    });
    expect(validate({ amount: '12,345', reason: 'ок' })).toEqual({
      amount: t('fleet.validation.money'),
      reason: t('fleet.validation.reasonLength'),
    });
  });
});

describe('driver form values', () => {
  const driver = {
    id: 7,
    last_name: 'Иванов',
    first_name: 'Иван',
    middle_name: null,
    phone: '+79161234567',
    email: null,
    address: null,
    birth_date: '1990-05-01',
    tax_identification_number: null,
    passport_number: null,
    licence_number: '77АВ123456',
    licence_country: 'rus',
    licence_issue_date: null,
    licence_expiration_date: null,
    experience_since: null,
    work_status: 'working',
    employment_type: 'selfemployed',
    group: { id: 2, subname: 'Аренда' },
    car: { id: 5, brand: 'Kia', model: 'Rio', year: 2020, color: 'Белый', number: 'А123ВС777' },
    balance_limit: '-500.00',
    hire_date: '2026-01-10',
    fire_date: null,
    comment: 'Ночные смены',
    balance: '10.00',
  } as unknown as Driver;

  it('holds every input field of the schema, the car and group by id', () => {
    const values = driverFormValues(driver);
    expect(Object.keys(values).sort()).toEqual([...DRIVER_INPUT_FIELDS].sort());
    expect(values).toMatchObject({ car_id: 5, group_id: 2, balance_limit: '-500.00', comment: 'Ночные смены' });
    expect(validateDriver(values, '2026-11-21')).toEqual({});
  });

  it('sends only the input fields', () => {
    expect(driverInputOf({ ...driverFormValues(driver), id: 7, balance: '10.00', car: {} })).toEqual(driverFormValues(driver));
  });
});

describe('Idempotency-Key per attempt', () => {
  it('reuses the key while the same values are retried, and takes a new one for new values or after success', () => {
    let counter = 0;
    const keys = new IdempotencyKeys(() => `key-${++counter}`);
    const first = keys.keyFor({ amount: '500', reason: 'Бонус' });
    expect(keys.keyFor({ amount: '500', reason: 'Бонус' })).toBe(first);
    const changed = keys.keyFor({ amount: '600', reason: 'Бонус' });
    expect(changed).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ amount: '600', reason: 'Бонус' })).not.toBe(changed);
  });
});

describe('what the screens say', () => {
  it('names the effect of a signed correction', () => {
    expect(correctionEffect('+500')).toEqual({ credit: true, label: 'Начисление 500,00\u00a0₽' });
    expect(correctionEffect('-1 300,5')).toEqual({ credit: false, label: 'Списание 1\u00a0300,50\u00a0₽' });
    expect(correctionEffect('0')).toBeNull();
    expect(correctionEffect('abc')).toBeNull();
  });

  it('sends «+500» as the wire sum 500, which the schema accepts', () => {
    const input = correctionInput({ amount: ' +500 ', reason: 'Бонус за смену', extra: 1 });
    expect(input).toEqual({ amount: '500', reason: 'Бонус за смену' });
    expect(zodFieldErrors(CorrectionInputSchema, input)).toEqual({});
    expect(correctionInput({ amount: '-300', reason: 'Штраф' })).toEqual({ amount: '-300', reason: 'Штраф' });
  });

  it('shows a changed limit as money and a platform by its label, never as the stored value', () => {
    expect(changeValue('balance_limit', '-500.00')).toBe('-500,00\u00a0₽');
    expect(changeValue('balance_limit', '0.00')).toBe('0,00\u00a0₽');
    expect(changeValue('app_platform', 'android')).toBe(t('fleet.appPlatform.android'));
  });

  it('labels changed fields and their values', () => {
    expect(fieldLabel('phone')).toBe(t('fleet.fields.phone'));
    expect(fieldLabel('car_id')).toBe(t('fleet.fields.car'));
    expect(fieldLabel('unknown_field')).toBe('unknown_field');
    expect(changeValue('work_status', 'fired')).toBe(t('fleet.workStatus.fired'));
    expect(changeValue('hire_date', '2026-01-10')).toBe('10.01.2026');
    expect(changeValue('app_access', true)).toBe('Да');
    expect(changeValue('comment', null)).toBe('—');
  });
});

/** How the change history names a field and shows its old and new values. */
import { t, textsAt } from '../../../texts/t';
import { formatMoney } from '../../../src/components/money';
import { formatDate } from '../common/format';

const fields: Readonly<Record<string, string>> = textsAt('fleet.fields');
/** Ids the API records for a driver's references, labelled as the reference. */
const REFERENCE_FIELDS: Readonly<Record<string, string>> = { car_id: 'car', group_id: 'group' };
/** Fields whose stored values have labels. */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  work_status: textsAt('fleet.workStatus'),
  employment_type: textsAt('fleet.employmentType'),
  licence_country: textsAt('fleet.licenceCountry'),
  app_platform: textsAt('fleet.appPlatform'),
};
/** Fields that hold a sum («-500.00» on the wire). */
const MONEY_FIELDS: ReadonlySet<string> = new Set(['balance_limit']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function fieldLabel(field: string): string {
  return fields[REFERENCE_FIELDS[field] ?? field] ?? field;
}

export function changeValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('drivers.common.none');
  if (typeof value === 'boolean') return value ? t('drivers.common.yes') : t('drivers.common.no');
  if (typeof value === 'string') {
    const label = VALUE_LABELS[field]?.[value];
    if (label !== undefined) return label;
    if (MONEY_FIELDS.has(field)) return formatMoney(value) || value;
    return DAY.test(value) ? formatDate(value) : value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

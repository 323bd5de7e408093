/**
 * An export's parameters as the journal shows them, in Russian: «Период: 01.11.2026 — 07.11.2026;
 * Поиск: «Иван»; Статус водителя: Работает». Paging and sorting are not spelled out (they do not
 * change what the file holds); the raw query is kept beside the text.
 */
import { dayForPeople, isCalendarDay } from '../../../schemas/days';
import type { ResourceLabels } from '../../../schemas/resource';
import type { Condition } from '../../../schemas/resource-query';
import { t, textsAt } from '../../../texts/t';

/**
 * Query keys the text leaves out: paging and sorting do not change which rows a file holds, the
 * park must be the token's, and a report's type is the journal row's kind already.
 */
export const UNDESCRIBED_PARAMETERS: ReadonlySet<string> = new Set(['page', 'countperpage', 'sort', 'sortcolumn', 'taxis_id', 'report_type']);

/** Parameters whose values are codes with Russian labels. */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  status: textsAt('fleet.workStatus'),
  filter: textsAt('desk.transfers.tabs'),
  payment_method: textsAt('fleet.paymentMethod'),
};

const quoted = (text: string) => `«${text}»`;
const day = (value: string) => (isCalendarDay(value) ? dayForPeople(value) : value);

function period(from: unknown, to: unknown, label: string = t('generated.exportAudit.describe.period')): string | null {
  const start = typeof from === 'string' && from !== '' ? day(from) : null;
  const end = typeof to === 'string' && to !== '' ? day(to) : null;
  if (start !== null && end !== null) return `${label}: ${start} — ${end}`;
  if (start !== null) return `${label}: ${t('generated.exportAudit.describe.from')} ${start}`;
  if (end !== null) return `${label}: ${t('generated.exportAudit.describe.to')} ${end}`;
  return null;
}

function valueText(key: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? t('generated.exportAudit.describe.yes') : t('generated.exportAudit.describe.no');
  if (key === 'search' && typeof value === 'string') return quoted(value);
  const text = String(value);
  return VALUE_LABELS[key]?.[text] ?? text;
}

const joined = (parts: readonly string[]) => (parts.length === 0 ? t('generated.exportAudit.describe.none') : parts.join(t('generated.exportAudit.describe.separator')));

/** A hand-written export's query (the list's parameters of spec 7, the period resolved). */
export function describeQuery(query: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  const span = period(query.date_from, query.date_to);
  if (span !== null) parts.push(span);
  for (const [key, value] of Object.entries(query)) {
    if (UNDESCRIBED_PARAMETERS.has(key) || key === 'date_from' || key === 'date_to') continue;
    if (value === undefined || value === null || value === '') continue;
    parts.push(`${(textsAt('generated.exportAudit.describe.parameters') as Readonly<Record<string, string | undefined>>)[key] ?? key}: ${valueText(key, value)}`);
  }
  return joined(parts);
}

/** A generated list's filter (schemas/resource-query.ts conditions) under its resource's labels. */
export function describeConditions(labels: ResourceLabels, conditions: readonly Condition[]): string {
  const fieldLabel = (field: string) => labels.fields[field] ?? field;
  const valueLabel = (field: string, value: string | number | boolean) =>
    typeof value === 'boolean' ? (value ? t('generated.exportAudit.describe.yes') : t('generated.exportAudit.describe.no')) : (labels.choices?.[field]?.[String(value)] ?? String(value));
  const parts: string[] = [];
  const days = new Map<string, { from?: string; to?: string }>();
  for (const condition of conditions) {
    if (condition.op === 'search') parts.push(`${textsAt('generated.exportAudit.describe.parameters.search')}: ${quoted(condition.text)}`);
    else if (condition.op === 'eq') parts.push(`${fieldLabel(condition.field)}: ${valueLabel(condition.field, condition.value)}`);
    else if (condition.op === 'in') {
      // react-admin's getMany asks by ids; an export never does, but say it plainly if one does.
      parts.push(`${fieldLabel(condition.field)}: ${condition.values.map((value) => valueLabel(condition.field, value)).join(', ')}`);
    } else {
      const span = days.get(condition.field) ?? {};
      if (condition.op === 'dayFrom') span.from = condition.day;
      else span.to = condition.day;
      days.set(condition.field, span);
    }
  }
  for (const [field, span] of days) {
    const text = period(span.from, span.to, fieldLabel(field));
    if (text !== null) parts.push(text);
  }
  return joined(parts);
}

/**
 * One value of a change history row as a person reads it: the history stores what the API
 * answered (an ISO instant, a money string, a choice's code), so each is shown the way the
 * record's own card shows its field, by the field's kind.
 */
import type { InputKind } from '../../../schemas/resource-inputs';
import { t } from '../../../texts/t';
import { formatDate, formatDateTime } from '../dates';
import { formatMoney } from '../money';

export function historyValue(value: unknown, kind: InputKind | undefined, labels: Readonly<Record<string, string>> = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('generated.generic.yes') : t('generated.generic.no');
  const text = String(value);
  if (labels[text] !== undefined) return labels[text];
  if (typeof value !== 'string') return text;
  switch (kind) {
    case 'datetime':
      return formatDateTime(value) || text;
    case 'day':
      return formatDate(value) || text;
    case 'money':
      return formatMoney(value) || text;
    default:
      // A field the declaration does not type (created_at of a record) still carries an instant.
      return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? formatDateTime(value) || text : text;
  }
}

import { describe, expect, it } from 'vitest';
import { historyValue } from '../../src/components/generated/historyValue';

const SHOWN_INSTANT = /^\d{2}\.\d{2}\.\d{4}\u00a0\d{2}:\d{2}$/;

describe('a change history value as a person reads it (issue 21: «Создана — 2026-11-28T13:32:56.735Z»)', () => {
  it('shows an instant as a date and time, whether or not the field is typed', () => {
    expect(historyValue('2026-11-28T13:32:56.735Z', 'datetime')).toMatch(SHOWN_INSTANT);
    expect(historyValue('2026-11-28T13:32:56.735Z', undefined)).toMatch(SHOWN_INSTANT);
    expect(historyValue('2026-11-28T13:32:56.735Z', 'text')).toMatch(SHOWN_INSTANT);
  });

  it('shows a park day, money, a choice and a yes/no the way the card does', () => {
    expect(historyValue('2026-11-28', 'day')).toBe('28.11.2026');
    expect(historyValue('1500.50', 'money')).toMatch(/^1\s?500,50\u00a0₽$/);
    expect(historyValue('active', 'select', { active: 'Работает' })).toBe('Работает');
    expect(historyValue(true, 'boolean')).toBe('Да');
  });

  it('shows an empty value as a dash and plain text as it is', () => {
    expect(historyValue(null, 'text')).toBe('—');
    expect(historyValue('', 'text')).toBe('—');
    expect(historyValue('Иванов', 'text')).toBe('Иванов');
    expect(historyValue(7, 'number')).toBe('7');
  });
});

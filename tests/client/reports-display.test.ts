// @vitest-environment jsdom
/**
 * The reports' pure pieces: the display fields of a report (spec 3: typeRu, createdDate,
 * dateRange, statusRu), the catalogue's grouping of all 13 types, and the order form's period
 * rules with their Russian messages.
 */
import { describe, expect, it } from 'vitest';
import { MAX_REPORT_DAYS, REPORT_TYPES } from '../../schemas/reports';
import { REPORT_GROUPS, reportPath } from '../../resources/reports/catalogue';
import { initialPeriod, periodDays, rememberPeriod, validatePeriod } from '../../resources/reports/orderForm';
import { displayReport } from '../../resources/reports/reportDisplay';
import { t } from '../../texts/t';
import { createdAt, report } from './reports-fake-server';

describe('displayReport', () => {
  it('gives the Russian name, the creation time to the minute, the period and the Russian status', () => {
    expect(displayReport(report(1, { created_at: createdAt(21), status: 'in_progress' }))).toEqual({
      typeRu: 'Поездки',
      createdDate: '21.11.2026\u00a012:05',
      dateRange: '14.11.2026 – 20.11.2026',
      statusRu: 'Формируется',
    });
  });

  it('names every type and status from the shared catalogue', () => {
    const shown = displayReport(report(2, { report_type: 'commission_income', from_date: '2025-12-31', to_date: '2026-01-01', status: 'failed' }));
    expect(shown.typeRu).toBe(t('reports.types.commission_income'));
    expect(shown.dateRange).toBe('31.12.2025 – 01.01.2026');
    expect(shown.statusRu).toBe('Ошибка');
    expect(displayReport(report(3)).statusRu).toBe('Готов');
  });
});

describe('the report catalogue', () => {
  it('lists each of the 13 types exactly once, in the four groups', () => {
    const listed = REPORT_GROUPS.flatMap((group) => group.types);
    expect([...listed].sort()).toEqual([...REPORT_TYPES].sort());
    expect(REPORT_GROUPS.map((group) => t(`reportsUi.catalogue.groups.${group.group}`))).toEqual([
      'Водители',
      'Заказы',
      'Деньги',
      'Качество',
    ]);
    expect(REPORT_GROUPS.find((group) => group.group === 'orders')?.types).toContain('transfers');
  });

  it('links a type to its order form', () => {
    expect(reportPath('orders_fraud')).toBe('/reports/orders_fraud');
  });
});

describe('the order form’s period', () => {
  it('counts both ends', () => {
    expect(periodDays('2026-11-14', '2026-11-20')).toBe(7);
    expect(periodDays('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('asks for both days', () => {
    expect(validatePeriod({ date_from: '', date_to: null })).toEqual({
      date_from: t('validation.required'),
      date_to: t('validation.required'),
    });
  });

  it('refuses a start after the end, at the start', () => {
    expect(validatePeriod({ date_from: '2026-11-21', date_to: '2026-11-20' })).toEqual({
      date_from: t('reportsUi.order.fromAfterTo'),
    });
  });

  it(`refuses more than ${MAX_REPORT_DAYS} days, at the end, and takes exactly ${MAX_REPORT_DAYS}`, () => {
    expect(validatePeriod({ date_from: '2025-01-01', date_to: '2026-01-02' })).toEqual({
      date_to: t('reports.api.periodTooLong', { days: MAX_REPORT_DAYS }),
    });
    expect(validatePeriod({ date_from: '2025-01-01', date_to: '2026-01-01' })).toEqual({});
    expect(validatePeriod({ date_from: '2026-11-20', date_to: '2026-11-20' })).toEqual({});
  });

  it('refuses a day that is no date', () => {
    expect(Object.keys(validatePeriod({ date_from: '2026-13-45', date_to: '2026-11-20' }))).toEqual(['date_from']);
  });

  it('opens on the last 7 days, then on the period ordered last', () => {
    expect(initialPeriod(new Date(2026, 10, 21, 12))).toEqual({ date_from: '2026-11-15', date_to: '2026-11-21' });
    rememberPeriod({ date_from: '2026-10-01', date_to: '2026-10-31' });
    expect(initialPeriod(new Date(2026, 10, 21, 12))).toEqual({ date_from: '2026-10-01', date_to: '2026-10-31' });
  });
});

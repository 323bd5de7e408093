/**
 * The KPI screens' pure rules: the period (default, presets, URL, limits), which figures a
 * group asks for, the help condition (second value against the threshold, group 4, groups
 * without the KPI screen), the manager's working hours, and how a change is told.
 */
import { describe, expect, it } from 'vitest';
import { HELP_THRESHOLD, MAX_RATES_DAYS, type RatesResponse } from '../../schemas/kpi';
import { helpConditionHolds, helpPeriod, mayAskHelpCondition } from '../../resources/kpi/helpCondition';
import { displayPhone, isManagerWorking, telHref } from '../../resources/kpi/manager';
import { changeOf, metricText } from '../../resources/kpi/metricView';
import { isKpiPage, metricsForGroup, PAGE_METRICS } from '../../resources/kpi/pages';
import {
  defaultKpiPeriod,
  isCalendarDay,
  KPI_PRESETS,
  lastDays,
  normalizePeriod,
  periodDays,
  periodFromSearch,
  periodSearch,
  presetOf,
} from '../../resources/kpi/period';

/** The test clock of the project: Saturday 2026-11-21, 12:00 in Moscow. */
const NOW = new Date('2026-11-21T09:00:00Z');

describe('KPI period', () => {
  it('defaults to two weeks ago to yesterday, in Moscow days', () => {
    expect(defaultKpiPeriod(NOW)).toEqual({ date_from: '2026-11-07', date_to: '2026-11-20' });
    expect(periodDays(defaultKpiPeriod(NOW))).toBe(14);
    // 22:30 UTC on the 20th is already the 21st in Moscow: yesterday is the 20th.
    expect(defaultKpiPeriod(new Date('2026-11-20T22:30:00Z'))).toEqual({ date_from: '2026-11-07', date_to: '2026-11-20' });
    expect(defaultKpiPeriod(new Date('2026-11-20T20:30:00Z'))).toEqual({ date_from: '2026-11-06', date_to: '2026-11-19' });
    // Another park's zone moves the day.
    expect(defaultKpiPeriod(new Date('2026-11-20T19:30:00Z'), 'Asia/Novosibirsk').date_to).toBe('2026-11-20');
  });

  it('has the presets 7, 14, 30 and 90 days ending yesterday and recognises them', () => {
    expect([...KPI_PRESETS]).toEqual([7, 14, 30, 90]);
    expect(lastDays(7, NOW)).toEqual({ date_from: '2026-11-14', date_to: '2026-11-20' });
    expect(lastDays(30, NOW)).toEqual({ date_from: '2026-10-22', date_to: '2026-11-20' });
    expect(lastDays(90, NOW)).toEqual({ date_from: '2026-08-23', date_to: '2026-11-20' });
    for (const days of KPI_PRESETS) {
      expect(periodDays(lastDays(days, NOW))).toBe(days);
      expect(presetOf(lastDays(days, NOW), NOW)).toBe(days);
    }
    expect(presetOf({ date_from: '2026-11-01', date_to: '2026-11-20' }, NOW)).toBeNull();
  });

  it('reads the period from the URL and falls back to the default for a broken one', () => {
    const read = (query: string) => periodFromSearch(new URLSearchParams(query), NOW);
    expect(read('date_from=2026-10-01&date_to=2026-10-31')).toEqual({ date_from: '2026-10-01', date_to: '2026-10-31' });
    expect(read('')).toEqual(defaultKpiPeriod(NOW));
    expect(read('date_from=2026-10-01')).toEqual(defaultKpiPeriod(NOW));
    expect(read('date_from=2026-02-30&date_to=2026-03-10')).toEqual(defaultKpiPeriod(NOW));
    expect(read('date_from=01.10.2026&date_to=2026-10-31')).toEqual(defaultKpiPeriod(NOW));
    expect(periodSearch({ date_from: '2026-10-01', date_to: '2026-10-31' })).toBe('?date_from=2026-10-01&date_to=2026-10-31');
  });

  it('puts the ends in order and keeps a period within what the rates call answers', () => {
    expect(normalizePeriod({ date_from: '2026-11-10', date_to: '2026-11-01' })).toEqual({ date_from: '2026-11-01', date_to: '2026-11-10' });
    const long = normalizePeriod({ date_from: '2024-01-01', date_to: '2026-11-20' });
    expect(long.date_to).toBe('2026-11-20');
    expect(periodDays(long)).toBe(MAX_RATES_DAYS);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
  });
});

describe('KPI pages and figures', () => {
  it('knows its pages; anything else is not one', () => {
    for (const page of ['main', 'orders', 'drivers', 'payments', 'commission']) expect(isKpiPage(page)).toBe(true);
    for (const page of ['xyz', 'week', '', undefined]) expect(isKpiPage(page)).toBe(false);
  });

  it('asks every figure on the overview, but never orders_overall for group 4', () => {
    expect(PAGE_METRICS.main).toHaveLength(9);
    for (const group of [1, 2, 3, 5]) expect(metricsForGroup(PAGE_METRICS.main, group)).toContain('orders_overall');
    expect(metricsForGroup(PAGE_METRICS.main, 4)).not.toContain('orders_overall');
    expect(metricsForGroup(PAGE_METRICS.main, 4)).toHaveLength(8);
    expect(metricsForGroup(PAGE_METRICS.orders, 4)).toEqual(['orders_finished', 'orders_fraud']);
  });
});

describe('help condition', () => {
  const answer = (second: number | null | undefined, first: number | null = 10): Pick<RatesResponse, 'percent'> => ({
    percent: second === undefined ? [{ orders_overall: { last_week: first } }] : [{ orders_overall: { last_week: first } }, { orders_overall: { last_week: second } }],
  });

  it('holds from the threshold of the second value on', () => {
    expect(HELP_THRESHOLD).toBe(2_000_000);
    expect(helpConditionHolds(answer(2_000_000))).toBe(true);
    expect(helpConditionHolds(answer(2_000_001))).toBe(true);
    expect(helpConditionHolds(answer(1_999_999))).toBe(false);
    expect(helpConditionHolds(answer(0))).toBe(false);
  });

  it('reads the second value, not the change percent of the first', () => {
    expect(helpConditionHolds(answer(100, 3_000_000))).toBe(false);
    expect(helpConditionHolds(answer(undefined, 3_000_000))).toBe(false);
    expect(helpConditionHolds(answer(null))).toBe(false);
    expect(helpConditionHolds({ percent: [] })).toBe(false);
  });

  it('is asked only by groups that may open /kpi/main, never by group 4', () => {
    expect([1, 2, 3, 4, 5].filter((group) => mayAskHelpCondition('a', group))).toEqual([1, 2, 5]);
    expect([1, 2, 3, 4, 5].filter((group) => mayAskHelpCondition('b', group))).toEqual([1, 2]);
  });

  it('asks for two weeks ago to yesterday', () => {
    expect(helpPeriod(NOW)).toEqual({ date_from: '2026-11-07', date_to: '2026-11-20' });
  });
});

describe('manager hours', () => {
  it('works Monday to Friday, 10:00 to 18:00 Moscow time', () => {
    // Friday 2026-11-20; Moscow is UTC+3.
    expect(isManagerWorking(new Date('2026-11-20T06:59:00Z'))).toBe(false);
    expect(isManagerWorking(new Date('2026-11-20T07:00:00Z'))).toBe(true);
    expect(isManagerWorking(new Date('2026-11-20T14:59:00Z'))).toBe(true);
    expect(isManagerWorking(new Date('2026-11-20T15:00:00Z'))).toBe(false);
    expect(isManagerWorking(new Date('2026-11-23T07:30:00Z'))).toBe(true);
  });

  it('does not work at weekends, whatever the hour', () => {
    expect(isManagerWorking(NOW)).toBe(false);
    expect(isManagerWorking(new Date('2026-11-22T09:00:00Z'))).toBe(false);
    // Sunday 23:30 UTC is already Monday 02:30 in Moscow: still before 10:00.
    expect(isManagerWorking(new Date('2026-11-22T23:30:00Z'))).toBe(false);
  });

  it('writes the phone as people read it and links it as tel:', () => {
    expect(displayPhone('+74950000000')).toBe('+7\u00a0(495)\u00a0000\u201100\u201100');
    expect(displayPhone('+375291234567')).toBe('+375\u00a029\u2011123\u201145\u201167');
    expect(displayPhone('8 800 555')).toBe('8 800 555');
    expect(telHref('+7 (495) 000-00-00')).toBe('tel:+74950000000');
  });
});

describe('figures as text', () => {
  it('groups counts with spaces and writes money with kopecks and the rouble sign', () => {
    expect(metricText('count', 1234567)).toBe('1\u00a0234\u00a0567');
    expect(metricText('money', '2500000.50')).toBe('2\u00a0500\u00a0000,50\u00a0₽');
  });

  it('tells a change with an arrow; a rise is bad news only for suspicious orders', () => {
    expect(changeOf({ metric: 'orders_finished', change_percent: 12.5 })).toMatchObject({ direction: 'up', short: '↑\u00a012,5\u00a0%', tone: 'good' });
    expect(changeOf({ metric: 'orders_finished', change_percent: -3 })).toMatchObject({ direction: 'down', short: '↓\u00a03,0\u00a0%', tone: 'bad' });
    expect(changeOf({ metric: 'orders_fraud', change_percent: 40 })).toMatchObject({ direction: 'up', tone: 'bad' });
    expect(changeOf({ metric: 'orders_fraud', change_percent: -40 })).toMatchObject({ direction: 'down', tone: 'good' });
    expect(changeOf({ metric: 'drivers_new', change_percent: 0 })).toMatchObject({ direction: 'same', tone: 'neutral' });
    expect(changeOf({ metric: 'drivers_new', change_percent: null })).toMatchObject({ direction: 'none', short: '—' });
  });
});

/** The antifraud screen's pure pieces: the path's aggregator (code or id), the flagged share, the tabs' paths. */
import { describe, expect, it } from 'vitest';
import { aggregatorRefOf, AntifraudQuerySchema, flaggedShare } from '../../schemas/antifraud';
import { antifraudPath, isDetailPath, tabQuery } from '../../resources/aggregators/antifraud/paths';
import { t } from '../../texts/t';

describe('the aggregator a path names', () => {
  it('reads a code, in any case, or a numeric id', () => {
    expect(aggregatorRefOf('gett')).toEqual({ code: 'gett' });
    expect(aggregatorRefOf(' Yandex ')).toEqual({ code: 'yandex' });
    expect(aggregatorRefOf('12')).toEqual({ id: 12 });
  });
  it('refuses anything else', () => {
    for (const value of ['', 'foo', '0', '-1', '1.5', '2147483648', '99999999999', 'gett2']) expect(aggregatorRefOf(value)).toBeNull();
  });
  it('refuses it in the query with a Russian message', () => {
    const parsed = AntifraudQuerySchema.safeParse({ aggregator: 'foo' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(t('antifraud.aggregatorParam'));
    expect(AntifraudQuerySchema.parse({ aggregator: 'gett' })).toMatchObject({ page: 1, countperpage: 50 });
  });
});

describe('the flagged share of completed trips', () => {
  it('is a percent with two decimals', () => {
    expect(flaggedShare(5, 11)).toBe(45.45);
    expect(flaggedShare(1, 200)).toBe(0.5);
    expect(flaggedShare(1, 3)).toBe(33.33);
    expect(flaggedShare(2, 2)).toBe(100);
  });
  it('is 0 without completed trips', () => {
    expect(flaggedShare(0, 0)).toBe(0);
    expect(flaggedShare(3, 0)).toBe(0);
  });
});

describe('the screen’s two paths', () => {
  it('keeps the form of the path a tab was opened from', () => {
    expect(isDetailPath('/aggregators/detail/yandex/antifrod')).toBe(true);
    expect(isDetailPath('/aggregators/antifrod/yandex')).toBe(false);
    expect(antifraudPath('uber', true)).toBe('/aggregators/detail/uber/antifrod');
    expect(antifraudPath('uber', false)).toBe('/aggregators/antifrod/uber');
  });
  it('carries the period to another tab but not the reason', () => {
    const query = tabQuery({ date_from: '2026-11-01', date_to: '2026-11-07', reason: 'Подмена маршрута' });
    expect(JSON.parse(new URLSearchParams(query.slice(1)).get('filter') ?? '')).toEqual({ date_from: '2026-11-01', date_to: '2026-11-07' });
    expect(tabQuery({ reason: 'Подмена маршрута' })).toBe('');
    expect(tabQuery({})).toBe('');
  });
});

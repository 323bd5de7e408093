// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'ra-core';
import {
  INACTIVE_INTERVAL_KEY,
  loadAggregatorFigures,
  readInactiveInterval,
  storeInactiveInterval,
} from '../../resources/drivers/list/aggregatorFigures';
import { periodOf } from '../../src/components/period';
import { DRIVERS_PERIOD_KEY, listPeriodDefaults, rememberPeriod } from '../../resources/drivers/list/listPeriod';

afterEach(() => {
  vi.useRealTimers();
});

describe('the drivers list period', () => {
  const now = new Date(2026, 10, 21, 12, 0);

  it('opens on the last 7 days until the user picks another period, then on that one', () => {
    expect(listPeriodDefaults(now)).toEqual({ date_from: '2026-11-15', date_to: '2026-11-21' });
    rememberPeriod({ date_from: '2026-10-01', date_to: '2026-10-31', search: 'Иван' });
    expect(JSON.parse(localStorage.getItem(DRIVERS_PERIOD_KEY) ?? 'null')).toEqual({ date_from: '2026-10-01', date_to: '2026-10-31' });
    expect(listPeriodDefaults(now)).toEqual({ date_from: '2026-10-01', date_to: '2026-10-31' });
  });

  it('keeps nothing while one end is missing or malformed', () => {
    rememberPeriod({ date_from: '2026-10-01' });
    rememberPeriod({ date_from: '01.10.2026', date_to: '2026-10-31' });
    expect(localStorage.getItem(DRIVERS_PERIOD_KEY)).toBeNull();
    expect(periodOf({ date_from: '2026-10-01', date_to: '2026-10-31' })).toEqual({ date_from: '2026-10-01', date_to: '2026-10-31' });
  });
});

describe('the inactive interval of the aggregator figures', () => {
  it('is the server default until the user stores one', () => {
    expect(readInactiveInterval()).toBeNull();
    storeInactiveInterval(14);
    expect(readInactiveInterval()).toBe(14);
    storeInactiveInterval(null);
    expect(readInactiveInterval()).toBeNull();
    localStorage.setItem(INACTIVE_INTERVAL_KEY, 'forever');
    expect(readInactiveInterval()).toBeNull();
  });
});

describe('per-aggregator figures', () => {
  const figuresOf = (id: number) => ({
    id,
    aggregator_id: id,
    date_from: '2026-11-15',
    date_to: '2026-11-21',
    inactive_interval: 7,
    transfers: id * 10,
    transfers_cancelled: 0,
    income: '0.00',
    park_commission: '0.00',
    drivers_total: 5,
    drivers_active: 3,
    drivers_inactive: 2,
  });

  it('asks 10 aggregators at a time, 1000 ms apart, with the period and interval, reporting each', async () => {
    vi.useFakeTimers();
    const asked: { id: unknown; meta: unknown }[] = [];
    const dataProvider = {
      getOne: vi.fn(async (_resource: string, params: { id: unknown; meta?: unknown }) => {
        asked.push({ id: params.id, meta: params.meta });
        if (params.id === 4) throw new Error('down');
        return { data: figuresOf(Number(params.id)) };
      }),
    } as unknown as Pick<DataProvider, 'getOne'>;
    const ids = Array.from({ length: 12 }, (_, index) => index + 1);
    const received: number[] = [];
    const failed: number[] = [];
    const query = { date_from: '2026-11-15', date_to: '2026-11-21', inactive_interval: 14 };
    const done = loadAggregatorFigures(dataProvider, ids, query, {
      signal: new AbortController().signal,
      onFigures: (id) => received.push(id),
      onFailure: (id) => failed.push(id),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveLength(10);
    expect(asked[0]).toEqual({ id: 1, meta: query });
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(asked).toHaveLength(12);
    expect(received).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(failed).toEqual([4]);
  });

  it('stops when aborted and reports nothing more', async () => {
    vi.useFakeTimers();
    const dataProvider = {
      getOne: vi.fn(async (_resource: string, params: { id: unknown }) => ({ data: figuresOf(Number(params.id)) })),
    } as unknown as Pick<DataProvider, 'getOne'>;
    const controller = new AbortController();
    const received: number[] = [];
    const done = loadAggregatorFigures(
      dataProvider,
      Array.from({ length: 15 }, (_, index) => index + 1),
      { date_from: '2026-11-15', date_to: '2026-11-21', inactive_interval: null },
      { signal: controller.signal, onFigures: (id) => received.push(id), onFailure: () => undefined },
    );
    const settled = done.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await settled).toMatchObject({ name: 'AbortError' });
    expect(received).toHaveLength(10);
    expect(dataProvider.getOne).toHaveBeenCalledTimes(10);
  });
});

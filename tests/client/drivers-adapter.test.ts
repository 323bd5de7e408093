import { describe, expect, it, vi } from 'vitest';
import {
  DRIVER_RESOURCES,
  createLatestGate,
  driverAdapters,
  driversListQuery,
} from '../../dataProvider/adapters/drivers';
import { HttpClient } from '../../dataProvider/httpClient';
import type { DataProvider } from 'ra-core';
import { signedInSession } from '../helpers/session';

const session = signedInSession;

type FetchMock = ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function adapterOf(resource: string, fetchMock: FetchMock) {
  const http = new HttpClient({ session, navigate: vi.fn(), fetch: fetchMock });
  const factory = driverAdapters[resource];
  if (factory === undefined) throw new Error(`no adapter for ${resource}`);
  return factory(http) as Partial<DataProvider>;
}

const driver = {
  id: 7,
  full_name: 'Иванов Иван Иванович',
  last_name: 'Иванов',
  first_name: 'Иван',
  middle_name: 'Иванович',
  phone: '+79161234567',
  licence_number: '77АВ123456',
  work_status: 'working',
  employment_type: 'selfemployed',
  is_blocked: false,
  balance: '1500.00',
  balance_limit: '0.00',
  car: null,
  group: null,
  app_installed: true,
  has_targets: false,
  has_sent_offer: false,
  last_trip_at: null,
  hire_date: '2026-01-10',
  links: [],
  self_state: 'none',
  period_trips: 3,
  period_income: '900.00',
};

const listAnswer = (rows: unknown[], total = rows.length) => ({ driver_profiles: rows, pages: 1, drivers_total: 300, total });

function queryOf(fetchMock: FetchMock, call = 0): URLSearchParams {
  return new URL(String(fetchMock.mock.calls[call]?.[0]), 'http://cabinet.test').searchParams;
}

describe('drivers list parameters', () => {
  it('maps paging and sorting onto page, countperpage, sortcolumn and sort', () => {
    expect(driversListQuery({ pagination: { page: 3, perPage: 50 }, sort: { field: 'balance', order: 'DESC' }, filter: {} })).toEqual({
      page: 3,
      countperpage: 50,
      sortcolumn: 'balance',
      sort: 'desc',
    });
    expect(driversListQuery({ sort: { field: 'last_trip_at', order: 'ASC' }, filter: {} })).toEqual({
      sortcolumn: 'last_trip_at',
      sort: 'asc',
    });
  });

  it('leaves a column the endpoint cannot sort by to its default', () => {
    expect(driversListQuery({ sort: { field: 'phone', order: 'ASC' }, filter: {} })).toEqual({});
  });

  it('passes every filter of the endpoint, flags as 1/0, and drops blanks and unknown keys', () => {
    const query = driversListQuery({
      filter: {
        search: '  916 ',
        status: 'working',
        exclude_inactive: true,
        exclude_blocked: true,
        has_contract_issue: '1',
        has_targets: '0',
        is_selfemployed: '1',
        have_app: '0',
        have_sent_offer: '1',
        date_from: '2026-11-15',
        date_to: '2026-11-21',
        taxis_aggregators: '3',
        no_trips_more: '14',
        q: 'not a parameter',
        page: 9,
      },
    });
    expect(query).toEqual({
      search: '916',
      status: 'working',
      exclude_inactive: '1',
      exclude_blocked: '1',
      has_contract_issue: '1',
      has_targets: '0',
      is_selfemployed: '1',
      have_app: '0',
      have_sent_offer: '1',
      date_from: '2026-11-15',
      date_to: '2026-11-21',
      taxis_aggregators: '3',
      more_14: '1',
    });
  });

  it('maps «Без поездок более» to the one more_N parameter of its days', () => {
    expect(driversListQuery({ filter: { no_trips_more: '7' } })).toEqual({ more_7: '1' });
    expect(driversListQuery({ filter: { no_trips_more: '30' } })).toEqual({ more_30: '1' });
    expect(driversListQuery({ filter: { no_trips_more: '5' } })).toEqual({});
    expect(driversListQuery({ filter: { search: '', status: null, exclude_blocked: false } })).toEqual({ exclude_blocked: '0' });
  });

  it('asks GET /drivers/v2/list and answers rows, total and the park total', async () => {
    const fetchMock: FetchMock = vi.fn(async () => json(listAnswer([driver], 41)));
    const adapter = adapterOf(DRIVER_RESOURCES.drivers, fetchMock);
    const result = await adapter.getList?.('drivers', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'full_name', order: 'ASC' },
      filter: { taxis_aggregators: '4', search: 'Иван' },
    });
    expect(result).toEqual({ data: [driver], total: 41, meta: { drivers_total: 300, pages: 1 } });
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://cabinet.test');
    expect(url.pathname).toBe('/api/drivers/v2/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      countperpage: '25',
      sortcolumn: 'full_name',
      sort: 'asc',
      taxis_aggregators: '4',
      search: 'Иван',
    });
  });
});

describe('only the latest list answer is applied (spec 4)', () => {
  function deferred<T>() {
    let resolve: (value: T) => void = () => undefined;
    const promise = new Promise<T>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  }

  it('drops an older answer that arrives after a newer one, and aborts the older request', async () => {
    const gate = createLatestGate();
    const older = deferred<string>();
    const newer = deferred<string>();
    const signals: AbortSignal[] = [];
    const first = gate('list', undefined, (signal) => {
      signals.push(signal);
      return older.promise;
    });
    const second = gate('list', undefined, (signal) => {
      signals.push(signal);
      return newer.promise;
    });
    newer.resolve('newer');
    await expect(second).resolves.toBe('newer');
    older.resolve('older');
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('keeps channels apart and lets a lone request through', async () => {
    const gate = createLatestGate();
    const list = gate('list', undefined, async () => 'list');
    const picker = gate('picker', undefined, async () => 'picker');
    await expect(Promise.all([list, picker])).resolves.toEqual(['list', 'picker']);
    await expect(gate('list', undefined, async () => 'again')).resolves.toBe('again');
  });

  it('forwards the caller abort to the request', async () => {
    const gate = createLatestGate();
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const pending = gate('list', controller.signal, (signal) => {
      seen = signal;
      return new Promise<string>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen?.aborted).toBe(true);
  });

  it('applies to the list through the adapter: a slow first search never replaces the second', async () => {
    const slow = deferred<Response>();
    const fetchMock: FetchMock = vi.fn(async (input: string) =>
      input.includes('search=%D0%B0') ? slow.promise : json(listAnswer([{ ...driver, id: 8 }])),
    );
    const adapter = adapterOf(DRIVER_RESOURCES.drivers, fetchMock);
    const meta = { latest: 'drivers-list' };
    const first = adapter.getList?.('drivers', { filter: { search: 'а' }, meta });
    const second = adapter.getList?.('drivers', { filter: { search: 'б' }, meta });
    await expect(second).resolves.toMatchObject({ data: [{ id: 8 }] });
    slow.resolve(json(listAnswer([driver])));
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });
});

describe('driver card adapters', () => {
  it('reads the ledger of the driver with its summary', async () => {
    const fetchMock: FetchMock = vi.fn(async () =>
      json({
        entries: [],
        balance: '100.00',
        balance_limit: '0.00',
        blocked_balance: '0.00',
        withdrawable: '100.00',
        total: 0,
        pages: 0,
      }),
    );
    const result = await adapterOf(DRIVER_RESOURCES.balance, fetchMock).getList?.(DRIVER_RESOURCES.balance, {
      pagination: { page: 2, perPage: 25 },
      filter: { driver_id: '7', kind: 'correction' },
    });
    expect(result?.meta).toEqual({ balance: '100.00', balance_limit: '0.00', blocked_balance: '0.00', withdrawable: '100.00', pages: 0 });
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://cabinet.test');
    expect(url.pathname).toBe('/api/drivers/7/balance');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', countperpage: '25', kind: 'correction' });
  });

  it('sends a correction with its Idempotency-Key and answers the new balance', async () => {
    const entry = {
      id: 90,
      driver_id: 7,
      kind: 'correction',
      amount: '-300.00',
      balance_after: '1200.00',
      description: 'Возврат',
      transfer_id: null,
      charge_id: null,
      created_by: 'dispatcher',
      user_name: 'Смирнов',
      created_at: '2026-11-21T09:00:00.000Z',
    };
    const fetchMock: FetchMock = vi.fn(async () => json({ entry, balance: '1200.00' }, 201));
    const adapter = adapterOf(DRIVER_RESOURCES.corrections, fetchMock);
    const result = await adapter.create?.(DRIVER_RESOURCES.corrections, {
      data: { amount: '-300', reason: 'Возврат' },
      meta: { driver_id: '7', idempotencyKey: 'key-1' },
    });
    expect(result?.data).toMatchObject({ id: 90, balance: '1200.00' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/drivers/7/corrections');
    expect(new Headers(init?.headers).get('idempotency-key')).toBe('key-1');
    expect(init?.body).toBe('{"amount":"-300","reason":"Возврат"}');
    await expect(
      adapter.create?.(DRIVER_RESOURCES.corrections, { data: {}, meta: { driver_id: '7' } }),
    ).rejects.toThrow(/Idempotency-Key/);
  });

  it('asks the trips of the driver with the filter, period and a sortable column only', async () => {
    const fetchMock: FetchMock = vi.fn(async () =>
      json({ transfers: [], pages: 0, transfers_total: 0, status_total: { complete: 2, cancelled: 1, active: 0, failed: 0, all: 3 } }),
    );
    const adapter = adapterOf(DRIVER_RESOURCES.transfers, fetchMock);
    const result = await adapter.getList?.(DRIVER_RESOURCES.transfers, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'price', order: 'DESC' },
      filter: { driver_id: '7', filter: 'cancelled', date_from: '2026-11-01', date_to: '2026-11-21' },
    });
    expect(result?.meta).toEqual({ status_total: { complete: 2, cancelled: 1, active: 0, failed: 0, all: 3 } });
    expect(Object.fromEntries(queryOf(fetchMock))).toEqual({
      page: '1',
      countperpage: '25',
      driver_id: '7',
      filter: 'cancelled',
      date_from: '2026-11-01',
      date_to: '2026-11-21',
      sortcolumn: 'price',
      sort: 'desc',
    });
    await adapter.getList?.(DRIVER_RESOURCES.transfers, { sort: { field: 'id', order: 'ASC' }, filter: { driver_id: '7' } });
    expect(queryOf(fetchMock, 1).has('sortcolumn')).toBe(false);
  });

  it('answers drivers-join links keyed by aggregator, with the aggregators left to join', async () => {
    const link = {
      aggregator_id: 3,
      aggregator_code: 'uber',
      aggregator_name: 'Uber',
      external_id: 'uber-1',
      status: 'active',
      has_contract_issue: false,
      is_selfemployed: true,
      last_trip_at: null,
    };
    const available = [{ id: 1, code: 'yandex', name: 'Яндекс Go' }];
    const fetchMock: FetchMock = vi.fn(async () => json({ links: [link], available }));
    const adapter = adapterOf(DRIVER_RESOURCES.aggregators, fetchMock);
    await expect(adapter.getList?.(DRIVER_RESOURCES.aggregators, { filter: { driver_id: '7' } })).resolves.toEqual({
      data: [{ ...link, id: 3 }],
      total: 1,
      meta: { available },
    });
    await expect(
      adapter.create?.(DRIVER_RESOURCES.aggregators, { data: { aggregator_id: 3 }, meta: { driver_id: '7' } }),
    ).resolves.toEqual({ data: { ...link, id: 3 } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/drivers/7/aggregators');
    await adapter.delete?.(DRIVER_RESOURCES.aggregators, { id: 3, meta: { driver_id: '7' } });
    expect(fetchMock.mock.calls[2]?.[0]).toBe('/api/drivers/7/aggregators/3');
    expect(fetchMock.mock.calls[2]?.[1]?.method).toBe('DELETE');
  });

  it('refuses a card tab call without its driver', async () => {
    const fetchMock: FetchMock = vi.fn(async () => json({ cards: [] }));
    await expect(adapterOf(DRIVER_RESOURCES.cards, fetchMock).getList?.(DRIVER_RESOURCES.cards, { filter: {} })).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

/**
 * The desk and trips adapters: how react-admin's list parameters become each endpoint's query
 * (page, countperpage, sort + sortcolumn, filters by their own names) and how the answers become
 * `{ data, total, meta }`.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceAdapter } from '../../dataProvider/adapters';
import { DESK_RESOURCES, FEEREPORT_LIST, TRANSFERS_LIST, deskAdapters } from '../../dataProvider/adapters/desk';
import { exportQuery, listQuery } from '../../dataProvider/adapters/lists';
import { HttpClient } from '../../dataProvider/httpClient';
import { signedInSession } from '../helpers/session';

const session = signedInSession;

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
}

let calls: Call[];
let answer: unknown;
let http: HttpClient;

beforeEach(() => {
  calls = [];
  answer = {};
  http = new HttpClient({
    session,
    navigate: () => undefined,
    fetch: vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://cabinet.test');
      calls.push({
        method: init.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init.headers),
      });
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  });
});

function adapter(resource: string): ResourceAdapter {
  const factory = deskAdapters[resource];
  if (factory === undefined) throw new Error(`no adapter for ${resource}`);
  return factory(http);
}

function lastCall(): Call {
  const call = calls.at(-1);
  if (call === undefined) throw new Error('nothing was sent');
  return call;
}

const transfer = {
  id: 7,
  short_id: '1000007',
  status: 'complete',
  booked_at: '2026-11-20T10:00:00.000Z',
  ended_at: '2026-11-20T10:30:00.000Z',
  aggregator: { id: 1, code: 'yandex', name: 'Яндекс Go' },
  driver: { id: 3, full_name: 'Иванов Иван Иванович', phone: '+79990000003' },
  car: null,
  price: '500.00',
  payment_method: 'cash',
  category: 'econom',
  park_commission: '15.00',
  aggregator_commission: '100.00',
  address_from: 'Москва, ул. Арбат, 1',
  address_to: null,
};
const totals = { trips: 2, revenue: '900.00', park_commission: '27.00', aggregator_commission: '180.00' };

describe('list parameters', () => {
  it('maps page, perPage, sort and the filter names the endpoint knows; drops empty and unknown values', () => {
    expect(
      listQuery(TRANSFERS_LIST, {
        pagination: { page: 3, perPage: 25 },
        sort: { field: 'price', order: 'ASC' },
        filter: { filter: 'cancelled', search: '  1000007 ', aggregator_id: 4, payment_method: '', q: 'ignored', date_from: '2026-11-15' },
      }),
    ).toEqual({
      page: 3,
      countperpage: 25,
      sort: 'asc',
      sortcolumn: 'price',
      filter: 'cancelled',
      search: '1000007',
      aggregator_id: 4,
      date_from: '2026-11-15',
    });
  });

  it('sends no sort for a column the endpoint cannot sort, and keeps countperpage within 1..500', () => {
    expect(listQuery(TRANSFERS_LIST, { pagination: { page: 0, perPage: 5000 }, sort: { field: 'short_id', order: 'DESC' } })).toEqual({
      page: 1,
      countperpage: 500,
    });
    expect(listQuery(FEEREPORT_LIST, { sort: { field: 'revenue', order: 'DESC' } })).toMatchObject({ sort: 'desc', sortcolumn: 'revenue' });
  });

  it('exports the same filter and sort without paging, booleans as 1/0', () => {
    expect(
      exportQuery(
        { filters: ['date_from', 'date_to', 'search', 'active'] },
        { filter: { date_from: '2026-11-01', date_to: '2026-11-07', search: 'Иван', active: false } },
      ),
    ).toEqual({ date_from: '2026-11-01', date_to: '2026-11-07', search: 'Иван', active: '0' });
  });
});

describe('adapters', () => {
  it('transfers: GET /transfersp with the tab as `filter`; status_total comes back as meta for the tab counts', async () => {
    const statusTotal = { complete: 700, cancelled: 66, active: 25, failed: 46, all: 837 };
    answer = { transfers: [transfer], pages: 14, transfers_total: 700, status_total: statusTotal };
    const result = await adapter(DESK_RESOURCES.transfers).getList?.(DESK_RESOURCES.transfers, {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'booked_at', order: 'DESC' },
      filter: { filter: 'complete', driver_id: 3 },
    });
    expect(lastCall()).toMatchObject({
      method: 'GET',
      path: '/api/transfersp',
      query: { page: '2', countperpage: '50', sort: 'desc', sortcolumn: 'booked_at', filter: 'complete', driver_id: '3' },
    });
    expect(result).toEqual({ data: [transfer], total: 700, meta: { status_total: statusTotal, pages: 14 } });
  });

  it('transfers: getOne reads GET /transfers/{id} with its ledger entries', async () => {
    answer = { ...transfer, mileage_km: 12.5, cancel_reason: null, entries: [] };
    const result = await adapter(DESK_RESOURCES.transfer).getOne?.(DESK_RESOURCES.transfer, { id: 7 });
    expect(lastCall().path).toBe('/api/transfers/7');
    expect(result?.data).toMatchObject({ id: 7, mileage_km: 12.5 });
  });

  it('rejects an answer that breaks the wire contract', async () => {
    answer = { transfers: [{ ...transfer, price: 500 }], pages: 1, transfers_total: 1, status_total: {} };
    await expect(
      adapter(DESK_RESOURCES.transfers).getList?.(DESK_RESOURCES.transfers, {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'booked_at', order: 'DESC' },
        filter: {},
      }),
    ).rejects.toThrow();
  });

  it('corrections and applications read their own list shapes', async () => {
    answer = { corrections: [], total: 0, pages: 0 };
    await adapter(DESK_RESOURCES.corrections).getList?.(DESK_RESOURCES.corrections, {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
      filter: { search: 'Иванов', date_from: '2026-11-15', date_to: '2026-11-21' },
    });
    expect(lastCall()).toMatchObject({
      path: '/api/transfers/corrections',
      query: { page: '1', countperpage: '50', search: 'Иванов', date_from: '2026-11-15', date_to: '2026-11-21' },
    });
    answer = { applications: [], total: 0, pages: 0 };
    const result = await adapter(DESK_RESOURCES.applications).getList?.(DESK_RESOURCES.applications, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 'declined' },
    });
    expect(lastCall()).toMatchObject({ path: '/api/drivers/approve/list', query: { status: 'declined', page: '1', countperpage: '25' } });
    expect(result).toEqual({ data: [], total: 0 });
  });

  it('access requests: the app and the marketplace share the shape; an unknown filter asks for new ones', async () => {
    answer = { requests: [], total: 0, pages: 0 };
    const params = { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' as const } };
    await adapter(DESK_RESOURCES.accessApp).getList?.(DESK_RESOURCES.accessApp, { ...params, filter: { filter: 'rejected' } });
    expect(lastCall()).toMatchObject({ path: '/api/drivers/access-app', query: { filter: 'rejected' } });
    await adapter(DESK_RESOURCES.market).getList?.(DESK_RESOURCES.market, { ...params, filter: { filter: 'nonsense' } });
    expect(lastCall()).toMatchObject({ path: '/api/market/requests', query: { filter: 'new' } });
  });

  it('feedback: filters by score, status and period; the answer is saved with PUT', async () => {
    answer = { feedback: [], total: 0, pages: 0 };
    await adapter(DESK_RESOURCES.feedback).getList?.(DESK_RESOURCES.feedback, {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { score: 2, status: 'new', date_from: '2026-11-01' },
    });
    expect(lastCall()).toMatchObject({ path: '/api/drivers/feedback', query: { score: '2', status: 'new', date_from: '2026-11-01' } });
    answer = {
      id: 9,
      driver: { id: 3, full_name: 'Иванов Иван', phone: '+79990000003' },
      transfer: null,
      aggregator: null,
      score: 2,
      comment: null,
      tags: [],
      status: 'processed',
      response: 'Разобрались',
      created_at: '2026-11-20T10:00:00.000Z',
      processed_at: '2026-11-21T09:00:00.000Z',
    };
    await adapter(DESK_RESOURCES.feedback).update?.(DESK_RESOURCES.feedback, {
      id: 9,
      data: { status: 'processed', response: 'Разобрались' },
      previousData: { id: 9 },
    });
    expect(lastCall()).toMatchObject({
      method: 'PUT',
      path: '/api/drivers/feedback/9',
      body: { status: 'processed', response: 'Разобрались' },
    });
  });

  it('goals: the active tab as `active`, and a goal with one page of its participants', async () => {
    answer = { goals: [], total: 0, pages: 0 };
    await adapter(DESK_RESOURCES.goals).getList?.(DESK_RESOURCES.goals, {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { active: '0' },
    });
    expect(lastCall()).toMatchObject({ path: '/api/drivers/goals', query: { active: '0' } });
    answer = {
      id: 4,
      title: 'Неделя',
      description: null,
      aggregator: null,
      date_from: '2026-11-16',
      date_to: '2026-11-22',
      target_trips: 20,
      reward: '1000.00',
      active: true,
      participants_count: 120,
      achieved_count: 3,
      participants: [],
      participants_total: 120,
      participants_pages: 5,
    };
    await adapter(DESK_RESOURCES.goal).getOne?.(DESK_RESOURCES.goal, { id: 4, meta: { page: 3, perPage: 25 } });
    expect(lastCall()).toMatchObject({ path: '/api/drivers/goals/4', query: { page: '3', countperpage: '25' } });
  });

  it('feereport: rows keyed by the driver, totals and period as meta; the driver page needs its driver', async () => {
    answer = {
      date_from: '2026-11-15',
      date_to: '2026-11-21',
      drivers: [{ driver_id: 3, full_name: 'Иванов Иван', phone: '+79990000003', ...totals }],
      totals,
      total: 1,
      pages: 1,
    };
    const report = await adapter(DESK_RESOURCES.feereport).getList?.(DESK_RESOURCES.feereport, {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'park_commission', order: 'DESC' },
      filter: { search: 'Иван' },
    });
    expect(lastCall()).toMatchObject({
      path: '/api/drivers/feereport',
      query: { sort: 'desc', sortcolumn: 'park_commission', search: 'Иван' },
    });
    expect(report?.data[0]).toMatchObject({ id: 3, driver_id: 3 });
    expect(report?.meta).toEqual({ totals, date_from: '2026-11-15', date_to: '2026-11-21' });

    answer = {
      date_from: '2026-11-15',
      date_to: '2026-11-21',
      driver: { id: 3, full_name: 'Иванов Иван', phone: '+79990000003' },
      transfers: [transfer],
      totals,
      total: 1,
      pages: 1,
    };
    const trips = await adapter(DESK_RESOURCES.feereportTransfers).getList?.(DESK_RESOURCES.feereportTransfers, {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { driver_id: '3', date_from: '2026-11-15' },
    });
    expect(lastCall()).toMatchObject({ path: '/api/drivers/feereport/drivers/3', query: { date_from: '2026-11-15' } });
    expect(lastCall().query).not.toHaveProperty('driver_id');
    expect(trips?.meta).toMatchObject({ driver: { id: 3 }, totals });
    await expect(
      adapter(DESK_RESOURCES.feereportTransfers).getList?.(DESK_RESOURCES.feereportTransfers, {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow();
  });
});

/**
 * Adapters of the drivers list and the driver card (`/drivers/v2/list`, `/drivers/{id}` and the
 * card's tabs). Resource names sit under `drivers/` so react-admin's access check (the authProvider
 * reads a resource as a path) applies the drivers section's groups to every one of them.
 *
 * The list follows spec 4: only the latest request's answer is applied. react-query already keys
 * answers by their parameters; the gate below also cancels the request a newer one supersedes
 * and drops its answer if the server had sent it anyway, so a slow old search never lands.
 */
import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'ra-core';
import { z } from 'zod';
import {
  DRIVER_ENDPOINTS,
  DRIVER_SORT_COLUMNS,
  CarsResponseSchema,
  DriverAggregatorsResponseSchema,
  DriverAppSchema,
  DriverCardsResponseSchema,
  DriverChangesResponseSchema,
  DriverGroupsResponseSchema,
  DriverSchema,
  DriversListQuerySchema,
  DriversListResponseSchema,
  type DriverLink,
} from '../../schemas/drivers';
import { DESK_ENDPOINTS, DriverGoalDetailSchema, DriverGoalsResponseSchema } from '../../schemas/desk';
import {
  BalanceResponseSchema,
  ChargeDetailSchema,
  ChargeSchema,
  ChargesResponseSchema,
  CorrectionResponseSchema,
  IDEMPOTENCY_HEADER,
  LEDGER_ENDPOINTS,
} from '../../schemas/ledger';
import { fillPath } from '../../schemas/routing';
import {
  TRANSFER_ENDPOINTS,
  TRANSFER_SORT_COLUMNS,
  AggregatorFiguresSchema,
  ParkAggregatorsResponseSchema,
  TransfersResponseSchema,
} from '../../schemas/transfers';
import type { HttpClient, Query } from '../httpClient';
import type { AdapterFactory, ResourceAdapter } from './index';

/** Resources of the drivers screens, by what they hold. */
export const DRIVER_RESOURCES = {
  drivers: 'drivers',
  balance: 'drivers/detail/balance',
  corrections: 'drivers/detail/corrections',
  transfers: 'drivers/detail/transfers',
  cards: 'drivers/detail/cards',
  goals: 'drivers/detail/goals',
  charges: 'drivers/detail/charges',
  changes: 'drivers/detail/changes',
  app: 'drivers/detail/app',
  aggregators: 'drivers/detail/aggregators',
  cars: 'drivers/cars',
  groups: 'drivers/groups',
  parkAggregators: 'drivers/park-aggregators',
  aggregatorFigures: 'drivers/aggregator-figures',
} as const;

/** The list filter «Без поездок более N дней»: one select over the endpoint's more_7/more_14/more_30. */
export const NO_TRIPS_FILTER = 'no_trips_more';
export const NO_TRIPS_DAYS = ['7', '14', '30'] as const;

/** Paging and sorting are set from react-admin's params, never from a filter. */
const NOT_FILTERS = new Set(['page', 'countperpage', 'sort', 'sortcolumn']);
const LIST_PARAMETERS = new Set(Object.keys(DriversListQuerySchema.shape).filter((key) => !NOT_FILTERS.has(key)));
const DRIVER_SORTABLE = new Set<string>(DRIVER_SORT_COLUMNS);
const TRANSFER_SORTABLE = new Set<string>(TRANSFER_SORT_COLUMNS);

type Params = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

/** A filter value as the query string carries it: flags as 1/0, blanks left out. */
function wireValue(value: unknown): string | undefined {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return undefined;
}

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** react-admin's sort as `sortcolumn` + `sort`; a column the endpoint cannot sort by is left to its default. */
function sortQuery(sort: GetListParams['sort'], sortable: ReadonlySet<string>): Query {
  if (!sort || !sortable.has(sort.field)) return {};
  return { sortcolumn: sort.field, sort: sort.order === 'DESC' ? 'desc' : 'asc' };
}

/**
 * react-admin's list params as the query of `GET /drivers/v2/list` (and of its xlsx export):
 * page -> page, perPage -> countperpage, sort -> sortcolumn + sort, and every filter named
 * after an endpoint parameter passed as it is (flags as 1/0). Adding a filter to the list is
 * therefore one line in DriverFilters.
 */
export function driversListQuery({ pagination, sort, filter }: Params): Query {
  const query: Query = {};
  if (pagination) {
    query.page = pagination.page;
    query.countperpage = pagination.perPage;
  }
  Object.assign(query, sortQuery(sort, DRIVER_SORTABLE));
  for (const [key, value] of Object.entries(recordOf(filter))) {
    if (key === NO_TRIPS_FILTER) {
      const days = wireValue(value);
      if (days !== undefined && (NO_TRIPS_DAYS as readonly string[]).includes(days)) query[`more_${days}`] = '1';
      continue;
    }
    if (!LIST_PARAMETERS.has(key)) continue;
    const wire = wireValue(value);
    if (wire !== undefined) query[key] = wire;
  }
  return query;
}

/** Aborting a superseded request rejects with this, as fetch does. */
function supersededError(): DOMException {
  return new DOMException('A newer request replaced this one.', 'AbortError');
}

/**
 * Spec 4 "only the latest request's answer applied", per channel: a call cancels the previous
 * one of its channel, and an answer arriving after a newer call started is dropped (rejects with
 * an AbortError) instead of being returned.
 */
export function createLatestGate() {
  const latest = new Map<string, AbortController>();
  return async function run<T>(channel: string, outer: AbortSignal | undefined, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
    latest.get(channel)?.abort(supersededError());
    const controller = new AbortController();
    latest.set(channel, controller);
    const forward = () => controller.abort(outer?.reason);
    if (outer?.aborted) forward();
    outer?.addEventListener('abort', forward, { once: true });
    try {
      const answer = await send(controller.signal);
      if (latest.get(channel) !== controller) throw supersededError();
      return answer;
    } finally {
      outer?.removeEventListener('abort', forward);
      if (latest.get(channel) === controller) latest.delete(channel);
    }
  };
}

/**
 * react-admin's methods are generic over the record type the caller expects; an adapter knows
 * the records it answers, so its typed functions are handed over as the generic methods.
 */
type Answer<R> = (params: R) => Promise<{ data: RaRecord }>;
const asGetList = (method: (params: GetListParams) => Promise<GetListResult<RaRecord>>) =>
  ((_resource: string, params: GetListParams) => method(params)) as DataProvider['getList'];
const asGetOne = (method: Answer<GetOneParams & { signal?: AbortSignal }>) =>
  ((_resource: string, params: GetOneParams & { signal?: AbortSignal }) => method(params)) as DataProvider['getOne'];
const asCreate = (method: Answer<CreateParams>) =>
  ((_resource: string, params: CreateParams) => method(params)) as DataProvider['create'];
const asUpdate = (method: Answer<UpdateParams>) =>
  ((_resource: string, params: UpdateParams) => method(params)) as DataProvider['update'];
const asDelete = (method: Answer<DeleteParams>) =>
  ((_resource: string, params: DeleteParams) => method(params)) as DataProvider['delete'];

const IdSchema = z.coerce.number().int().positive();

/** The driver a card tab's call belongs to: `filter.driver_id` of lists, `meta.driver_id` of the rest. */
function driverIdOf(source: unknown): string {
  return String(IdSchema.parse(recordOf(source).driver_id));
}

function pageQuery(pagination: GetListParams['pagination']): Query {
  return pagination ? { page: pagination.page, countperpage: pagination.perPage } : {};
}

function idempotencyHeaders(meta: unknown): HeadersInit {
  const key = recordOf(meta).idempotencyKey;
  if (typeof key !== 'string' || key === '') throw new Error('Idempotency-Key is required for a money-moving call');
  return { [IDEMPOTENCY_HEADER]: key };
}

/** A link of drivers-join as a record: one per aggregator, so the aggregator's id is the record's. */
const linkRecord = (link: DriverLink) => ({ ...link, id: link.aggregator_id });

const LATEST_CHANNEL = 'latest';

function driversAdapter(http: HttpClient): ResourceAdapter {
  const gate = createLatestGate();
  return {
    getList: asGetList(async (params) => {
      const request = (signal: AbortSignal | undefined) =>
        http.json({ path: DRIVER_ENDPOINTS.list, query: driversListQuery(params), signal }, DriversListResponseSchema);
      const channel: unknown = recordOf(params.meta)[LATEST_CHANNEL];
      const answer = typeof channel === 'string' ? await gate(channel, params.signal, request) : await request(params.signal);
      return {
        data: answer.driver_profiles,
        total: answer.total,
        meta: { drivers_total: answer.drivers_total, pages: answer.pages },
      };
    }),
    getOne: asGetOne(async ({ id, signal }) => ({
      data: await http.json({ path: fillPath(DRIVER_ENDPOINTS.one, { id: String(id) }), signal }, DriverSchema),
    })),
    create: asCreate(async ({ data }) => ({
      data: await http.json({ path: DRIVER_ENDPOINTS.create, method: 'POST', json: data }, DriverSchema),
    })),
    update: asUpdate(async ({ id, data }) => ({
      data: await http.json({ path: fillPath(DRIVER_ENDPOINTS.one, { id: String(id) }), method: 'PUT', json: data }, DriverSchema),
    })),
  };
}

const balanceAdapter = (http: HttpClient): ResourceAdapter => ({
  getList: asGetList(async ({ filter, pagination, signal }) => {
    const { kind } = recordOf(filter);
    const answer = await http.json(
      {
        path: fillPath(LEDGER_ENDPOINTS.balance, { id: driverIdOf(filter) }),
        query: { ...pageQuery(pagination), kind: wireValue(kind) },
        signal,
      },
      BalanceResponseSchema,
    );
    const { entries, total, ...summary } = answer;
    return { data: entries, total, meta: summary };
  }),
});

const correctionsAdapter = (http: HttpClient): ResourceAdapter => ({
  create: asCreate(async ({ data, meta }) => {
    const answer = await http.json(
      {
        path: fillPath(LEDGER_ENDPOINTS.corrections, { id: driverIdOf(meta) }),
        method: 'POST',
        json: data,
        headers: idempotencyHeaders(meta),
      },
      CorrectionResponseSchema,
    );
    return { data: { ...answer.entry, balance: answer.balance } };
  }),
});

const transfersAdapter = (http: HttpClient): ResourceAdapter => ({
  getList: asGetList(async ({ filter, pagination, sort, signal }) => {
    const { filter: status, date_from, date_to } = recordOf(filter);
    const answer = await http.json(
      {
        path: TRANSFER_ENDPOINTS.list,
        query: {
          ...pageQuery(pagination),
          driver_id: driverIdOf(filter),
          filter: wireValue(status),
          date_from: wireValue(date_from),
          date_to: wireValue(date_to),
          ...sortQuery(sort, TRANSFER_SORTABLE),
        },
        signal,
      },
      TransfersResponseSchema,
    );
    return { data: answer.transfers, total: answer.transfers_total, meta: { status_total: answer.status_total } };
  }),
});

const cardsAdapter = (http: HttpClient): ResourceAdapter => ({
  getList: asGetList(async ({ filter, signal }) => {
    const { cards } = await http.json(
      { path: fillPath(DRIVER_ENDPOINTS.cards, { driverId: driverIdOf(filter) }), signal },
      DriverCardsResponseSchema,
    );
    return { data: cards, total: cards.length };
  }),
});

const goalsAdapter = (http: HttpClient): ResourceAdapter => ({
  getList: asGetList(async ({ filter, signal }) => {
    const { goals } = await http.json(
      { path: fillPath(DESK_ENDPOINTS.driverGoals, { id: driverIdOf(filter) }), signal },
      DriverGoalsResponseSchema,
    );
    return { data: goals, total: goals.length };
  }),
  getOne: asGetOne(async ({ id, meta, signal }) => ({
    data: await http.json(
      { path: fillPath(DESK_ENDPOINTS.driverGoal, { id: driverIdOf(meta), goalId: String(id) }), signal },
      DriverGoalDetailSchema,
    ),
  })),
});

const chargesAdapter = (http: HttpClient): ResourceAdapter => ({
  getList: asGetList(async ({ filter, pagination, signal }) => {
    const answer = await http.json(
      { path: fillPath(LEDGER_ENDPOINTS.charges, { id: driverIdOf(filter) }), query: pageQuery(pagination), signal },
      ChargesResponseSchema,
    );
    return { data: answer.charges, total: answer.total };
  }),
  getOne: asGetOne(async ({ id, meta, signal }) => ({
    data: await http.json(
      { path: fillPath(LEDGER_ENDPOINTS.charge, { id: driverIdOf(meta), chargeId: String(id) }), signal },
      ChargeDetailSchema,
    ),
  })),
  create: asCreate(async ({ data, meta }) => ({
    data: await http.json(
      {
        path: fillPath(LEDGER_ENDPOINTS.charges, { id: driverIdOf(meta) }),
        method: 'POST',
        json: data,
        headers: idempotencyHeaders(meta),
      },
      ChargeSchema,
    ),
  })),
  update: asUpdate(async ({ id, data, meta }) => ({
    data: await http.json(
      { path: fillPath(LEDGER_ENDPOINTS.charge, { id: driverIdOf(meta), chargeId: String(id) }), method: 'PUT', json: data },
      ChargeSchema,
    ),
  })),
});

const changesAdapter = (http: HttpClient): ResourceAdapter => ({
  getList: asGetList(async ({ filter, pagination, signal }) => {
    const answer = await http.json(
      { path: fillPath(DRIVER_ENDPOINTS.changes, { id: driverIdOf(filter) }), query: pageQuery(pagination), signal },
      DriverChangesResponseSchema,
    );
    return { data: answer.changes, total: answer.total };
  }),
});

/** The mobile-app tab: one record per driver, its id the driver's. */
const appAdapter = (http: HttpClient): ResourceAdapter => ({
  getOne: asGetOne(async ({ id, signal }) => ({
    data: { ...(await http.json({ path: fillPath(DRIVER_ENDPOINTS.app, { id: String(id) }), signal }, DriverAppSchema)), id },
  })),
  update: asUpdate(async ({ id, data }) => ({
    data: {
      ...(await http.json({ path: fillPath(DRIVER_ENDPOINTS.app, { id: String(id) }), method: 'PUT', json: data }, DriverAppSchema)),
      id,
    },
  })),
});

const aggregatorsAdapter = (http: HttpClient): ResourceAdapter => ({
  getList: asGetList(async ({ filter, signal }) => {
    const { links, available } = await http.json(
      { path: fillPath(DRIVER_ENDPOINTS.aggregators, { id: driverIdOf(filter) }), signal },
      DriverAggregatorsResponseSchema,
    );
    return { data: links.map(linkRecord), total: links.length, meta: { available } };
  }),
  create: asCreate(async ({ data, meta }) => {
    const { links } = await http.json(
      { path: fillPath(DRIVER_ENDPOINTS.aggregators, { id: driverIdOf(meta) }), method: 'POST', json: data },
      DriverAggregatorsResponseSchema,
    );
    const aggregatorId = IdSchema.parse(recordOf(data).aggregator_id);
    const link = links.find((candidate) => candidate.aggregator_id === aggregatorId);
    if (link === undefined) throw new Error('The connected aggregator is missing from the answer');
    return { data: linkRecord(link) };
  }),
  delete: asDelete(async ({ id, meta }) => {
    const path = fillPath(DRIVER_ENDPOINTS.aggregator, { id: driverIdOf(meta), aggregatorId: String(id) });
    await http.request({ path, method: 'DELETE' });
    return { data: { id } };
  }),
});

/** The driver form's car picker: `GET /cars?search=`. */
const carsAdapter = (http: HttpClient): ResourceAdapter => ({
  getList: asGetList(async ({ filter, pagination, signal }) => {
    const { search } = recordOf(filter);
    const answer = await http.json(
      { path: DRIVER_ENDPOINTS.cars, query: { ...pageQuery(pagination), search: wireValue(search) }, signal },
      CarsResponseSchema,
    );
    return { data: answer.cars, total: answer.total };
  }),
});

const groupsAdapter = (http: HttpClient): ResourceAdapter => ({
  getList: asGetList(async ({ signal }) => {
    const { groups } = await http.json({ path: DRIVER_ENDPOINTS.groups, signal }, DriverGroupsResponseSchema);
    return { data: groups, total: groups.length };
  }),
});

/** `GET /taxis/{taxisId}/aggregators`: the caller passes its park as `filter.taxis_id`. */
const parkAggregatorsAdapter = (http: HttpClient): ResourceAdapter => ({
  getList: asGetList(async ({ filter, signal }) => {
    const taxisId = String(IdSchema.parse(recordOf(filter).taxis_id));
    const { aggregators } = await http.json(
      { path: fillPath(TRANSFER_ENDPOINTS.parkAggregators, { taxisId }), signal },
      ParkAggregatorsResponseSchema,
    );
    return { data: aggregators, total: aggregators.length };
  }),
});

/** `GET /aggregators/{id}/transfers`: one aggregator's figures, the period and interval in `meta`. */
const aggregatorFiguresAdapter = (http: HttpClient): ResourceAdapter => ({
  getOne: asGetOne(async ({ id, meta, signal }) => {
    const { date_from, date_to, inactive_interval } = recordOf(meta);
    const figures = await http.json(
      {
        path: fillPath(TRANSFER_ENDPOINTS.aggregatorFigures, { id: String(id) }),
        query: {
          date_from: wireValue(date_from),
          date_to: wireValue(date_to),
          inactive_interval: wireValue(inactive_interval),
        },
        signal,
      },
      AggregatorFiguresSchema,
    );
    return { data: { ...figures, id: figures.aggregator_id } };
  }),
});

export const driverAdapters: Record<string, AdapterFactory> = {
  [DRIVER_RESOURCES.drivers]: driversAdapter,
  [DRIVER_RESOURCES.balance]: balanceAdapter,
  [DRIVER_RESOURCES.corrections]: correctionsAdapter,
  [DRIVER_RESOURCES.transfers]: transfersAdapter,
  [DRIVER_RESOURCES.cards]: cardsAdapter,
  [DRIVER_RESOURCES.goals]: goalsAdapter,
  [DRIVER_RESOURCES.charges]: chargesAdapter,
  [DRIVER_RESOURCES.changes]: changesAdapter,
  [DRIVER_RESOURCES.app]: appAdapter,
  [DRIVER_RESOURCES.aggregators]: aggregatorsAdapter,
  [DRIVER_RESOURCES.cars]: carsAdapter,
  [DRIVER_RESOURCES.groups]: groupsAdapter,
  [DRIVER_RESOURCES.parkAggregators]: parkAggregatorsAdapter,
  [DRIVER_RESOURCES.aggregatorFigures]: aggregatorFiguresAdapter,
};

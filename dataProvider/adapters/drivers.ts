/**
 * Adapters of the drivers list and the driver card (`/drivers/v2/list`, `/drivers/{id}` and the
 * card's tabs). Resource names sit under `drivers/` so react-admin's access check (the authProvider
 * reads a resource as a path) applies the drivers section's groups to every one of them.
 *
 * The list follows spec 4: only the latest request's answer is applied. react-query already keys
 * answers by their parameters; the gate below also cancels the request a newer one supersedes
 * and drops its answer if the server had sent it anyway, so a slow old search never lands.
 */
import type { CreateParams, DataProvider, DeleteParams, GetListParams, GetOneParams, RaRecord, UpdateParams } from 'ra-core';
import {
  DRIVER_ENDPOINTS,
  CarsQuerySchema,
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
  type DriversListResponse,
} from '../../schemas/drivers';
import { DESK_ENDPOINTS, DriverGoalDetailSchema, DriverGoalsResponseSchema } from '../../schemas/desk';
import {
  BalanceQuerySchema,
  BalanceResponseSchema,
  ChargeDetailSchema,
  ChargeSchema,
  ChargesResponseSchema,
  CorrectionResponseSchema,
  IDEMPOTENCY_HEADER,
  LEDGER_ENDPOINTS,
} from '../../schemas/ledger';
import { PageQuerySchema } from '../../schemas/lists';
import { fillPath } from '../../schemas/routing';
import {
  TRANSFER_ENDPOINTS,
  AggregatorFiguresSchema,
  ParkAggregatorsResponseSchema,
  TransfersQuerySchema,
  TransfersResponseSchema,
} from '../../schemas/transfers';
import type { HttpClient, Query } from '../httpClient';
import type { AdapterFactory, ResourceAdapter } from './types';
import {
  exportQuery,
  fetchList,
  idParam,
  listAdapter,
  listEndpoint,
  listQuery,
  listSpecOf,
  queryValue,
  recordOf,
  rowsIn,
  type ListSpec,
} from './lists';

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

/** `GET /drivers/v2/list`'s query schema, with «Без поездок более N дней» as the one more_N it stands for. */
const DRIVERS_LIST: ListSpec = listSpecOf(DriversListQuerySchema, {
  [NO_TRIPS_FILTER]: (value) => {
    const days = queryValue(value);
    return (NO_TRIPS_DAYS as readonly unknown[]).includes(days) ? { [`more_${String(days)}`]: '1' } : {};
  },
});

type Params = Parameters<typeof exportQuery>[1] & { pagination?: { page: number; perPage: number } };

/**
 * react-admin's list params as the query of `GET /drivers/v2/list` (and, without paging, of its
 * xlsx export): page -> page, perPage -> countperpage, sort -> sortcolumn + sort, and every filter
 * named after an endpoint parameter passed as it is (flags as 1/0). Adding a filter to the list is
 * therefore one line in the list's declaration (resources/drivers/list/list.ts).
 */
export function driversListQuery(params: Params): Query {
  return params.pagination === undefined ? exportQuery(DRIVERS_LIST, params) : listQuery(DRIVERS_LIST, params);
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
const asGetOne = (method: Answer<GetOneParams & { signal?: AbortSignal }>) =>
  ((_resource: string, params: GetOneParams & { signal?: AbortSignal }) => method(params)) as DataProvider['getOne'];
const asCreate = (method: Answer<CreateParams>) =>
  ((_resource: string, params: CreateParams) => method(params)) as DataProvider['create'];
const asUpdate = (method: Answer<UpdateParams>) =>
  ((_resource: string, params: UpdateParams) => method(params)) as DataProvider['update'];
const asDelete = (method: Answer<DeleteParams>) =>
  ((_resource: string, params: DeleteParams) => method(params)) as DataProvider['delete'];

/** The driver a card tab's write belongs to: `meta.driver_id`. */
const driverIdOf = (meta: unknown): string => idParam(meta, 'driver_id');
/** The driver of a card tab's list is its permanent filter `driver_id`, a path parameter. */
const BY_DRIVER = { id: 'driver_id' } as const;
const PAGED = listSpecOf(PageQuerySchema);

function idempotencyHeaders(meta: unknown): HeadersInit {
  const key = recordOf(meta).idempotencyKey;
  if (typeof key !== 'string' || key === '') throw new Error('Idempotency-Key is required for a money-moving call');
  return { [IDEMPOTENCY_HEADER]: key };
}

/** A link of drivers-join as a record: one per aggregator, so the aggregator's id is the record's. */
const linkRecord = (link: DriverLink) => ({ ...link, id: link.aggregator_id });

const LATEST_CHANNEL = 'latest';

const DRIVERS = listEndpoint({
  path: DRIVER_ENDPOINTS.list,
  spec: DRIVERS_LIST,
  answer: DriversListResponseSchema,
  rows: (answer) => ({ data: answer.driver_profiles, total: answer.total, meta: { drivers_total: answer.drivers_total, pages: answer.pages } }),
});

function driversAdapter(http: HttpClient): ResourceAdapter {
  const gate = createLatestGate();
  return {
    getList: <R extends RaRecord>(_resource: string, params: GetListParams) => {
      const request = (signal: AbortSignal | undefined) => fetchList<DriversListResponse, R>(http, DRIVERS, { ...params, signal });
      const channel: unknown = recordOf(params.meta)[LATEST_CHANNEL];
      return typeof channel === 'string' ? gate(channel, params.signal, request) : request(params.signal);
    },
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

const balanceAdapter = listAdapter({
  path: LEDGER_ENDPOINTS.balance,
  pathFilters: BY_DRIVER,
  spec: listSpecOf(BalanceQuerySchema),
  answer: BalanceResponseSchema,
  rows: ({ entries, total, ...summary }) => ({ data: entries, total, meta: summary }),
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

/** The driver's trips: `GET /transfersp` with the driver as its `driver_id` parameter, which the tab cannot go without. */
const transfersAdapter = listAdapter({
  path: TRANSFER_ENDPOINTS.list,
  spec: listSpecOf(TransfersQuerySchema),
  required: ['driver_id'],
  answer: TransfersResponseSchema,
  rows: (answer) => ({ data: answer.transfers, total: answer.transfers_total, meta: { status_total: answer.status_total } }),
});

const cardsAdapter = listAdapter({
  path: DRIVER_ENDPOINTS.cards,
  pathFilters: { driverId: 'driver_id' },
  answer: DriverCardsResponseSchema,
  rows: ({ cards }) => ({ data: cards, total: cards.length }),
});

const DRIVER_GOALS = listEndpoint({
  path: DESK_ENDPOINTS.driverGoals,
  pathFilters: BY_DRIVER,
  answer: DriverGoalsResponseSchema,
  rows: ({ goals }) => ({ data: goals, total: goals.length }),
});

const goalsAdapter = (http: HttpClient): ResourceAdapter => ({
  getList: (_resource, params) => fetchList(http, DRIVER_GOALS, params),
  getOne: asGetOne(async ({ id, meta, signal }) => ({
    data: await http.json(
      { path: fillPath(DESK_ENDPOINTS.driverGoal, { id: driverIdOf(meta), goalId: String(id) }), signal },
      DriverGoalDetailSchema,
    ),
  })),
});

const CHARGES = listEndpoint({
  path: LEDGER_ENDPOINTS.charges,
  pathFilters: BY_DRIVER,
  spec: PAGED,
  answer: ChargesResponseSchema,
  rows: rowsIn('charges'),
});

const chargesAdapter = (http: HttpClient): ResourceAdapter => ({
  getList: (_resource, params) => fetchList(http, CHARGES, params),
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

const changesAdapter = listAdapter({
  path: DRIVER_ENDPOINTS.changes,
  pathFilters: BY_DRIVER,
  spec: PAGED,
  answer: DriverChangesResponseSchema,
  rows: rowsIn('changes'),
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

const DRIVER_AGGREGATORS = listEndpoint({
  path: DRIVER_ENDPOINTS.aggregators,
  pathFilters: BY_DRIVER,
  answer: DriverAggregatorsResponseSchema,
  rows: ({ links, available }) => ({ data: links.map(linkRecord), total: links.length, meta: { available } }),
});

const aggregatorsAdapter = (http: HttpClient): ResourceAdapter => ({
  getList: (_resource, params) => fetchList(http, DRIVER_AGGREGATORS, params),
  create: asCreate(async ({ data, meta }) => {
    const { links } = await http.json(
      { path: fillPath(DRIVER_ENDPOINTS.aggregators, { id: driverIdOf(meta) }), method: 'POST', json: data },
      DriverAggregatorsResponseSchema,
    );
    const aggregatorId = Number(idParam(data, 'aggregator_id'));
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
const carsAdapter = listAdapter({
  path: DRIVER_ENDPOINTS.cars,
  spec: listSpecOf(CarsQuerySchema),
  answer: CarsResponseSchema,
  rows: rowsIn('cars'),
});

const groupsAdapter = listAdapter({
  path: DRIVER_ENDPOINTS.groups,
  answer: DriverGroupsResponseSchema,
  rows: ({ groups }) => ({ data: groups, total: groups.length }),
});

/** `GET /taxis/{taxisId}/aggregators`: the caller passes its park as `filter.taxis_id`. */
const parkAggregatorsAdapter = listAdapter({
  path: TRANSFER_ENDPOINTS.parkAggregators,
  pathFilters: { taxisId: 'taxis_id' },
  answer: ParkAggregatorsResponseSchema,
  rows: ({ aggregators }) => ({ data: aggregators, total: aggregators.length }),
});

/** `GET /aggregators/{id}/transfers`: one aggregator's figures, the period and interval in `meta`. */
const aggregatorFiguresAdapter = (http: HttpClient): ResourceAdapter => ({
  getOne: asGetOne(async ({ id, meta, signal }) => {
    const { date_from, date_to, inactive_interval } = recordOf(meta);
    const figures = await http.json(
      {
        path: fillPath(TRANSFER_ENDPOINTS.aggregatorFigures, { id: String(id) }),
        query: {
          date_from: queryValue(date_from),
          date_to: queryValue(date_to),
          inactive_interval: queryValue(inactive_interval),
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

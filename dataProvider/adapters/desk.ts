/**
 * Adapters of trips (`/transfersp`, `/transfers/{id}`, the park's corrections) and of the
 * drivers desk (approved applications, access requests, blacklist, feedback, goals, feereport).
 * Each maps react-admin's list parameters onto the endpoint's own query (page, countperpage,
 * sort + sortcolumn, the filter's names as they are) and its answer onto `{ data, total, meta }`.
 */
import type { GetListParams, GetListResult, GetOneParams, RaRecord, SortPayload } from 'ra-core';
import {
  ACCESS_FILTERS,
  AccessRequestsResponseSchema,
  ApplicationsResponseSchema,
  BlacklistEntrySchema,
  BlacklistResponseSchema,
  DESK_ENDPOINTS,
  FEEREPORT_SORT_COLUMNS,
  FeedbackResponseSchema,
  FeedbackSchema,
  FeereportDriverResponseSchema,
  FeereportResponseSchema,
  GoalDetailSchema,
  GoalSchema,
  GoalsResponseSchema,
} from '../../schemas/desk';
import { LEDGER_ENDPOINTS, ParkCorrectionsResponseSchema } from '../../schemas/ledger';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../schemas/lists';
import { fillPath } from '../../schemas/routing';
import {
  TRANSFER_ENDPOINTS,
  TRANSFER_SORT_COLUMNS,
  TransferDetailSchema,
  TransfersResponseSchema,
} from '../../schemas/transfers';
import type { Query, QueryValue } from '../httpClient';
import type { AdapterFactory } from './index';

/**
 * Resource names of this file, for the views' `resource` props. Each is the path of the screen
 * that reads it: react-admin's access check (authProvider.canAccess) reads the name as a path, so
 * the feereport's resources are refused to the groups the feereport route refuses. A detail
 * richer than its list row has a resource of its own: react-admin seeds a resource's getOne
 * cache with the rows of its lists, and a trip row has no ledger entries.
 */
export const DESK_RESOURCES = {
  transfers: 'transfers',
  transfer: 'transfers/detail',
  corrections: 'transfers/corrections',
  applications: 'drivers/approve',
  accessApp: 'drivers/access-app',
  market: 'drivers/access-market',
  blacklist: 'drivers/blacklist',
  feedback: 'drivers/feedback',
  goals: 'drivers/goals',
  goal: 'drivers/goals/detail',
  feereport: 'drivers/feereport',
  feereportTransfers: 'drivers/feereport/drivers',
} as const;

/** How one list endpoint reads its query. */
export interface ListSpec {
  /** Filter names the endpoint understands; anything else in the react-admin filter is dropped. */
  filters: readonly string[];
  /** Sortable columns; no sort parameters when absent. */
  sortColumns?: readonly string[];
}

type ListParams = Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>;

function queryValue(value: unknown): QueryValue {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return undefined;
}

function sortQuery(sort: SortPayload | undefined, columns: readonly string[] | undefined): Query {
  if (sort === undefined || columns === undefined || !columns.includes(sort.field)) return {};
  return { sort: sort.order === 'ASC' ? 'asc' : 'desc', sortcolumn: sort.field };
}

/** The endpoint's query without paging: what an xlsx export of the current list sends. */
export function exportQuery(spec: ListSpec, params: Omit<ListParams, 'pagination'>): Query {
  const query: Query = {};
  const filter: Record<string, unknown> = params.filter ?? {};
  for (const name of spec.filters) {
    const value = queryValue(filter[name]);
    if (value !== undefined) query[name] = value;
  }
  return { ...query, ...sortQuery(params.sort, spec.sortColumns) };
}

/** The endpoint's query of a react-admin list request: 1-based page, countperpage, sort, filters. */
export function listQuery(spec: ListSpec, params: ListParams): Query {
  const page = Math.max(1, params.pagination?.page ?? 1);
  const countperpage = Math.min(MAX_PAGE_SIZE, Math.max(1, params.pagination?.perPage ?? DEFAULT_PAGE_SIZE));
  return { page, countperpage, ...exportQuery(spec, params) };
}

export const TRANSFERS_LIST: ListSpec = {
  filters: ['filter', 'date_from', 'date_to', 'search', 'aggregator_id', 'driver_id', 'payment_method'],
  sortColumns: TRANSFER_SORT_COLUMNS,
};
export const CORRECTIONS_LIST: ListSpec = { filters: ['date_from', 'date_to', 'search'] };
export const APPLICATIONS_LIST: ListSpec = { filters: ['status'] };
export const ACCESS_LIST: ListSpec = { filters: ['filter'] };
export const BLACKLIST_LIST: ListSpec = { filters: ['search'] };
export const FEEDBACK_LIST: ListSpec = { filters: ['date_from', 'date_to', 'score', 'status', 'driver_id'] };
export const GOALS_LIST: ListSpec = { filters: ['active'] };
export const FEEREPORT_LIST: ListSpec = {
  filters: ['date_from', 'date_to', 'search'],
  sortColumns: FEEREPORT_SORT_COLUMNS,
};
export const FEEREPORT_DRIVER_LIST: ListSpec = { filters: ['date_from', 'date_to'] };

/**
 * react-admin's methods are generic in the record type the caller asks for; the rows here are
 * schema-checked records, which is what it asked for.
 */
function listResult<R extends RaRecord>(data: readonly RaRecord[], total: number, meta?: object): GetListResult<R> {
  return { data: data as R[], total, meta };
}

function oneResult<R extends RaRecord>(data: RaRecord): { data: R } {
  return { data: data as R };
}

function idOf(params: Pick<GetOneParams, 'id'>): string {
  return String(params.id);
}

function driverIdOf(filter: Record<string, unknown> | undefined): string {
  const value = filter?.driver_id;
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${DESK_RESOURCES.feereportTransfers}: нужен driver_id`);
  return String(value);
}

const transfers: AdapterFactory = (http) => ({
  getList: async (_resource, params) => {
    const answer = await http.json(
      { path: TRANSFER_ENDPOINTS.list, query: listQuery(TRANSFERS_LIST, params), signal: params.signal },
      TransfersResponseSchema,
    );
    return listResult(answer.transfers, answer.transfers_total, { status_total: answer.status_total, pages: answer.pages });
  },
});

const transfer: AdapterFactory = (http) => ({
  getOne: async (_resource, params) => {
    const data = await http.json(
      { path: fillPath(TRANSFER_ENDPOINTS.one, { id: idOf(params) }), signal: params.signal },
      TransferDetailSchema,
    );
    return oneResult(data);
  },
});

const corrections: AdapterFactory = (http) => ({
  getList: async (_resource, params) => {
    const answer = await http.json(
      { path: LEDGER_ENDPOINTS.parkCorrections, query: listQuery(CORRECTIONS_LIST, params), signal: params.signal },
      ParkCorrectionsResponseSchema,
    );
    return listResult(answer.corrections, answer.total);
  },
});

const applications: AdapterFactory = (http) => ({
  getList: async (_resource, params) => {
    const answer = await http.json(
      { path: DESK_ENDPOINTS.approveList, query: listQuery(APPLICATIONS_LIST, params), signal: params.signal },
      ApplicationsResponseSchema,
    );
    return listResult(answer.applications, answer.total);
  },
});

/** Access requests of one kind: the driver app's or the marketplace's. */
const accessRequests =
  (path: string): AdapterFactory =>
  (http) => ({
    getList: async (_resource, params) => {
      const filter: unknown = params.filter?.filter;
      const known = ACCESS_FILTERS.find((name) => name === filter) ?? 'new';
      const answer = await http.json(
        { path, query: listQuery(ACCESS_LIST, { ...params, filter: { filter: known } }), signal: params.signal },
        AccessRequestsResponseSchema,
      );
      return listResult(answer.requests, answer.total);
    },
  });

const blacklist: AdapterFactory = (http) => ({
  getList: async (_resource, params) => {
    const answer = await http.json(
      { path: DESK_ENDPOINTS.blacklist, query: listQuery(BLACKLIST_LIST, params), signal: params.signal },
      BlacklistResponseSchema,
    );
    return listResult(answer.entries, answer.total);
  },
  create: async (_resource, params) => {
    const data = await http.json({ path: DESK_ENDPOINTS.blacklist, method: 'POST', json: params.data }, BlacklistEntrySchema);
    return oneResult(data);
  },
  delete: async (_resource, params) => {
    await http.request({ path: fillPath(DESK_ENDPOINTS.blacklistEntry, { id: String(params.id) }), method: 'DELETE' });
    return oneResult(params.previousData ?? { id: params.id });
  },
});

const feedback: AdapterFactory = (http) => ({
  getList: async (_resource, params) => {
    const answer = await http.json(
      { path: DESK_ENDPOINTS.feedback, query: listQuery(FEEDBACK_LIST, params), signal: params.signal },
      FeedbackResponseSchema,
    );
    return listResult(answer.feedback, answer.total);
  },
  getOne: async (_resource, params) => {
    const data = await http.json(
      { path: fillPath(DESK_ENDPOINTS.feedbackOne, { id: idOf(params) }), signal: params.signal },
      FeedbackSchema,
    );
    return oneResult(data);
  },
  update: async (_resource, params) => {
    const data = await http.json(
      { path: fillPath(DESK_ENDPOINTS.feedbackOne, { id: String(params.id) }), method: 'PUT', json: params.data },
      FeedbackSchema,
    );
    return oneResult(data);
  },
});

const goals: AdapterFactory = (http) => ({
  getList: async (_resource, params) => {
    const answer = await http.json(
      { path: DESK_ENDPOINTS.goals, query: listQuery(GOALS_LIST, params), signal: params.signal },
      GoalsResponseSchema,
    );
    return listResult(answer.goals, answer.total);
  },
  create: async (_resource, params) => {
    const data = await http.json({ path: DESK_ENDPOINTS.goals, method: 'POST', json: params.data }, GoalSchema);
    return oneResult(data);
  },
  update: async (_resource, params) => {
    const data = await http.json(
      { path: fillPath(DESK_ENDPOINTS.goal, { goalId: String(params.id) }), method: 'PUT', json: params.data },
      GoalSchema,
    );
    return oneResult(data);
  },
});

/** A goal with one page of its participants: `meta: { page, perPage }`. */
const goal: AdapterFactory = (http) => ({
  getOne: async (_resource, params) => {
    const meta: { page?: unknown; perPage?: unknown } = params.meta ?? {};
    const page = typeof meta.page === 'number' ? meta.page : 1;
    const perPage = typeof meta.perPage === 'number' ? meta.perPage : DEFAULT_PAGE_SIZE;
    const data = await http.json(
      {
        path: fillPath(DESK_ENDPOINTS.goal, { goalId: idOf(params) }),
        query: listQuery({ filters: [] }, { pagination: { page, perPage } }),
        signal: params.signal,
      },
      GoalDetailSchema,
    );
    return oneResult(data);
  },
});

/** Rows are drivers: `id` is the driver's id. */
const feereport: AdapterFactory = (http) => ({
  getList: async (_resource, params) => {
    const answer = await http.json(
      { path: DESK_ENDPOINTS.feereport, query: listQuery(FEEREPORT_LIST, params), signal: params.signal },
      FeereportResponseSchema,
    );
    return listResult(
      answer.drivers.map((row) => ({ ...row, id: row.driver_id })),
      answer.total,
      { totals: answer.totals, date_from: answer.date_from, date_to: answer.date_to },
    );
  },
});

/** One driver's trips in the feereport; the driver comes as the permanent filter `driver_id`. */
const feereportTransfers: AdapterFactory = (http) => ({
  getList: async (_resource, params) => {
    const answer = await http.json(
      {
        path: fillPath(DESK_ENDPOINTS.feereportDriver, { id: driverIdOf(params.filter) }),
        query: listQuery(FEEREPORT_DRIVER_LIST, params),
        signal: params.signal,
      },
      FeereportDriverResponseSchema,
    );
    return listResult(answer.transfers, answer.total, {
      driver: answer.driver,
      totals: answer.totals,
      date_from: answer.date_from,
      date_to: answer.date_to,
    });
  },
});

export const deskAdapters: Record<string, AdapterFactory> = {
  [DESK_RESOURCES.transfers]: transfers,
  [DESK_RESOURCES.transfer]: transfer,
  [DESK_RESOURCES.corrections]: corrections,
  [DESK_RESOURCES.applications]: applications,
  [DESK_RESOURCES.accessApp]: accessRequests(DESK_ENDPOINTS.accessApp),
  [DESK_RESOURCES.market]: accessRequests(DESK_ENDPOINTS.market),
  [DESK_RESOURCES.blacklist]: blacklist,
  [DESK_RESOURCES.feedback]: feedback,
  [DESK_RESOURCES.goals]: goals,
  [DESK_RESOURCES.goal]: goal,
  [DESK_RESOURCES.feereport]: feereport,
  [DESK_RESOURCES.feereportTransfers]: feereportTransfers,
};

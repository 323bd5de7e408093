/**
 * Adapters of trips (`/transfersp`, `/transfers/{id}`, the park's corrections) and of the
 * drivers desk (approved applications, access requests, feedback, goals, feereport).
 * Lists are declared through the list-adapter factory (./lists.ts): path, the endpoint's query
 * schema and how its answer becomes `{ data, total, meta }`.
 */
import type { GetOneParams } from 'ra-core';
import {
  ACCESS_FILTERS,
  AccessRequestsQuerySchema,
  AccessRequestsResponseSchema,
  ApplicationsQuerySchema,
  ApplicationsResponseSchema,
  DESK_ENDPOINTS,
  FeedbackQuerySchema,
  FeedbackResponseSchema,
  FeedbackSchema,
  FeereportDriverQuerySchema,
  FeereportDriverResponseSchema,
  FeereportQuerySchema,
  FeereportResponseSchema,
  GoalDetailSchema,
  GoalSchema,
  GoalsQuerySchema,
  GoalsResponseSchema,
} from '../../schemas/desk';
import { LEDGER_ENDPOINTS, ParkCorrectionsQuerySchema, ParkCorrectionsResponseSchema } from '../../schemas/ledger';
import { DEFAULT_PAGE_SIZE } from '../../schemas/lists';
import { fillPath } from '../../schemas/routing';
import { TRANSFER_ENDPOINTS, TransferDetailSchema, TransfersQuerySchema, TransfersResponseSchema } from '../../schemas/transfers';
import type { AdapterFactory } from './types';
import { fetchList, listAdapter, listEndpoint, listQuery, listSpecOf, oneResult, rowsIn } from './lists';

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
  feedback: 'drivers/feedback',
  goals: 'drivers/goals',
  goal: 'drivers/goals/detail',
  goalParticipants: 'drivers/goals/participants',
  feereport: 'drivers/feereport',
  feereportTransfers: 'drivers/feereport/drivers',
} as const;

export const TRANSFERS_LIST = listSpecOf(TransfersQuerySchema);
export const CORRECTIONS_LIST = listSpecOf(ParkCorrectionsQuerySchema);
export const FEEREPORT_LIST = listSpecOf(FeereportQuerySchema);

/** An access-request tab the endpoint does not know asks for the new ones, as the server's default does. */
const ACCESS_LIST = listSpecOf(AccessRequestsQuerySchema, {
  filter: (value) => ({ filter: ACCESS_FILTERS.find((name) => name === value) ?? 'new' }),
});

function idOf(params: Pick<GetOneParams, 'id'>): string {
  return String(params.id);
}

const transfers = listAdapter({
  path: TRANSFER_ENDPOINTS.list,
  spec: TRANSFERS_LIST,
  answer: TransfersResponseSchema,
  rows: (answer) => ({
    data: answer.transfers,
    total: answer.transfers_total,
    meta: { status_total: answer.status_total, pages: answer.pages },
  }),
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

const corrections = listAdapter({
  path: LEDGER_ENDPOINTS.parkCorrections,
  spec: CORRECTIONS_LIST,
  answer: ParkCorrectionsResponseSchema,
  rows: rowsIn('corrections'),
});

const applications = listAdapter({
  path: DESK_ENDPOINTS.approveList,
  spec: listSpecOf(ApplicationsQuerySchema),
  answer: ApplicationsResponseSchema,
  rows: rowsIn('applications'),
});

/** Access requests of one kind: the driver app's or the marketplace's. */
const accessRequests = (path: string) =>
  listAdapter({
    path,
    spec: ACCESS_LIST,
    answer: AccessRequestsResponseSchema,
    rows: rowsIn('requests'),
  });

const FEEDBACK = listEndpoint({
  path: DESK_ENDPOINTS.feedback,
  spec: listSpecOf(FeedbackQuerySchema),
  answer: FeedbackResponseSchema,
  rows: rowsIn('feedback'),
});

const feedback: AdapterFactory = (http) => ({
  getList: (_resource, params) => fetchList(http, FEEDBACK, params),
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

const GOALS = listEndpoint({
  path: DESK_ENDPOINTS.goals,
  spec: listSpecOf(GoalsQuerySchema),
  answer: GoalsResponseSchema,
  rows: rowsIn('goals'),
});

const goals: AdapterFactory = (http) => ({
  getList: (_resource, params) => fetchList(http, GOALS, params),
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

/** One goal's participants, paged on the server; the goal comes as the permanent filter `goal_id`. Rows are drivers. */
const goalParticipants = listAdapter({
  path: DESK_ENDPOINTS.goal,
  pathFilters: { goalId: 'goal_id' },
  spec: { filters: [] },
  answer: GoalDetailSchema,
  rows: (answer) => ({
    data: answer.participants.map((row) => ({ ...row, id: row.driver_id })),
    total: answer.participants_total,
  }),
});

/** Rows are drivers: `id` is the driver's id. */
const feereport = listAdapter({
  path: DESK_ENDPOINTS.feereport,
  spec: FEEREPORT_LIST,
  answer: FeereportResponseSchema,
  rows: (answer) => ({
    data: answer.drivers.map((row) => ({ ...row, id: row.driver_id })),
    total: answer.total,
    meta: { totals: answer.totals, date_from: answer.date_from, date_to: answer.date_to },
  }),
});

/** One driver's trips in the feereport; the driver comes as the permanent filter `driver_id`. */
const feereportTransfers = listAdapter({
  path: DESK_ENDPOINTS.feereportDriver,
  pathFilters: { id: 'driver_id' },
  spec: listSpecOf(FeereportDriverQuerySchema),
  answer: FeereportDriverResponseSchema,
  rows: (answer) => ({
    data: answer.transfers,
    total: answer.total,
    meta: { driver: answer.driver, totals: answer.totals, date_from: answer.date_from, date_to: answer.date_to },
  }),
});

export const deskAdapters: Record<string, AdapterFactory> = {
  [DESK_RESOURCES.transfers]: transfers,
  [DESK_RESOURCES.transfer]: transfer,
  [DESK_RESOURCES.corrections]: corrections,
  [DESK_RESOURCES.applications]: applications,
  [DESK_RESOURCES.accessApp]: accessRequests(DESK_ENDPOINTS.accessApp),
  [DESK_RESOURCES.market]: accessRequests(DESK_ENDPOINTS.market),
  [DESK_RESOURCES.feedback]: feedback,
  [DESK_RESOURCES.goals]: goals,
  [DESK_RESOURCES.goal]: goal,
  [DESK_RESOURCES.goalParticipants]: goalParticipants,
  [DESK_RESOURCES.feereport]: feereport,
  [DESK_RESOURCES.feereportTransfers]: feereportTransfers,
};

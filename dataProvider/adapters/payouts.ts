/**
 * Adapters of the payouts' screens (issue 13): the park's payouts (`GET /payouts`, a payout with
 * its history by `GET /payouts/{id}`) and the drivers' operations (`GET /transactions`: payouts
 * and top-ups). The same payouts list serves the park's screen, an aggregator's cashouts and the
 * driver card's tabs, each narrowing it with its own fixed filter.
 */
import { fillPath } from '../../schemas/routing';
import { TransactionsQuerySchema, TransactionsResponseSchema, PAYOUT_LIST_ENDPOINTS } from '../../schemas/payout-lists';
import { PAYOUT_ENDPOINTS, PayoutDetailSchema, PayoutsQuerySchema, PayoutsResponseSchema } from '../../schemas/payouts';
import type { AdapterFactory } from './types';
import { fetchList, listEndpoint, listSpecOf, oneResult, rowsIn } from './lists';

/** Resource names: the path of the screen that reads each (the access check reads them as paths). */
export const PAYOUT_RESOURCES = {
  payouts: 'payments/transactions',
  /** One payout with its history: a resource of its own, since react-admin seeds a resource's getOne cache with its list rows, which carry no history. */
  payout: 'payments/transactions/detail',
  operations: 'payments/drivers-operations',
  driverPayouts: 'drivers/detail/payments',
} as const;

export const PAYOUTS_LIST = listSpecOf(PayoutsQuerySchema);
export const OPERATIONS_LIST = listSpecOf(TransactionsQuerySchema);

const PAYOUTS = listEndpoint({ path: PAYOUT_ENDPOINTS.list, spec: PAYOUTS_LIST, answer: PayoutsResponseSchema, rows: rowsIn('payouts') });

const OPERATIONS = listEndpoint({
  path: PAYOUT_LIST_ENDPOINTS.transactions,
  spec: OPERATIONS_LIST,
  answer: TransactionsResponseSchema,
  rows: (answer) => ({ data: answer.transactions, total: answer.total, meta: { totals: answer.totals, date_from: answer.date_from, date_to: answer.date_to } }),
});

const payouts: AdapterFactory = (http) => ({
  getList: (_resource, params) => fetchList(http, PAYOUTS, params),
  getOne: async (_resource, params) =>
    oneResult(await http.json({ path: fillPath(PAYOUT_ENDPOINTS.one, { id: String(params.id) }), signal: params.signal }, PayoutDetailSchema)),
});

const operations: AdapterFactory = (http) => ({
  getList: (_resource, params) => fetchList(http, OPERATIONS, params),
});

export const payoutAdapters: Record<string, AdapterFactory> = {
  [PAYOUT_RESOURCES.payouts]: payouts,
  [PAYOUT_RESOURCES.payout]: payouts,
  [PAYOUT_RESOURCES.driverPayouts]: payouts,
  [PAYOUT_RESOURCES.operations]: operations,
};

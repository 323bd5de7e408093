/**
 * Adapter of the antifraud screen (GET /aggregators/antifraud): the flagged trips are the list's
 * rows; the park's aggregators, the chosen one, the notice, the period, the figures and the
 * reasons ride along as `meta`.
 */
import { ANTIFRAUD_ENDPOINTS, AntifraudQuerySchema, AntifraudResponseSchema, type AntifraudResponse } from '../../schemas/antifraud';
import type { AdapterFactory } from './types';
import { listAdapter, listSpecOf } from './lists';

/** The resource is the screen's path (react-admin's access check reads it as one). */
export const ANTIFRAUD_RESOURCE = 'aggregators/antifrod';

export type AntifraudMeta = Omit<AntifraudResponse, 'transfers' | 'transfers_total'>;

export const antifraudAdapters: Record<string, AdapterFactory> = {
  [ANTIFRAUD_RESOURCE]: listAdapter({
    path: ANTIFRAUD_ENDPOINTS.list,
    spec: listSpecOf(AntifraudQuerySchema),
    answer: AntifraudResponseSchema,
    rows: ({ transfers, transfers_total, ...meta }) => ({ data: transfers, total: transfers_total, meta: meta satisfies AntifraudMeta }),
  }),
};

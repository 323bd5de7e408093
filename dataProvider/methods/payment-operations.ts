/**
 * The payments section's writes and working pages as named methods of the one data provider:
 * connecting and changing payout accounts, the staff's and the notices' settings, top-ups and
 * bulk payouts (preview, then the order under its idempotency key), the payouts list's accounts
 * and totals, bank statements and reconciliation, and the НПД receipts. Each answer is zod-parsed
 * as the views did before.
 */
import type { SortPayload } from 'ra-core';
import type { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../../schemas/ledger';
import { NPD_ENDPOINTS, NpdReceiptsSchema, type ReceiptState } from '../../schemas/npd';
import { NoticeSettingsResponseSchema, PAYOUT_ACCOUNT_ENDPOINTS as E, PayoutAccountSchema, StaffRulesResponseSchema } from '../../schemas/payout-accounts';
import {
  PAYOUT_LIST_ENDPOINTS,
  PayoutAccountsResponseSchema,
  PayoutsTotalsSchema,
  TOPUP_ENDPOINTS,
  TopupPreviewSchema,
  TopupResultSchema,
  type TopupRequest,
} from '../../schemas/payout-lists';
import { BulkPayoutPreviewSchema, BulkPayoutResultSchema, PAYOUT_BULK_ENDPOINTS, type BulkPayoutRequestSchema } from '../../schemas/payouts';
import {
  MismatchesResponseSchema,
  RECONCILIATION_ENDPOINTS as R,
  RunSchema,
  RunsResponseSchema,
  StatementAccountsSchema,
  StatementDetailSchema,
  StatementsResponseSchema,
} from '../../schemas/reconciliation';
import { fillPath } from '../../schemas/routing';
import { exportQuery } from '../adapters/lists';
import { PAYOUTS_LIST } from '../adapters/payouts';
import type { HttpClient, Query } from '../httpClient';

type BulkPayoutRequest = z.input<typeof BulkPayoutRequestSchema>;

/** The header that makes a money write happen once: the same key again answers the first result. */
const once = (idempotencyKey: string) => ({ [IDEMPOTENCY_HEADER]: idempotencyKey });

export function paymentOperationsMethods(http: HttpClient) {
  return {
    /** Connects a payout account; answers it as stored. */
    async connectPayoutAccount(values: Record<string, unknown>) {
      return http.json({ path: E.list, method: 'POST', json: values }, PayoutAccountSchema);
    },
    async updatePayoutAccount(id: number, values: Record<string, unknown>) {
      return http.json({ path: fillPath(E.one, { id: String(id) }), method: 'PUT', json: values }, PayoutAccountSchema);
    },
    /** One staff member's payout rule; answers every rule. */
    async savePayoutStaffRule(userId: number, rule: { may_send: boolean; approval_limit: string | null; may_approve: boolean }) {
      return http.json({ path: fillPath(E.staffOne, { userId: String(userId) }), method: 'PUT', json: rule }, StaffRulesResponseSchema);
    },
    /** One notice's setting; answers every setting. */
    async savePayoutNoticeSetting(event: string, setting: { enabled: boolean; channels: readonly string[]; threshold: string | null }) {
      return http.json({ path: fillPath(E.noticeOne, { event }), method: 'PUT', json: setting }, NoticeSettingsResponseSchema);
    },
    /** The accounts the payouts list filters by. */
    async payoutListAccounts(signal?: AbortSignal) {
      return http.json({ path: PAYOUT_LIST_ENDPOINTS.accounts, signal }, PayoutAccountsResponseSchema);
    },
    /** Count and sums of the payouts the list's filter and sort select (the list's own query, unpaged). */
    async payoutTotals(params: { filter: Record<string, unknown>; sort: SortPayload }, signal?: AbortSignal) {
      return http.json({ path: PAYOUT_LIST_ENDPOINTS.totals, query: exportQuery(PAYOUTS_LIST, params), signal }, PayoutsTotalsSchema);
    },
    async previewTopup(request: TopupRequest) {
      return http.json({ path: TOPUP_ENDPOINTS.preview, method: 'POST', json: request }, TopupPreviewSchema);
    },
    /** Puts money on drivers' balances once: the same key again answers the first result. */
    async createTopup(request: TopupRequest, idempotencyKey: string) {
      return http.json({ path: TOPUP_ENDPOINTS.create, method: 'POST', json: request, headers: once(idempotencyKey) }, TopupResultSchema);
    },
    async previewBulkPayout(request: BulkPayoutRequest) {
      return http.json({ path: PAYOUT_BULK_ENDPOINTS.preview, method: 'POST', json: request }, BulkPayoutPreviewSchema);
    },
    /** Orders the payouts once: the same key again answers the first result. */
    async createBulkPayout(request: BulkPayoutRequest, idempotencyKey: string) {
      return http.json({ path: PAYOUT_BULK_ENDPOINTS.create, method: 'POST', json: request, headers: once(idempotencyKey) }, BulkPayoutResultSchema);
    },
    async statementAccounts(signal?: AbortSignal) {
      return http.json({ path: R.accounts, signal }, StatementAccountsSchema);
    },
    async statements(signal?: AbortSignal) {
      return http.json({ path: R.statements, query: { countperpage: 20 }, signal }, StatementsResponseSchema);
    },
    async statement(id: number, signal?: AbortSignal) {
      return http.json({ path: fillPath(R.statement, { id: String(id) }), signal }, StatementDetailSchema);
    },
    /** Uploads a bank statement; a large file parses slowly. */
    async uploadStatement(file: { account_id: number; file_name: string; content_base64: string }) {
      return http.json({ path: R.statements, method: 'POST', json: file, timeoutMs: 120_000 }, StatementDetailSchema);
    },
    async confirmStatementLine(statementId: number, lineId: number) {
      return http.json({ path: fillPath(R.confirm, { id: String(statementId), lineId: String(lineId) }), method: 'POST' }, StatementDetailSchema);
    },
    async reconciliationRuns(signal?: AbortSignal) {
      return http.json({ path: R.runs, query: { countperpage: 20 }, signal }, RunsResponseSchema);
    },
    /** Lines up ledger, statements and receipts over the days; a long period takes minutes. */
    async startReconciliation(dateFrom: string, dateTo: string) {
      return http.json({ path: R.runs, method: 'POST', json: { date_from: dateFrom, date_to: dateTo }, timeoutMs: 300_000 }, RunSchema);
    },
    async reconciliationMismatches(runId: number, query: Query, signal?: AbortSignal) {
      return http.json({ path: fillPath(R.mismatches, { id: String(runId) }), query, signal }, MismatchesResponseSchema);
    },
    async npdReceipts(state: ReceiptState, page: number, countperpage: number, signal?: AbortSignal) {
      return http.json({ path: NPD_ENDPOINTS.receipts, query: { state, page, countperpage }, signal }, NpdReceiptsSchema);
    },
  };
}

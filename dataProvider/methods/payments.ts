/**
 * The payments section's calls that are not a resource's CRUD (the contract of issue 21 §2):
 * the park's payout accounts of every rail, the payouts module's pages, the payout settings.
 * Each answer is zod-parsed as the views did before.
 */
import { TaxiSchema } from '../../schemas/auth';
import {
  CloudAccountsResponseSchema,
  CurrentNoticesResponseSchema,
  NoticeSettingsResponseSchema,
  PAYOUT_ACCOUNT_ENDPOINTS as E,
  PayoutAccountSchema,
  PayoutAccountsResponseSchema,
  QiwiWalletSchema,
  RailSettingsSchema,
  StaffRulesResponseSchema,
  TaxisBanksResponseSchema,
  VirtualAccountSchema,
  VirtualAccountsResponseSchema,
  YpmnAccountsResponseSchema,
} from '../../schemas/payout-accounts';
import type { PayoutKind } from '../../schemas/payouts';
import { PAYOUT_ENDPOINTS, PayoutDetailSchema } from '../../schemas/payouts';
import { fillPath } from '../../schemas/routing';
import type { HttpClient } from '../httpClient';

export function paymentsMethods(http: HttpClient) {
  return {
    /** The park with its Т-Банк and Альфа flags and its Qiwi login (`GET /taxis/{id}`). */
    async paymentsPark(taxisId: number, signal?: AbortSignal) {
      return http.json({ path: `/taxis/${taxisId}`, signal }, TaxiSchema);
    },
    async payoutAccounts(signal?: AbortSignal) {
      return http.json({ path: E.list, signal }, PayoutAccountsResponseSchema);
    },
    async payoutAccount(id: number, signal?: AbortSignal) {
      return http.json({ path: fillPath(E.one, { id: String(id) }), signal }, PayoutAccountSchema);
    },
    async payoutBanks(signal?: AbortSignal) {
      return http.json({ path: E.banks, signal }, TaxisBanksResponseSchema);
    },
    /** The CloudPayments and YourPayments accounts as one list, each with its rail and public id. */
    async cardAccounts(signal?: AbortSignal) {
      const [cloud, ypmn] = await Promise.all([
        http.json({ path: E.cloudpayments, signal }, CloudAccountsResponseSchema),
        http.json({ path: E.yourpayments, signal }, YpmnAccountsResponseSchema),
      ]);
      return [
        ...cloud.items.map(({ cloud_public_id, ...item }) => ({ ...item, rail: 'cloudpayments' as const, public_id: cloud_public_id })),
        ...ypmn.items.map(({ ypmn_merchant_id, ...item }) => ({ ...item, rail: 'ypmn' as const, public_id: ypmn_merchant_id })),
      ];
    },
    async virtualAccounts(signal?: AbortSignal) {
      return http.json({ path: E.virtual, signal }, VirtualAccountsResponseSchema);
    },
    async virtualAccount(id: number, signal?: AbortSignal) {
      return http.json({ path: fillPath(E.virtualOne, { id: String(id) }), signal }, VirtualAccountSchema);
    },
    async payoutDetail(id: number, signal?: AbortSignal) {
      return http.json({ path: fillPath(PAYOUT_ENDPOINTS.one, { id: String(id) }), signal }, PayoutDetailSchema);
    },
    async payoutRailSettings(signal?: AbortSignal) {
      return http.json({ path: E.railSettings, signal }, RailSettingsSchema);
    },
    /** Which account pays this payout kind by default; null clears it. */
    async choosePayoutRailAccount(kind: PayoutKind, accountId: number | null) {
      return http.json({ path: E.railSettings, method: 'PUT', json: { kind, account_id: accountId } }, RailSettingsSchema);
    },
    async qiwiWallet(signal?: AbortSignal) {
      return http.json({ path: E.qiwi, signal }, QiwiWalletSchema);
    },
    async payoutStaffRules(signal?: AbortSignal) {
      return http.json({ path: E.staff, signal }, StaffRulesResponseSchema);
    },
    async payoutNoticeSettings(signal?: AbortSignal) {
      return http.json({ path: E.notices, signal }, NoticeSettingsResponseSchema);
    },
    async payoutCurrentNotices(signal?: AbortSignal) {
      return http.json({ path: E.currentNotices, signal }, CurrentNoticesResponseSchema);
    },
  };
}

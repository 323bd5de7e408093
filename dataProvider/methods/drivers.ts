/**
 * The drivers section's calls that are not CRUD, as named methods of the one data provider
 * (the views call `useAppDataProvider().<method>`). Each loads its schemas when first called, so
 * the shell's first chunk does not carry the section's wire contracts.
 */
import type { z } from 'zod';
import type { ApplicationAcceptResponseSchema, FeedbackKpi, GoalDetailSchema } from '../../schemas/desk';
import type { NpdCard, NpdIssuer } from '../../schemas/npd';
import type { DriverPayoutSummary } from '../../schemas/payout-lists';
import type { Payout, PayoutPreview, PayoutRequest } from '../../schemas/payouts';
import { fillPath } from '../../schemas/routing';
import type { HttpClient } from '../httpClient';

const fill = (path: string, params: Record<string, number>) =>
  fillPath(path, Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])));

/** A money-moving call's header (schemas/ledger.ts), loaded with the call. */
const idempotency = async (key: string) => ({ [(await import('../../schemas/ledger')).IDEMPOTENCY_HEADER]: key });

export function driversMethods(http: HttpClient) {
  return {
    /** How many drivers joined through the approve desk and were not yet seen (the menu's badge). */
    async approvedDriversCount(signal?: AbortSignal): Promise<number> {
      const { ApproveReadResponseSchema, DESK_ENDPOINTS } = await import('../../schemas/desk');
      return (await http.json({ path: DESK_ENDPOINTS.approveRead, signal }, ApproveReadResponseSchema)).count;
    },
    /** Accepts a driver's application: the driver is created and the answer names them. */
    async acceptApplication(applicationId: number): Promise<z.infer<typeof ApplicationAcceptResponseSchema>> {
      const { ApplicationAcceptResponseSchema, DESK_ENDPOINTS } = await import('../../schemas/desk');
      const path = fill(DESK_ENDPOINTS.approveAccept, { id: applicationId });
      return http.json({ path, method: 'POST', json: {} }, ApplicationAcceptResponseSchema);
    },
    /** Declines an application with its reason (required, checked by the schema before it is sent). */
    async declineApplication(applicationId: number, values: Record<string, unknown>): Promise<void> {
      const { ApplicationDeclineSchema, DESK_ENDPOINTS } = await import('../../schemas/desk');
      const path = fill(DESK_ENDPOINTS.approveDecline, { id: applicationId });
      await http.request({ path, method: 'POST', json: ApplicationDeclineSchema.parse(values) });
    },
    /** Marks the applications on screen read; the answer is the menu badge's new count. */
    async markApplicationsRead(ids: readonly number[]): Promise<number> {
      const { ApproveReadResponseSchema, DESK_ENDPOINTS } = await import('../../schemas/desk');
      return (await http.json({ path: DESK_ENDPOINTS.approveRead, method: 'POST', json: { ids } }, ApproveReadResponseSchema)).count;
    },
    /** Approves or rejects a driver's request for the driver app (`app`) or the marketplace (`market`). */
    async decideAccessRequest(kind: 'app' | 'market', requestId: number, decision: 'approved' | 'rejected'): Promise<void> {
      const { DESK_ENDPOINTS } = await import('../../schemas/desk');
      const path = fill(kind === 'app' ? DESK_ENDPOINTS.accessAppDecide : DESK_ENDPOINTS.marketDecide, { id: requestId });
      await http.request({ path, method: 'POST', json: { decision } });
    },
    /** Pays a finished goal's rewards to the drivers who reached it, once per key. */
    async payGoalRewards(goalId: number, idempotencyKey: string): Promise<z.infer<typeof GoalDetailSchema>> {
      const { DESK_ENDPOINTS, GoalDetailSchema } = await import('../../schemas/desk');
      const path = fill(DESK_ENDPOINTS.goalRewards, { goalId });
      return http.json({ path, method: 'POST', json: {}, headers: await idempotency(idempotencyKey) }, GoalDetailSchema);
    },
    /** The drivers' feedback figures of a period. */
    async feedbackKpi(period: { date_from: string; date_to: string }, signal?: AbortSignal): Promise<FeedbackKpi> {
      const { DESK_ENDPOINTS, FeedbackKpiSchema } = await import('../../schemas/desk');
      return http.json({ path: DESK_ENDPOINTS.feedbackKpi, query: { ...period }, signal }, FeedbackKpiSchema);
    },
    /** A self-employed driver's НПД card: status, issuer, receipts. */
    async npdCard(driverId: number, signal?: AbortSignal): Promise<NpdCard> {
      const { NPD_ENDPOINTS, NpdCardSchema } = await import('../../schemas/npd');
      return http.json({ path: fill(NPD_ENDPOINTS.card, { id: driverId }), signal }, NpdCardSchema);
    },
    /** Asks the tax service for the driver's НПД status again; the card says when the answer is pending. */
    async checkNpd(driverId: number): Promise<NpdCard> {
      const { NPD_ENDPOINTS, NpdCardSchema } = await import('../../schemas/npd');
      return http.json({ path: fill(NPD_ENDPOINTS.check, { id: driverId }), method: 'POST' }, NpdCardSchema);
    },
    /** Who issues the driver's receipts. */
    async setNpdIssuer(driverId: number, issuer: NpdIssuer): Promise<NpdCard> {
      const { NPD_ENDPOINTS, NpdCardSchema } = await import('../../schemas/npd');
      return http.json({ path: fill(NPD_ENDPOINTS.issuer, { id: driverId }), method: 'PUT', json: { issuer } }, NpdCardSchema);
    },
    /** Marks a receipt as issued by the driver, with its number and link. */
    async markNpdReceiptIssued(driverId: number, receiptId: number, receipt: { receipt_number: string; receipt_url: string }): Promise<NpdCard> {
      const { NPD_ENDPOINTS, NpdCardSchema } = await import('../../schemas/npd');
      const path = fill(NPD_ENDPOINTS.receiptIssued, { id: driverId, receiptId });
      return http.json({ path, method: 'POST', json: receipt }, NpdCardSchema);
    },
    /** What the driver may be paid out now and what was paid (the payments tab's figures). */
    async driverPayoutSummary(driverId: number, signal?: AbortSignal): Promise<DriverPayoutSummary> {
      const [{ DriverPayoutSummarySchema }, { PAYOUT_ENDPOINTS }] = await Promise.all([import('../../schemas/payout-lists'), import('../../schemas/payouts')]);
      return http.json({ path: fill(PAYOUT_ENDPOINTS.driverSummary, { id: driverId }), signal }, DriverPayoutSummarySchema);
    },
    /** The fee and the sum a payout to the driver would come to, before it is made. */
    async previewDriverPayout(request: PayoutRequest): Promise<PayoutPreview> {
      const { PAYOUT_ENDPOINTS, PayoutPreviewSchema } = await import('../../schemas/payouts');
      return http.json({ path: PAYOUT_ENDPOINTS.preview, method: 'POST', json: request }, PayoutPreviewSchema);
    },
    /** Pays the driver out, once per key. */
    async payDriver(request: PayoutRequest, idempotencyKey: string): Promise<Payout> {
      const { PAYOUT_ENDPOINTS, PayoutSchema } = await import('../../schemas/payouts');
      return http.json({ path: PAYOUT_ENDPOINTS.list, method: 'POST', json: request, headers: await idempotency(idempotencyKey) }, PayoutSchema);
    },
  };
}

/**
 * The users section's calls that are not CRUD of its generated resources: a staff user's rules
 * in a group, the password reset and the end of their sessions, sending an offer document, and
 * the drivers an offer may be sent to.
 */
import { DRIVER_ENDPOINTS, DriversListResponseSchema } from '../../schemas/drivers';
import type { z } from 'zod';
import { OfferSendResponseSchema, type OfferSendRequestSchema, type OfferSendResponse } from '../../schemas/resources/offers';
import { PasswordResetResponseSchema, SessionsEndedResponseSchema, UserRulesSchema, type UserRules } from '../../schemas/user-rules';
import type { HttpClient } from '../httpClient';

/** A driver as the offer's picker shows one. */
export interface OfferDriver {
  id: number;
  full_name: string;
  phone: string;
}

const rulesPath = (userId: number | string, groupId: number | string) => `/users/${userId}/rules/${groupId}`;

export function usersMethods(http: HttpClient) {
  return {
    /** The pages a user's own rules close in the given group. */
    userRules(userId: number | string, groupId: number | string, signal?: AbortSignal): Promise<UserRules> {
      return http.json({ path: rulesPath(userId, groupId), signal }, UserRulesSchema);
    },
    saveUserRules(userId: number | string, groupId: number | string, deniedPaths: readonly string[]): Promise<UserRules> {
      return http.json({ path: rulesPath(userId, groupId), method: 'PUT', json: { denied_paths: deniedPaths } }, UserRulesSchema);
    },
    /** Sends the user a new password by e-mail; answers the address it went to. */
    async resetStaffPassword(userId: number): Promise<void> {
      await http.json({ path: `/users/${userId}/reset-password`, method: 'POST', json: {} }, PasswordResetResponseSchema);
    },
    /** Ends every sign-in of the user; answers how many were ended. */
    async endStaffSessions(userId: number): Promise<number> {
      const { ended } = await http.json({ path: `/users/${userId}/sessions`, method: 'DELETE' }, SessionsEndedResponseSchema);
      return ended;
    },
    sendOffer(offerId: number, request: z.input<typeof OfferSendRequestSchema>): Promise<OfferSendResponse> {
      return http.json({ path: `/offers/${offerId}/send`, method: 'POST', json: request }, OfferSendResponseSchema);
    },
    /** Park drivers whose name or phone matches, by name, for the offer's picker. */
    async offerDriverSuggestions(search: string, count: number, signal?: AbortSignal): Promise<OfferDriver[]> {
      const query = { search: search.trim(), countperpage: count, sortcolumn: 'full_name' };
      const answer = await http.json({ path: DRIVER_ENDPOINTS.list, query, signal }, DriversListResponseSchema);
      return answer.driver_profiles.map(({ id, full_name, phone }) => ({ id, full_name, phone }));
    },
  };
}

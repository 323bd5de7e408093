/**
 * The users section's calls that are not CRUD of its generated resources: a staff user's rules
 * in a group, the password reset and the end of their sessions, sending an offer document, and
 * the drivers an offer may be sent to.
 */
import type { z } from 'zod';
import type { OfferSendRequestSchema, OfferSendResponse } from '../../resources/users/offers/resource';
import type { UserRules } from '../../schemas/user-rules';
import type { HttpClient } from '../httpClient';

// The schemas load with the first call, not with the cabinet's first chunk.
const rules = () => import('../../schemas/user-rules');

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
    async userRules(userId: number | string, groupId: number | string, signal?: AbortSignal): Promise<UserRules> {
      const { UserRulesSchema } = await rules();
      return http.json({ path: rulesPath(userId, groupId), signal }, UserRulesSchema);
    },
    async saveUserRules(userId: number | string, groupId: number | string, deniedPaths: readonly string[]): Promise<UserRules> {
      const { UserRulesSchema } = await rules();
      return http.json({ path: rulesPath(userId, groupId), method: 'PUT', json: { denied_paths: deniedPaths } }, UserRulesSchema);
    },
    /** Sends the user a new password by e-mail; answers the address it went to. */
    async resetStaffPassword(userId: number): Promise<void> {
      const { PasswordResetResponseSchema } = await rules();
      await http.json({ path: `/users/${userId}/reset-password`, method: 'POST', json: {} }, PasswordResetResponseSchema);
    },
    /** Ends every sign-in of the user; answers how many were ended. */
    async endStaffSessions(userId: number): Promise<number> {
      const { SessionsEndedResponseSchema } = await rules();
      const { ended } = await http.json({ path: `/users/${userId}/sessions`, method: 'DELETE' }, SessionsEndedResponseSchema);
      return ended;
    },
    async sendOffer(offerId: number, request: z.input<typeof OfferSendRequestSchema>): Promise<OfferSendResponse> {
      const { OfferSendResponseSchema } = await import('../../resources/users/offers/resource');
      return http.json({ path: `/offers/${offerId}/send`, method: 'POST', json: request }, OfferSendResponseSchema);
    },
    /** Park drivers whose name or phone matches, by name, for the offer's picker. */
    async offerDriverSuggestions(search: string, count: number, signal?: AbortSignal): Promise<OfferDriver[]> {
      const { DRIVER_ENDPOINTS, DriversListResponseSchema } = await import('../../schemas/drivers');
      const query = { search: search.trim(), countperpage: count, sortcolumn: 'full_name' };
      const answer = await http.json({ path: DRIVER_ENDPOINTS.list, query, signal }, DriversListResponseSchema);
      return answer.driver_profiles.map(({ id, full_name, phone }) => ({ id, full_name, phone }));
    },
  };
}

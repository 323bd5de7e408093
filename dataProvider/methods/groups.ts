/**
 * The groups section's calls that are not CRUD of the generated `groups` resource: a group's
 * drivers (spec 7 `GET/POST /groups/{id}/drivers`) and the step commissions of a group or, for
 * the pseudo group «Все водители», of the park itself (the v2 variant, spec 4). The schemas load
 * with the first call, not with the cabinet's first chunk.
 */
import type { CommissionPreviewResponse, CommissionRequest, CommissionsResponse } from '../../schemas/commissions';
import { fillPath } from '../../schemas/routing';
import type { HttpClient } from '../httpClient';

const commissions = () => import('../../schemas/commissions');
const groups = () => import('../../resources/groups/groups/resource');

/** Whose commissions: a driver group's, or the park's own («Все водители»). */
export type CommissionOwner = { kind: 'group'; groupId: number } | { kind: 'park'; taxisId: number };

type CommissionBody = Omit<CommissionRequest, 'id' | 'group_marker'>;
type StepBody = CommissionBody['steps'][number];
/** One kind of orders' commission as the editor sends it: a step left blank is the server's to refuse at its field. */
export type CommissionDraft = Omit<CommissionBody, 'steps'> & { steps: (Omit<StepBody, 'step'> & { step: number | undefined })[] };

async function commissionPath(owner: CommissionOwner) {
  const { COMMISSION_ENDPOINTS } = await commissions();
  return owner.kind === 'park'
    ? { base: COMMISSION_ENDPOINTS.v2, ownerId: owner.taxisId, marker: {} }
    : { base: COMMISSION_ENDPOINTS.groups, ownerId: owner.groupId, marker: { group_marker: 1 as const } };
}

export function groupsMethods(http: HttpClient) {
  return {
    /** Puts park drivers into the group (a driver of another group moves here). */
    async addGroupDrivers(groupId: number, driverIds: readonly number[]): Promise<void> {
      const { GROUP_ENDPOINTS } = await groups();
      await http.json({ path: fillPath(GROUP_ENDPOINTS.drivers, { id: String(groupId) }), method: 'POST', json: { driver_ids: driverIds } });
    },
    async removeGroupDriver(groupId: number, driverId: number): Promise<void> {
      const { GROUP_ENDPOINTS } = await groups();
      await http.json({ path: fillPath(GROUP_ENDPOINTS.driver, { id: String(groupId), driverId: String(driverId) }), method: 'DELETE' });
    },
    async commissionsOf(owner: CommissionOwner, signal?: AbortSignal): Promise<CommissionsResponse> {
      const [{ base, ownerId, marker }, { CommissionsResponseSchema }] = await Promise.all([commissionPath(owner), commissions()]);
      return http.json({ path: `${base}/${ownerId}`, query: marker, signal }, CommissionsResponseSchema);
    },
    /** Writes one kind of orders' commission (`exists`: it was saved before, PUT rather than POST). */
    async saveCommission(owner: CommissionOwner, commission: CommissionDraft, exists: boolean): Promise<void> {
      const { base, ownerId, marker } = await commissionPath(owner);
      await http.json({ path: base, method: exists ? 'PUT' : 'POST', json: { id: ownerId, ...marker, ...commission } });
    },
    async deleteCommissionStep(owner: CommissionOwner, stepId: number): Promise<void> {
      const { base, marker } = await commissionPath(owner);
      await http.json({ path: `${base}/${stepId}/delete`, method: 'DELETE', query: marker });
    },
    /** What the last 7 days would have earned under the edited steps. */
    async commissionPreview(request: { group_id: number; commissions: CommissionDraft[] }, signal?: AbortSignal): Promise<CommissionPreviewResponse> {
      const { COMMISSION_ENDPOINTS, CommissionPreviewResponseSchema } = await commissions();
      return http.json({ path: COMMISSION_ENDPOINTS.preview, method: 'POST', json: request, signal }, CommissionPreviewResponseSchema);
    },
  };
}

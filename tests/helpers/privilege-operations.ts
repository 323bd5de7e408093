/**
 * The generated privilege proof's table (issue 20 §2): every write operation of the served
 * OpenAPI document on staff users, their rules, driver groups and park settings, classified by
 * what decides it, with a request the route would accept. An operation of those families that is
 * not in this table fails the suite (deny by default).
 */
import { newStep } from '../../schemas/commissions';
import type { AccessPolicy, GroupId } from '../../schemas/access';
import { companyRequisites } from './legal-entity-fixture';

/** Paths of the families the proof covers; a write under any of them must be classified below. */
export const FAMILIES: readonly RegExp[] = [
  /^\/api\/users(\/|$)/,
  /^\/api\/auth\/multiuser(\/|$)/,
  /^\/api\/groups(\/|$)/,
  /^\/api\/commissions(\/|$)/,
  /^\/api\/taxis(\/|$)/,
  /^\/api\/legal-entities(\/|$)/,
  /^\/api\/payout-accounts(\/|$)/,
  /^\/api\/payout-settings(\/|$)/,
  /^\/api\/aggregators(\/|$)/,
  /^\/api\/referral/,
  // Any other path that names rules, settings or credentials is a setting until classified.
  /\/(rules|settings|credentials|access)(\/|$)/,
];

export interface CaseRequest {
  url: string;
  payload?: object;
}

export interface Target {
  id: number;
  group: GroupId;
  owner: boolean;
}

/** What a case may set up; every call gives rows of its own, so allowed writes never collide. */
export interface Fixtures {
  policy: AccessPolicy;
  park: number;
  unique(): number;
  group(): Promise<number>;
  driver(groupId?: number): Promise<number>;
  /** The park's one aggregator (`yandex`), for its settings. */
  aggregator(): Promise<number>;
  /** An aggregator code the park has not connected yet. */
  freeAggregatorCode(): string;
  payoutAccount(): Promise<number>;
  legalEntity(): Promise<number>;
}

export type Operation =
  /** Writes one staff user: the manage relation decides, within the route's groups. */
  | { kind: 'target'; refusesSelf: boolean; request(target: Target, f: Fixtures): CaseRequest }
  /** Creates a staff user of a group: the new user's group is the target. */
  | { kind: 'create'; request(group: GroupId, f: Fixtures): CaseRequest }
  /**
   * A park setting or a driver group: the route's groups decide (`groups` overrides them where the
   * issue says the route is wrong). `wellFormed` requests must be answered 2xx when allowed;
   * the others only must not be refused (they name rows that need more than a fixture).
   */
  | { kind: 'park'; groups?: readonly GroupId[]; wellFormed: boolean; request(f: Fixtures): Promise<CaseRequest> }
  /** The caller's own list of linked accounts: any session, on the proof of the target's own token. */
  | { kind: 'linked' }
  /**
   * The caller's own account only (a recovery channel's code): anyone else is answered "not
   * found" and nothing changes; the caller is answered on its own merits (no pending change here).
   */
  | { kind: 'self'; request(targetId: number): CaseRequest }
  /** In a family's path but not a setting: the reason is the classification. */
  | { kind: 'outside'; reason: string };

const name = (f: Fixtures) => `Проверка прав ${f.unique()}`;
/** A path a rule may deny for the group: a section it opens (home is never a rule; b's group 5 opens none). */
const RULE_PATHS: Record<AccessPolicy, Record<GroupId, readonly string[]>> = {
  a: { 1: ['/kpi'], 2: ['/kpi'], 3: [], 4: ['/drivers'], 5: ['/drivers'] },
  b: { 1: ['/kpi'], 2: ['/kpi'], 3: [], 4: ['/drivers'], 5: [] },
};

const SBER = companyRequisites('ООО «Проверка прав»');

const notADriverSetting = 'a driver’s or a registry’s operation at the aggregator, not a setting (generated-access covers its route)';
/** A step that no park has: the route's answer is then its access or 404, never a deletion. */
const NO_STEP = 2_000_000_000;

export const OPERATIONS: Record<string, Operation> = {
  'POST /api/users': {
    kind: 'create',
    request: (group, f) => {
      const n = f.unique();
      return {
        url: '/api/users',
        payload: { login: `proof-new-${n}`, name: `Новый ${n}`, email: `proof-new-${n}@example.ru`, phone: `+7916555${String(n).padStart(4, '0')}`, group_id: group, password: 'proof-pass-123' },
      };
    },
  },
  // The owner's own name stays a name a person would give: a wrongly allowed write must not break later cases.
  'PUT /api/users/{id}': {
    kind: 'target',
    refusesSelf: false,
    request: (target, f) => ({ url: `/api/users/${target.id}`, payload: { name: target.owner ? 'Смирнов Алексей' : name(f) } }),
  },
  'POST /api/users/{id}/reset-password': { kind: 'target', refusesSelf: false, request: (target) => ({ url: `/api/users/${target.id}/reset-password` }) },
  'DELETE /api/users/{id}/sessions': { kind: 'target', refusesSelf: false, request: (target) => ({ url: `/api/users/${target.id}/sessions` }) },
  'PUT /api/users/{id}/rules/{userGroupId}': {
    kind: 'target',
    refusesSelf: true,
    request: (target, f) => ({
      url: `/api/users/${target.id}/rules/${target.group}`,
      // The owner is denied nothing even if a write slips through: the owner acts in later cases.
      payload: { denied_paths: target.owner ? [] : RULE_PATHS[f.policy][target.group] },
    }),
  },
  'PUT /api/payout-settings/staff/{userId}': {
    kind: 'target',
    refusesSelf: true,
    request: (target) => ({ url: `/api/payout-settings/staff/${target.id}`, payload: { may_send: true, approval_limit: null, may_approve: true } }),
  },

  'POST /api/users/{id}/channels/{channel}/confirm': {
    kind: 'self',
    request: (id) => ({ url: `/api/users/${id}/channels/email/confirm`, payload: { code: '000000' } }),
  },
  'POST /api/users/{id}/channels/{channel}/resend': { kind: 'self', request: (id) => ({ url: `/api/users/${id}/channels/phone/resend` }) },
  'POST /api/auth/multiuser/{id}': { kind: 'linked' },
  'PUT /api/auth/multiuser/{id}': { kind: 'linked' },
  'DELETE /api/auth/multiuser/{id}': { kind: 'linked' },

  // Park card and its contact phone (issue 20 §1: the phone follows the card, groups 1 and 2).
  'PUT /api/taxis/{id}': { kind: 'park', wellFormed: true, request: async (f) => ({ url: `/api/taxis/${f.park}`, payload: { name: 'Демо-парк' } }) },
  'PUT /api/taxis/{id}/phone': {
    kind: 'park',
    groups: [1, 2],
    wellFormed: true,
    request: async (f) => ({ url: `/api/taxis/${f.park}/phone`, payload: { phone: '+79160000000' } }),
  },
  'POST /api/legal-entities': { kind: 'park', wellFormed: true, request: async () => ({ url: '/api/legal-entities', payload: SBER }) },
  'PUT /api/legal-entities/{id}': {
    kind: 'park',
    wellFormed: true,
    request: async (f) => ({ url: `/api/legal-entities/${await f.legalEntity()}`, payload: SBER }),
  },
  'POST /api/payout-accounts': {
    kind: 'park',
    wellFormed: false,
    request: async (f) => ({
      url: '/api/payout-accounts',
      payload: { rail: 'tochka', name: name(f), public_id: '40702810920000077777', api_key: 'proof-secret-key-9876', sandbox: true },
    }),
  },
  'PUT /api/payout-accounts/{id}': {
    kind: 'park',
    wellFormed: true,
    request: async (f) => ({ url: `/api/payout-accounts/${await f.payoutAccount()}`, payload: { name: name(f), active: true } }),
  },
  'PUT /api/payout-settings/rails': { kind: 'park', wellFormed: true, request: async () => ({ url: '/api/payout-settings/rails', payload: { kind: 'driver', account_id: null } }) },
  'PUT /api/payout-settings/notices/{event}': {
    kind: 'park',
    wellFormed: true,
    request: async () => ({ url: '/api/payout-settings/notices/low_balance', payload: { enabled: false, channels: [], threshold: '100000' } }),
  },

  'POST /api/aggregators': { kind: 'park', wellFormed: true, request: async (f) => ({ url: '/api/aggregators', payload: { code: f.freeAggregatorCode(), manual: true } }) },
  'PUT /api/aggregators/{id}': { kind: 'park', wellFormed: true, request: async (f) => ({ url: `/api/aggregators/${await f.aggregator()}`, payload: { city_id: 1 } }) },
  'PUT /api/aggregators/{id}/credentials': {
    kind: 'park',
    // The check asks the aggregator's server, which a test has not got: allowed means not refused.
    wellFormed: false,
    request: async (f) => ({ url: `/api/aggregators/${await f.aggregator()}/credentials`, payload: { client_id: 'taxi/park/proof', api_key: 'proof-key-0000', park_id: 'proof' } }),
  },
  'PUT /api/aggregators/{id}/drivers-add-settings': {
    kind: 'park',
    wellFormed: true,
    request: async (f) => ({
      url: `/api/aggregators/${await f.aggregator()}/drivers-add-settings`,
      payload: { work_rule_id: null, city_id: null, auto_car: false, employment_type: 'selfemployed' },
    }),
  },
  'PUT /api/aggregators/{id}/groups': {
    kind: 'park',
    wellFormed: false,
    request: async (f) => ({ url: `/api/aggregators/${await f.aggregator()}/groups`, payload: { groups: [] } }),
  },
  'POST /api/aggregators/{id}/check': { kind: 'outside', reason: 'checks the stored credentials against the aggregator; writes no setting' },
  'POST /api/aggregators/{id}/drivers-add': { kind: 'outside', reason: notADriverSetting },
  'POST /api/aggregators/{id}/drivers-add/{requestId}/car': { kind: 'outside', reason: notADriverSetting },
  'POST /api/aggregators/{id}/drivers-add/{requestId}/retry': { kind: 'outside', reason: notADriverSetting },
  'POST /api/aggregators/{id}/registries': { kind: 'outside', reason: notADriverSetting },
  'POST /api/aggregators/{id}/registries/{registryId}/confirm': { kind: 'outside', reason: notADriverSetting },

  // Driver groups and their step commissions.
  'POST /api/groups': { kind: 'park', wellFormed: true, request: async (f) => ({ url: '/api/groups', payload: { name: name(f), description: null } }) },
  'PUT /api/groups/{id}': { kind: 'park', wellFormed: true, request: async (f) => ({ url: `/api/groups/${await f.group()}`, payload: { name: name(f) } }) },
  'DELETE /api/groups/{id}': { kind: 'park', wellFormed: true, request: async (f) => ({ url: `/api/groups/${await f.group()}` }) },
  'POST /api/groups/{id}/drivers': {
    kind: 'park',
    wellFormed: true,
    request: async (f) => ({ url: `/api/groups/${await f.group()}/drivers`, payload: { driver_ids: [await f.driver()] } }),
  },
  'DELETE /api/groups/{id}/drivers/{driverId}': {
    kind: 'park',
    wellFormed: true,
    request: async (f) => {
      const group = await f.group();
      return { url: `/api/groups/${group}/drivers/${await f.driver(group)}` };
    },
  },
  'POST /api/commissions/groups': {
    kind: 'park',
    wellFormed: true,
    request: async (f) => ({ url: '/api/commissions/groups', payload: { id: await f.group(), group_marker: 1, type: 'cashless', active_status: true, steps: [newStep([])] } }),
  },
  'PUT /api/commissions/groups': {
    kind: 'park',
    wellFormed: false,
    request: async (f) => ({ url: '/api/commissions/groups', payload: { id: await f.group(), group_marker: 1, type: 'cash', active_status: false, steps: [] } }),
  },
  'DELETE /api/commissions/groups/{step}/delete': { kind: 'park', wellFormed: false, request: async () => ({ url: `/api/commissions/groups/${NO_STEP}/delete?group_marker=1` }) },
  'POST /api/commissions/preview': { kind: 'park', wellFormed: true, request: async () => ({ url: '/api/commissions/preview', payload: { group_id: 0, commissions: [] } }) },
  'POST /api/commissions/v2': {
    kind: 'park',
    wellFormed: false,
    request: async (f) => ({ url: '/api/commissions/v2', payload: { id: f.park, type: 'cash', active_status: true, steps: [{ ...newStep([]), commission: '5' }] } }),
  },
  'PUT /api/commissions/v2': {
    kind: 'park',
    wellFormed: false,
    request: async (f) => ({ url: '/api/commissions/v2', payload: { id: f.park, type: 'cashless', active_status: false, steps: [] } }),
  },
  'DELETE /api/commissions/v2/{step}/delete': { kind: 'park', wellFormed: false, request: async () => ({ url: `/api/commissions/v2/${NO_STEP}/delete` }) },
};

/**
 * The one route x group table (spec 2 "Access rules", spec 6). Both readings of the spec are
 * named policies: `a` (default) and `b`, chosen with ACCESS_POLICY. The SPA's canAccess mirrors
 * it; the server enforces the same function on every route (deny by default).
 */
import { z } from 'zod';

export const GROUP_IDS = [1, 2, 3, 4, 5] as const;
export const GroupIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export type GroupId = z.infer<typeof GroupIdSchema>;

export const AccessPolicySchema = z.enum(['a', 'b']);
export type AccessPolicy = z.infer<typeof AccessPolicySchema>;
/** Groups that may change the park card (/users/taxi): the owner and the administrator; the others read it. */
export const PARK_CARD_WRITERS = [1, 2] as const satisfies readonly GroupId[];

export const DEFAULT_ACCESS_POLICY: AccessPolicy = 'a';

export const SECTIONS = [
  'home',
  'kpi',
  'payments',
  'drivers',
  'transfers',
  'rent',
  'aggregators',
  'groups',
  'users',
  'referrals',
  'tickets',
  'support',
  'reports',
  'messages',
  'gpn',
  'online-kass',
  'news',
] as const;
export type Section = (typeof SECTIONS)[number];

/** Paths that need no authentication at all. */
export const PUBLIC_PATHS = ['/login', '/registration'] as const;

/**
 * Reading a: "groups 1,2,4,5 unless noted", home for groups 1-5.
 * Reading b: "groups 1,2 for all sections, group 3 home only, group 4 to /drivers/list/all":
 * home is 1,2,3 and the drivers section admits group 4, whose landing page it is.
 */
const SECTION_GROUPS: Record<AccessPolicy, (section: Section) => readonly GroupId[]> = {
  a: (section) => (section === 'home' ? [1, 2, 3, 4, 5] : [1, 2, 4, 5]),
  b: (section) => {
    if (section === 'home') return [1, 2, 3];
    if (section === 'drivers') return [1, 2, 4];
    return [1, 2];
  },
};

/**
 * Routes the spec narrows (spec 2 and 6), by path prefix, and the one the cabinet adds
 * (`/users/exports`). They narrow the section's groups under both readings: under b,
 * notifications stay with group 1 and the fee report with 1, 2.
 */
export const ROUTE_RULES: readonly { prefix: string; groups: readonly GroupId[] }[] = [
  { prefix: '/payments/add-account', groups: [1, 2] },
  { prefix: '/payments/tinkoff', groups: [1, 2] },
  { prefix: '/payments/alfa', groups: [1, 2] },
  { prefix: '/payments/payment-virtual', groups: [1, 2] },
  { prefix: '/payments/virtual-transactions', groups: [1, 2] },
  { prefix: '/payments/access', groups: [1, 2] },
  { prefix: '/payments/notifications', groups: [1, 5] },
  { prefix: '/users/entity', groups: [1, 2] },
  { prefix: '/drivers/feereport', groups: [1, 2, 5] },
  // Not the spec's: the reconciliation of payouts (issue 13), with the groups of the notifications and the fee report.
  { prefix: '/payments/reconciliation', groups: [1, 2, 5] },
  // Not the spec's: the journal of personal-data exports (152-ФЗ, issue 11 §3) is the owner's.
  { prefix: '/users/exports', groups: [1] },
];

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

function hasPrefix(path: string, prefix: string): boolean {
  const actual = segments(path);
  const expected = segments(prefix);
  return expected.every((segment, index) => actual[index] === segment);
}

export function sectionOf(path: string): Section | null {
  const first = segments(path)[0] ?? 'home';
  return (SECTIONS as readonly string[]).includes(first) ? (first as Section) : null;
}

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.some((publicPath) => hasPrefix(path, publicPath));
}

/** Groups admitted to a path under a policy; an unknown section admits nobody. */
export function groupsFor(policy: AccessPolicy, path: string): readonly GroupId[] {
  const section = sectionOf(path);
  if (section === null) return [];
  const sectionGroups = SECTION_GROUPS[policy](section);
  const rule = ROUTE_RULES.find((candidate) => hasPrefix(path, candidate.prefix));
  return rule ? sectionGroups.filter((group) => rule.groups.includes(group)) : sectionGroups;
}

/**
 * Whether one of a user's own rules (schemas/user-rules.ts: sections and pages the user may not
 * open although the group may) covers the path; a page of a denied section is denied too.
 */
export function deniedByRules(denied: readonly string[], path: string): boolean {
  return denied.some((rule) => hasPrefix(path, rule));
}

/** The group's access to a path, narrowed by the user's own rules (`denied`) when given. */
export function canAccess(policy: AccessPolicy, groupId: number, path: string, denied: readonly string[] = []): boolean {
  if (isPublicPath(path)) return true;
  return groupsFor(policy, path).some((group) => group === groupId) && !deniedByRules(denied, path);
}

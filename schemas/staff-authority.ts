/**
 * Who may manage whom among a park's staff (issue 20 §1), one rule for the server and the SPA.
 *
 * A user's grants are the paths their group opens under the policy, minus their own rules
 * (schemas/user-rules.ts). An actor manages a target (edits, blocks, resets, ends sessions,
 * narrows, sets payout limits) only when the target's grants are within the actor's, and gives a
 * group or leaves rules only within their own grants; the park's owner is managed by the owner alone.
 *
 * Why a finite probe set decides "within": `canAccess` depends on a path's section, the one
 * ROUTE_RULES prefix it falls under (all are two segments, none inside another) and the rules
 * covering it (one or two segments). If the target opens a path p the actor does not, then either
 * the actor's group misses p's groups, and p's rule prefix (or its section root when no rule
 * matches) is refused to the actor and opened to the target, since a rule of the target covering
 * it would cover p; or an actor's rule d covers p, and d itself has p's groups (a section root
 * the section's, a two-segment d the same rule as p) and is opened to the target for the same
 * reason. So section roots, rule prefixes and the actor's rules find every difference; the
 * target's rules are probed too, which costs nothing.
 */
import { ROUTE_RULES, SECTIONS, canAccess, type AccessPolicy } from './access';

/** A group with the user's own rules in it (the paths they may not open although the group may). */
export interface StaffHolding {
  groupId: number;
  denied: readonly string[];
}

export interface StaffPerson extends StaffHolding {
  id: number;
  /** The park's owner (users.park_owner): the account that registered the park. */
  owner: boolean;
}

/** Why the actor may not make the write; each has its text in texts/ru-users.ts `authority`. */
export type ManageRefusal = 'owner' | 'wider' | 'widerGrant';

function probes(holdings: readonly StaffHolding[]): string[] {
  const paths = [...SECTIONS.map((section) => `/${section}`), ...ROUTE_RULES.map((rule) => rule.prefix)];
  return [...new Set([...paths, ...holdings.flatMap((holding) => holding.denied)])];
}

/** Whether everything `target` opens, `actor` opens too. */
export function grantsWithin(policy: AccessPolicy, target: StaffHolding, actor: StaffHolding): boolean {
  return probes([target, actor]).every(
    (path) => !canAccess(policy, target.groupId, path, target.denied) || canAccess(policy, actor.groupId, path, actor.denied),
  );
}

/** Whether the actor may give a user this group (with no rules of its own yet). */
export function mayGrantGroup(policy: AccessPolicy, actor: StaffHolding, groupId: number): boolean {
  return grantsWithin(policy, { groupId, denied: [] }, actor);
}

/**
 * Why `actor` may not write `target` (null: a user being created), or null when they may.
 * `after` is what the write leaves the target: a new group (whose grants count before any rules)
 * or new rules; it must be within the actor's grants too, so nobody gives more than they hold.
 */
export function manageRefusal(
  policy: AccessPolicy,
  actor: StaffPerson,
  target: StaffPerson | null,
  after: StaffHolding | null = null,
): ManageRefusal | null {
  if (target !== null && target.owner && target.id !== actor.id) return 'owner';
  if (target !== null && !grantsWithin(policy, target, actor)) return 'wider';
  if (after !== null && !grantsWithin(policy, after, actor)) return 'widerGrant';
  return null;
}

/**
 * Who may manage whom (schemas/staff-authority.ts), checked against the hand derivation of issue
 * 20 for every pair of groups under both policies, and against a brute-force comparison over
 * every page the route table knows, rules narrowing either side.
 */
import { describe, expect, it } from 'vitest';
import { GROUP_IDS, ROUTE_RULES, SECTIONS, canAccess, type AccessPolicy } from '../../schemas/access';
import { grantsWithin, manageRefusal, mayGrantGroup, type StaffHolding } from '../../schemas/staff-authority';
import { isRulePath } from '../../schemas/user-rules';
import { t, textsAt } from '../../texts/t';

/** Targets each actor group manages, by hand: policy a's and b's group tables (issue 20 §1). */
const MANAGES: Record<AccessPolicy, Record<number, readonly number[]>> = {
  a: { 1: [1, 2, 3, 4, 5], 2: [2, 3, 4], 3: [3], 4: [3, 4], 5: [3, 4, 5] },
  b: { 1: [1, 2, 3, 4, 5], 2: [2, 3, 4, 5], 3: [3, 5], 4: [4, 5], 5: [5] },
};

/** Every page the cabinet's route table and rules checklist name, and a page under each. */
const PAGES = [...new Set([
  '/',
  ...SECTIONS.map((section) => `/${section}`),
  ...ROUTE_RULES.map((rule) => rule.prefix),
  ...ROUTE_RULES.map((rule) => `${rule.prefix}/deep`),
  ...SECTIONS.flatMap((section) => [`/${section}/list`, `/${section}/list/all`, `/${section}/other`]),
  ...Object.keys(textsAt('users.pages')),
])];

const bruteWithin = (policy: AccessPolicy, target: StaffHolding, actor: StaffHolding) =>
  PAGES.every((path) => !canAccess(policy, target.groupId, path, target.denied) || canAccess(policy, actor.groupId, path, actor.denied));

const person = (id: number, groupId: number, denied: readonly string[] = [], owner = false) => ({ id, groupId, denied, owner });

describe('staff authority', () => {
  for (const policy of ['a', 'b'] as const) {
    describe(`policy ${policy}`, () => {
      it('matches the hand derivation for every acting and target group', () => {
        for (const actor of GROUP_IDS) {
          const managed = GROUP_IDS.filter((target) => grantsWithin(policy, { groupId: target, denied: [] }, { groupId: actor, denied: [] }));
          expect(managed, `actor ${actor}`).toEqual(MANAGES[policy][actor]);
          expect(GROUP_IDS.filter((group) => mayGrantGroup(policy, { groupId: actor, denied: [] }, group))).toEqual(managed);
        }
      });

      it('refuses a wider target, a wider new group, and passes the rest, for every pair', () => {
        for (const actorGroup of GROUP_IDS) {
          for (const targetGroup of GROUP_IDS) {
            const actor = person(1, actorGroup);
            const expected = MANAGES[policy][actorGroup]?.includes(targetGroup) ? null : 'wider';
            expect(manageRefusal(policy, actor, person(2, targetGroup)), `${actorGroup} → ${targetGroup}`).toBe(expected);
            const created = manageRefusal(policy, actor, null, { groupId: targetGroup, denied: [] });
            expect(created, `${actorGroup} creates ${targetGroup}`).toBe(expected === null ? null : 'widerGrant');
          }
        }
      });

      it('agrees with a comparison over every page, rules narrowing either side', () => {
        const rulePaths = PAGES.filter((path) => isRulePath(path));
        const mismatches: string[] = [];
        for (const actorGroup of GROUP_IDS) {
          for (const targetGroup of GROUP_IDS) {
            for (const path of rulePaths) {
              const cases: [StaffHolding, StaffHolding][] = [
                [{ groupId: targetGroup, denied: [path] }, { groupId: actorGroup, denied: [] }],
                [{ groupId: targetGroup, denied: [] }, { groupId: actorGroup, denied: [path] }],
                [{ groupId: targetGroup, denied: [path] }, { groupId: actorGroup, denied: [path] }],
              ];
              for (const [target, actor] of cases) {
                if (grantsWithin(policy, target, actor) !== bruteWithin(policy, target, actor)) mismatches.push(JSON.stringify({ target, actor }));
              }
            }
          }
        }
        expect(mismatches).toEqual([]);
      }, 60_000);
    });
  }

  it('lets a narrowed actor manage only what is still within: group 2 without /users/entity no longer manages group 2', () => {
    const narrowed = person(1, 2, ['/users/entity']);
    expect(manageRefusal('a', narrowed, person(2, 2))).toBe('wider');
    expect(manageRefusal('a', narrowed, person(2, 2, ['/users/entity']))).toBeNull();
    expect(manageRefusal('a', narrowed, person(2, 4))).toBeNull();
    // A section denied whole takes its pages too.
    expect(manageRefusal('a', person(1, 5, ['/payments']), person(2, 4))).toBe('wider');
    expect(manageRefusal('a', person(1, 5, ['/payments']), person(2, 4, ['/payments']))).toBeNull();
  });

  it('lets rules make a wider group manageable, and refuses lifting them beyond the actor', () => {
    const everyTwoOnly = ['/payments/add-account', '/payments/tinkoff', '/payments/alfa', '/payments/payment-virtual', '/payments/virtual-transactions', '/payments/access', '/users/entity'];
    const actor = person(1, 5);
    const target = person(2, 2, everyTwoOnly);
    expect(manageRefusal('a', actor, target)).toBeNull();
    expect(manageRefusal('a', actor, target, { groupId: 2, denied: [] })).toBe('widerGrant');
    expect(manageRefusal('a', actor, target, { groupId: 2, denied: [...everyTwoOnly, '/drivers'] })).toBeNull();
  });

  it('lets nobody but the owner manage the owner, not even another group-1 user', () => {
    const owner = person(1, 1, [], true);
    for (const policy of ['a', 'b'] as const) {
      for (const group of GROUP_IDS) expect(manageRefusal(policy, person(2, group), owner), `group ${group}`).toBe('owner');
      expect(manageRefusal(policy, owner, owner)).toBeNull();
      expect(manageRefusal(policy, owner, person(2, 1))).toBeNull();
      expect(manageRefusal(policy, person(3, 1), person(2, 1))).toBeNull();
    }
  });

  it('has a Russian text for every refusal', () => {
    for (const refusal of ['owner', 'wider', 'widerGrant'] as const) expect(t(`users.authority.${refusal}`)).toMatch(/[а-я]/);
  });
});

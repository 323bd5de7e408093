/**
 * Issue 20 §1, who may manage whom, written out by hand as the generated proof's oracle
 * (tests/server/privilege-matrix.test.ts). It is derived from schemas/access.ts by reading it, not
 * by calling it: a group's grants are the paths canAccess admits, and an actor manages a target
 * group when the target's grants are a subset of the actor's.
 *
 * Policy a (sections 1,2,4,5; home 1–5): G1 all; G2 all but notifications and /users/exports;
 * G5 all but the groups-1,2-only pages and /users/exports; G4 = G5 minus notifications, feereport
 * and reconciliation; G3 home only. So G3 ⊂ G4 ⊂ G2, G4 ⊂ G5, G2 and G5 incomparable, all ⊂ G1.
 * Policy b (home 1,2,3; drivers 1,2,4; the rest 1,2): G1 all; G2 all but notifications and
 * exports; G3 home; G4 the drivers section but feereport; G5 nothing.
 * A group without /users/users (3 under a; 3, 4, 5 under b) manages nobody: the route refuses it.
 */
import type { AccessPolicy, GroupId } from '../../schemas/access';

/** An acting or target account: the park's owner (demo1), or a plain user of a group. */
export type Party = 'owner' | GroupId;

export const PARTIES: readonly Party[] = ['owner', 1, 2, 3, 4, 5];

export const groupOf = (party: Party): GroupId => (party === 'owner' ? 1 : party);

export const partyName = (party: Party): string => (party === 'owner' ? 'owner' : `g${party}`);

/** Target groups each acting group may create, edit, block, reset, end the sessions of or narrow. */
export const MANAGES: Record<AccessPolicy, Record<GroupId, readonly GroupId[]>> = {
  a: { 1: [1, 2, 3, 4, 5], 2: [2, 3, 4], 3: [], 4: [3, 4], 5: [3, 4, 5] },
  b: { 1: [1, 2, 3, 4, 5], 2: [2, 3, 4, 5], 3: [], 4: [], 5: [] },
};

/** The owner is changed by the owner only; anyone else by an actor whose group covers theirs. */
export function mayManage(policy: AccessPolicy, actor: Party, target: Party): boolean {
  if (target === 'owner') return actor === 'owner';
  return MANAGES[policy][groupOf(actor)].includes(target);
}

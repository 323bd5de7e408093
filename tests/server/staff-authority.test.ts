/**
 * Who may manage whom (issue 20 §1) at every place a staff user, their rules or their payout
 * limits are written: the generated CRUD (create, edit, block, group), the card's actions (reset
 * password, end sessions), the rules screen and the staff payout rules. A refusal is 403 in the
 * spec's shape with its Russian reason, and leaves the database as it was (a fingerprint of the
 * park's users, rules, payout rules, sessions and outgoing mail).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessPolicy } from '../../schemas/access';
import { authSessions, payoutStaffRules, refreshTokens, userAccessRules, users } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as text, type TextsAt } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const USERS = '/api/users';
const refusal = (reason: keyof TextsAt<'users.authority'>) => ({ error: 'forbidden', error_msg: text(`users.authority.${reason}`) });
const TWO_ONLY = ['/payments/add-account', '/payments/tinkoff', '/payments/alfa', '/payments/payment-virtual', '/payments/virtual-transactions', '/payments/access', '/users/entity'];

interface Park {
  t: TestApp;
  taxisId: number;
  as: Record<'demo1' | 'demo2' | 'demo3' | 'demo4' | 'demo5', SignedIn>;
}

async function openPark(policy: AccessPolicy): Promise<Park> {
  const t = await createTestApp({ accessPolicy: policy });
  await seedDemo(t.db);
  const as = {
    demo1: await signIn(t, 'demo1'),
    demo2: await signIn(t, 'demo2'),
    demo3: await signIn(t, 'demo3'),
    demo4: await signIn(t, 'demo4'),
    demo5: await signIn(t, 'demo5'),
  };
  return { t, taxisId: await parkIdOf(t.db, 'demo1'), as };
}

/** Everything a write to a staff user could change, as one string. */
async function fingerprint(park: Park): Promise<string> {
  const { t, taxisId } = park;
  const people = await t.db.select().from(users).where(eq(users.taxisId, taxisId)).orderBy(asc(users.id));
  const ids = people.map((row) => row.id);
  const [rules, limits, tokens, sessions] = await Promise.all([
    t.db.select().from(userAccessRules).where(eq(userAccessRules.taxisId, taxisId)).orderBy(asc(userAccessRules.userId), asc(userAccessRules.path)),
    t.db.select().from(payoutStaffRules).where(eq(payoutStaffRules.taxisId, taxisId)).orderBy(asc(payoutStaffRules.userId)),
    t.db.select({ id: refreshTokens.id, revokedAt: refreshTokens.revokedAt }).from(refreshTokens).where(inArray(refreshTokens.userId, ids)).orderBy(asc(refreshTokens.id)),
    t.db.select({ id: authSessions.id, revokedAt: authSessions.revokedAt }).from(authSessions).where(inArray(authSessions.userId, ids)).orderBy(asc(authSessions.id)),
  ]);
  const mail = people.map((row) => t.email.list(row.email).length);
  return JSON.stringify({ people, rules, limits, tokens, sessions, mail });
}

const send = (park: Park, method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, as: SignedIn, payload?: object) =>
  park.t.app.inject({ method, url, headers: bearer(as.token), payload });

let nextLogin = 0;
const newUser = (group: number) => {
  nextLogin += 1;
  return { login: `staff-${nextLogin}`, name: `Сотрудник ${nextLogin}`, email: `staff-${nextLogin}@demo-park.ru`, phone: `+7916000${String(1000 + nextLogin)}`, group_id: group, password: 'staff-pass-1' };
};

/** A user of the group, created by the owner. */
async function addUser(park: Park, group: number): Promise<number> {
  const response = await send(park, 'POST', USERS, park.as.demo1, newUser(group));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

/** Every write refused with 403 and the reason, and nothing changed. */
async function expectRefused(park: Park, writes: [string, 'POST' | 'PUT' | 'DELETE', string, object | undefined][], as: SignedIn, reason: keyof TextsAt<'users.authority'>) {
  const before = await fingerprint(park);
  for (const [label, method, url, payload] of writes) {
    const response = await send(park, method, url, as, payload);
    expect(response.statusCode, `${label}: ${response.body}`).toBe(403);
    expect(response.json(), label).toEqual(refusal(reason));
  }
  expect(await fingerprint(park)).toBe(before);
}

/** Every write the card, the rules screen and the payout rules make on one user. */
const writesOn = (id: number, group: number): [string, 'POST' | 'PUT' | 'DELETE', string, object | undefined][] => [
  ['e-mail and phone', 'PUT', `${USERS}/${id}`, { email: 'attacker@example.com', phone: '+79990000000' }],
  ['login and name', 'PUT', `${USERS}/${id}`, { login: 'taken-over', name: 'Чужой' }],
  ['group', 'PUT', `${USERS}/${id}`, { group_id: 3 }],
  ['blocking', 'PUT', `${USERS}/${id}`, { disabled: true }],
  ['reset password', 'POST', `${USERS}/${id}/reset-password`, {}],
  ['end sessions', 'DELETE', `${USERS}/${id}/sessions`, undefined],
  ['rules', 'PUT', `${USERS}/${id}/rules/${group}`, { denied_paths: ['/drivers'] }],
];
const payoutRule = (id: number): [string, 'PUT', string, object] => [
  'payout limits',
  'PUT',
  `/api/payout-settings/staff/${id}`,
  { may_send: true, approval_limit: '100.00', may_approve: false },
];

describe('who may manage whom, policy a', () => {
  let park: Park;
  beforeAll(async () => {
    park = await openPark('a');
  });
  afterAll(async () => {
    await park.t.close();
  });

  it('stops the escalation of issue 20 at its first step: demo5 cannot give the owner its own e-mail and phone', async () => {
    const owner = park.as.demo1.userId;
    const before = await fingerprint(park);
    const step1 = await send(park, 'PUT', `${USERS}/${owner}`, park.as.demo5, { email: 'attacker@example.com', phone: '+7 999 000-00-00' });
    expect(step1.statusCode).toBe(403);
    expect(step1.json()).toEqual(refusal('owner'));
    // The next steps find nothing to use: the reset goes nowhere new, and it is refused anyway.
    const step2 = await send(park, 'POST', `${USERS}/${owner}/reset-password`, park.as.demo5, {});
    expect(step2.json()).toEqual(refusal('owner'));
    expect(park.t.email.list('attacker@example.com')).toHaveLength(0);
    expect(await fingerprint(park)).toBe(before);
    const [row] = await park.t.db.select().from(users).where(eq(users.id, owner));
    expect(row).toMatchObject({ email: 'demo1@demo-park.ru', phone: '+79161234501', groupId: 1, parkOwner: true, disabled: false });
  });

  it('lets nobody but the owner write the owner: groups 2, 4, 5 and a second group-1 user', async () => {
    const owner = park.as.demo1.userId;
    const deputyId = await addUser(park, 1);
    const deputy = await signIn(park.t, `staff-${nextLogin}`, { password: 'staff-pass-1' });
    expect(deputy.userId).toBe(deputyId);
    for (const actor of [park.as.demo2, park.as.demo4, park.as.demo5, deputy]) {
      await expectRefused(park, [...writesOn(owner, 1)], actor, 'owner');
    }
    await expectRefused(park, [payoutRule(owner)], park.as.demo2, 'owner');
    // The deputy manages group 1 otherwise: another group-1 user, and the owner manages the deputy.
    const other = await addUser(park, 1);
    expect((await send(park, 'PUT', `${USERS}/${other}`, deputy, { name: 'Переименован заместителем' })).statusCode).toBe(200);
    expect((await send(park, 'PUT', `${USERS}/${deputyId}`, park.as.demo1, { name: 'Заместитель' })).statusCode).toBe(200);
  });

  it('lets the owner change their own e-mail and reset their own password', async () => {
    const owner = park.as.demo1.userId;
    expect((await send(park, 'POST', `${USERS}/${owner}/reset-password`, park.as.demo1, {})).statusCode).toBe(200);
    const response = await send(park, 'PUT', `${USERS}/${owner}`, park.as.demo1, { email: 'owner@demo-park.ru' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: 'owner@demo-park.ru', park_owner: true });
    // A changed recovery channel signs its user out everywhere, this session too (recovery-channels.test.ts).
    park.as.demo1 = await signIn(park.t, 'demo1');
  });

  it('refuses every write on a user whose group opens more than the actor’s', async () => {
    // Group 5 opens the notifications, which group 2 does not; group 2 the owners’ pages, which 4 and 5 do not.
    await expectRefused(park, writesOn(park.as.demo2.userId, 2), park.as.demo5, 'wider');
    await expectRefused(park, writesOn(park.as.demo2.userId, 2), park.as.demo4, 'wider');
    await expectRefused(park, writesOn(park.as.demo5.userId, 5), park.as.demo4, 'wider');
    await expectRefused(park, [...writesOn(park.as.demo5.userId, 5), payoutRule(park.as.demo5.userId)], park.as.demo2, 'wider');
  });

  it('lets an actor manage a group within their own', async () => {
    const { demo2, demo4, demo5 } = park.as;
    const group4 = await addUser(park, 4);
    const group3 = await addUser(park, 3);
    for (const [actor, target] of [
      [demo5, group4],
      [demo5, group3],
      [demo4, group3],
      [demo2, group4],
    ] as const) {
      const renamed = await send(park, 'PUT', `${USERS}/${target}`, actor, { name: `Имя от ${actor.userId}` });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await send(park, 'DELETE', `${USERS}/${target}/sessions`, actor)).statusCode).toBe(200);
    }
    expect((await send(park, 'PUT', `${USERS}/${group4}/rules/4`, demo5, { denied_paths: ['/drivers'] })).statusCode).toBe(200);
    expect((await send(park, 'POST', `${USERS}/${group4}/reset-password`, demo5, {})).statusCode).toBe(200);
    const limits = await send(park, 'PUT', `/api/payout-settings/staff/${group4}`, demo2, { may_send: true, approval_limit: '100.00', may_approve: false });
    expect(limits.statusCode, limits.body).toBe(200);
  });

  it('refuses creating, or moving someone into, a group wider than the actor’s', async () => {
    const { demo2, demo4, demo5 } = park.as;
    const before = await fingerprint(park);
    for (const [actor, group] of [
      [demo5, 1],
      [demo5, 2],
      [demo4, 5],
      [demo4, 2],
      [demo2, 1],
      [demo2, 5],
    ] as const) {
      const created = await send(park, 'POST', USERS, actor, newUser(group));
      expect(created.statusCode, `${actor.userId} creates ${group}`).toBe(403);
      expect(created.json()).toEqual(refusal('widerGrant'));
    }
    const group4 = await addUser(park, 4);
    const afterAdd = await fingerprint(park);
    expect(afterAdd).not.toBe(before);
    for (const [actor, group] of [
      [demo5, 1],
      [demo5, 2],
      [demo4, 5],
      [demo2, 5],
    ] as const) {
      const moved = await send(park, 'PUT', `${USERS}/${group4}`, actor, { group_id: group });
      expect(moved.statusCode, `${actor.userId} moves to ${group}`).toBe(403);
      expect(moved.json()).toEqual(refusal('widerGrant'));
    }
    expect(await fingerprint(park)).toBe(afterAdd);
    expect((await send(park, 'POST', USERS, demo5, newUser(5))).statusCode).toBe(200);
    expect((await send(park, 'PUT', `${USERS}/${group4}`, demo5, { group_id: 5 })).statusCode).toBe(200);
  });

  it('lets rules make a user manageable, and refuses lifting them beyond the actor', async () => {
    const { demo1, demo5 } = park.as;
    const narrowed = await addUser(park, 2);
    expect((await send(park, 'PUT', `${USERS}/${narrowed}/rules/2`, demo1, { denied_paths: TWO_ONLY })).statusCode).toBe(200);
    expect((await send(park, 'PUT', `${USERS}/${narrowed}`, demo5, { name: 'Сужен владельцем' })).statusCode).toBe(200);
    await expectRefused(park, [['lift the rules', 'PUT', `${USERS}/${narrowed}/rules/2`, { denied_paths: [] }]], demo5, 'widerGrant');
    const narrower = await send(park, 'PUT', `${USERS}/${narrowed}/rules/2`, demo5, { denied_paths: [...TWO_ONLY, '/drivers'] });
    expect(narrower.statusCode, narrower.body).toBe(200);
  });

  it('narrows the actor by their own rules: group 5 without /payments/notifications no longer manages group 5', async () => {
    const { demo1 } = park.as;
    const actorId = await addUser(park, 5);
    const actor = await signIn(park.t, `staff-${nextLogin}`, { password: 'staff-pass-1' });
    expect(actor.userId).toBe(actorId);
    expect((await send(park, 'PUT', `${USERS}/${actorId}/rules/5`, demo1, { denied_paths: ['/payments/notifications'] })).statusCode).toBe(200);
    const target = await addUser(park, 5);
    await expectRefused(park, [['name', 'PUT', `${USERS}/${target}`, { name: 'Нет' }]], actor, 'wider');
    await expectRefused(park, [['create', 'POST', USERS, newUser(5)]], actor, 'widerGrant');
  });

  it('keeps the self rules (400 at the field) and another park’s user out of reach (404)', async () => {
    const { demo5 } = park.as;
    const ownGroup = await send(park, 'PUT', `${USERS}/${demo5.userId}`, demo5, { group_id: 1 });
    expect(ownGroup.statusCode).toBe(400);
    expect(ownGroup.json()).toMatchObject({ data: { disabled: text('generated.staffUsers.validation.self') } });
    expect((await send(park, 'PUT', `${USERS}/${demo5.userId}/rules/5`, demo5, { denied_paths: [] })).statusCode).toBe(400);
    const [kz] = await park.t.db.select({ id: users.id }).from(users).where(eq(users.login, 'kz-demo'));
    expect((await send(park, 'PUT', `${USERS}/${kz?.id}`, demo5, { name: 'Чужой' })).statusCode).toBe(404);
  });

  it('never writes the owner flag through the API', async () => {
    const { demo1 } = park.as;
    const target = await addUser(park, 2);
    await send(park, 'PUT', `${USERS}/${target}`, demo1, { park_owner: true, name: 'Не владелец' });
    const created = await send(park, 'POST', USERS, demo1, { ...newUser(2), park_owner: true });
    const owners = await park.t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.taxisId, park.taxisId), eq(users.parkOwner, true)));
    expect(owners).toEqual([{ id: demo1.userId }]);
    if (created.statusCode === 200) expect(created.json()).toMatchObject({ park_owner: false });
  });
});

describe('who may manage whom, policy b', () => {
  let park: Park;
  beforeAll(async () => {
    park = await openPark('b');
  });
  afterAll(async () => {
    await park.t.close();
  });

  it('lets group 2 manage groups 2 to 5 but not the owner, nor give group 1', async () => {
    const { demo1, demo2 } = park.as;
    await expectRefused(park, [...writesOn(demo1.userId, 1), payoutRule(demo1.userId)], demo2, 'owner');
    for (const target of [park.as.demo3, park.as.demo4, park.as.demo5]) {
      expect((await send(park, 'PUT', `${USERS}/${target.userId}`, demo2, { name: `Имя ${target.userId}` })).statusCode).toBe(200);
    }
    const created = await send(park, 'POST', USERS, demo2, newUser(1));
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual(refusal('widerGrant'));
    expect((await send(park, 'POST', USERS, demo2, newUser(5))).statusCode).toBe(200);
  });
});

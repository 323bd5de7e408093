/**
 * Issue 20 §2, the generated proof of who may manage whom: from the served OpenAPI document, every
 * write on staff users, their rules, driver groups and park settings (tests/helpers/privilege-
 * operations.ts) is asked by every acting party (the owner, a plain group-1 user, groups 2–5) on
 * every target (the owner and a user of each group) under both access policies. A write the rule
 * refuses answers 403 and changes nothing (the database's fingerprint); an allowed one is not
 * refused, and a well-formed one is done. The oracle is a table written by hand
 * (tests/helpers/privilege-oracle.ts), not the server's own comparison. Then the escalation the
 * probe found is tried end to end as demo5 and has to stop at its first step.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, GROUP_IDS, type AccessPolicy, type GroupId } from '../../schemas/access';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed';
import { hashPassword } from '../../server/modules/auth/passwords';
import { AGGREGATOR_CODES } from '../../schemas/fleet';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { tableFingerprintAtOnce as tableFingerprint } from '../helpers/db-fingerprint';
import { addAggregator, addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { groupOf, mayManage, PARTIES, partyName, type Party } from '../helpers/privilege-oracle';
import { FAMILIES, OPERATIONS, type CaseRequest, type Fixtures, type Operation, type Target } from '../helpers/privilege-operations';
import { addPayoutAccount } from '../helpers/statement-payouts';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Access = { kind: 'public' | 'authenticated' | 'driver' } | { kind: 'route'; path: string; groups?: number[] };
type Method = 'POST' | 'PUT' | 'DELETE' | 'PATCH';
interface Served {
  method: Method;
  path: string;
  key: string;
  access: Access;
}
type Expected = 'allow' | 'refuse' | 'self';

const OWNER_LOGIN = 'demo1';
const PLAIN_G1_LOGIN = 'proof-g1';
const loginOf = (party: Party) => (party === 'owner' ? OWNER_LOGIN : party === 1 ? PLAIN_G1_LOGIN : `demo${party}`);

/** The whole file's tally, printed once at the end for the closing note. */
const tally = { operations: new Set<string>(), byKind: new Map<string, number>(), cases: 0, allowed: 0, refused: 0, selfRefused: 0, failedByOperation: new Map<string, number>() };

async function servedWrites(t: TestApp): Promise<Served[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { 'x-access'?: Access }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'get' && method !== 'head')
      .map(([method, operation]) => {
        const upper = method.toUpperCase() as Method;
        return { method: upper, path, key: `${upper} ${path}`, access: operation['x-access'] ?? { kind: 'public' } };
      }),
  );
}

/** The table's operations the matrix asks (an `outside` one is classified, not asked). */
const MATRIX = Object.entries(OPERATIONS)
  .filter(([, operation]) => operation.kind !== 'outside')
  .map(([key]) => key);

const inFamilies = (path: string) => FAMILIES.some((family) => family.test(path));

function routeAdmits(policy: AccessPolicy, access: Access, group: GroupId): boolean {
  if (access.kind === 'authenticated') return true;
  if (access.kind !== 'route') return false;
  return canAccess(policy, group, access.path) && (access.groups === undefined || access.groups.includes(group));
}

describe.each<AccessPolicy>(['a', 'b'])('privilege matrix under policy %s', (policy) => {
  let t: TestApp;
  let writes: Served[];
  let park: number;
  let ownerId: number;
  let passwordHash: string;
  const signedIn = new Map<Party, SignedIn>();
  /** One user per group for the cases that must be refused (a refused write leaves them as they were). */
  const shared = new Map<GroupId, number>();
  let serial = 0;
  /**
   * The fingerprint of the database as the last refused case left it, while nothing has written
   * since: the next refused case starts from it instead of reading it again (half the reads).
   * Anything that may write between cases forgets it; a stale one could only fail a case, never pass one.
   */
  let known: string | null = null;
  const forget = () => {
    known = null;
    return null;
  };

  async function insertUser(group: GroupId, login: string): Promise<number> {
    const n = (serial += 1);
    const [row] = await t.db
      .insert(users)
      .values({ taxisId: park, login, name: `Цель ${n}`, email: `${login}@example.ru`, phone: `+7916444${String(n).padStart(4, '0')}`, groupId: group, passwordHash })
      .returning({ id: users.id });
    if (!row) throw new Error(`user ${login} was not written`);
    return row.id;
  }

  let aggregatorId: number | null = null;
  const usedCodes = new Set<string>(['yandex']);
  const fixtures: Fixtures = {
    policy,
    get park() {
      return park;
    },
    unique: () => (serial += 1),
    group: async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/groups', headers: bearer(token('owner')), payload: { name: `Группа ${(serial += 1)}`, description: null } });
      return response.json<{ id: number }>().id;
    },
    driver: (groupId) => addDriver(t.db, park, groupId === undefined ? {} : { groupId }),
    aggregator: async () => (aggregatorId ??= await addAggregator(t.db, park, 'yandex')),
    freeAggregatorCode: () => {
      const code = AGGREGATOR_CODES.find((candidate) => !usedCodes.has(candidate));
      if (code === undefined) throw new Error('no aggregator code left');
      usedCodes.add(code);
      return code;
    },
    payoutAccount: () => addPayoutAccount(t.db, park, `4070281090000${String((serial += 1)).padStart(7, '0')}`),
    legalEntity: async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/legal-entities', headers: bearer(token('owner')) });
      const [entity] = response.json<{ id: number }[]>();
      if (!entity) throw new Error('the demo park has no legal entity');
      return entity.id;
    },
  };

  const token = (party: Party) => {
    const session = signedIn.get(party);
    if (!session) throw new Error(`${partyName(party)} is not signed in`);
    return session.token;
  };

  beforeAll(async () => {
    t = await createTestApp({ accessPolicy: policy });
    await seedDemo(t.db);
    park = await parkIdOf(t.db, OWNER_LOGIN);
    passwordHash = await hashPassword(DEMO_PASSWORD);
    await insertUser(1, PLAIN_G1_LOGIN);
    for (const party of PARTIES) signedIn.set(party, await signIn(t, loginOf(party)));
    ownerId = signedIn.get('owner')?.userId ?? 0;
    for (const group of GROUP_IDS) shared.set(group, await insertUser(group, `proof-shared-${group}`));
    writes = await servedWrites(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('classifies every write on users, rules, groups and park settings the document serves (deny by default)', () => {
    const unclassified = writes.filter((write) => inFamilies(write.path) && OPERATIONS[write.key] === undefined).map((write) => write.key);
    expect(unclassified).toEqual([]);
    // A row for an operation the server no longer serves would prove nothing: the table follows the document.
    const served = new Set(writes.map((write) => write.key));
    expect(Object.keys(OPERATIONS).filter((key) => !served.has(key))).toEqual([]);
  });

  /** A refused write's answer must be this status, and nothing anywhere may have changed. */
  async function check(
    key: string,
    label: string,
    expected: Expected,
    send: () => Promise<LightMyRequestResponse>,
    options: { refusal?: number; wellFormed?: boolean } = {},
  ): Promise<string | null> {
    tally.cases += 1;
    if (expected === 'allow') tally.allowed += 1;
    else if (expected === 'refuse') tally.refused += 1;
    else tally.selfRefused += 1;
    const before = expected === 'allow' ? null : (known ?? (await tableFingerprint(t.db)));
    forget();
    const response = await send();
    const status = response.statusCode;
    let problem: string | null = null;
    if (expected === 'allow') {
      if (status === 401 || status === 403) problem = `allowed, answered ${status}`;
      else if (options.wellFormed !== false && (status < 200 || status > 299)) problem = `allowed, answered ${status} ${response.body.slice(0, 120)}`;
    } else {
      const wanted = expected === 'self' ? 400 : (options.refusal ?? 403);
      const after = await tableFingerprint(t.db);
      if (status !== wanted) problem = `${expected === 'self' ? 'its own' : 'refused'}: wanted ${wanted}, answered ${status} ${response.body.slice(0, 80)}`;
      else if (after !== before) problem = `answered ${status} but the database changed`;
      else known = after;
    }
    if (problem === null) return null;
    tally.failedByOperation.set(key, (tally.failedByOperation.get(key) ?? 0) + 1);
    return `${key} ${label}: ${problem}`;
  }

  /** A write that slipped through on the owner may have ended the owner's sessions: sign in again. */
  async function keepOwnerSignedIn(): Promise<void> {
    const probe = await t.app.inject({ method: 'GET', url: `/api/users/${ownerId}`, headers: bearer(token('owner')) });
    if (probe.statusCode !== 200) {
      signedIn.set('owner', await signIn(t, OWNER_LOGIN));
      forget();
    }
  }

  const send = (method: Method, request: CaseRequest, as: Party) => () =>
    t.app.inject({ method, url: request.url, headers: bearer(token(as)), ...(request.payload === undefined ? {} : { payload: request.payload }) });

  async function targetCases(write: Served, operation: Extract<Operation, { kind: 'target' }>): Promise<string[]> {
    const failures: string[] = [];
    for (const actor of PARTIES) {
      for (const target of PARTIES) {
        const admitted = routeAdmits(policy, write.access, groupOf(actor));
        let expected: Expected = admitted && mayManage(policy, actor, target) ? 'allow' : 'refuse';
        if (target === 'owner' && actor === 'owner' && operation.refusesSelf) expected = 'self';
        const subject: Target =
          target === 'owner'
            ? { id: ownerId, group: 1, owner: true }
            : { id: expected === 'allow' ? await insertUser(target, `proof-t${(serial += 1)}`) : (shared.get(target) ?? 0), group: target, owner: false };
        const failure = await check(write.key, `${partyName(actor)} → ${partyName(target)}`, expected, send(write.method, operation.request(subject, fixtures), actor));
        if (failure) failures.push(failure);
        if (target === 'owner') await keepOwnerSignedIn();
      }
    }
    return failures;
  }

  async function createCases(write: Served, operation: Extract<Operation, { kind: 'create' }>): Promise<string[]> {
    const failures: string[] = [];
    for (const actor of PARTIES) {
      for (const group of GROUP_IDS) {
        const expected: Expected = routeAdmits(policy, write.access, groupOf(actor)) && mayManage(policy, actor, group) ? 'allow' : 'refuse';
        const failure = await check(write.key, `${partyName(actor)} creates g${group}`, expected, send(write.method, operation.request(group, fixtures), actor));
        if (failure) failures.push(failure);
      }
    }
    return failures;
  }

  async function parkCases(write: Served, operation: Extract<Operation, { kind: 'park' }>): Promise<string[]> {
    const failures: string[] = [];
    for (const actor of PARTIES) {
      const group = groupOf(actor);
      const admitted = routeAdmits(policy, write.access, group) && (operation.groups === undefined || operation.groups.includes(group));
      // Building the request may make its fixture rows.
      const request = await operation.request(fixtures);
      forget();
      const failure = await check(write.key, `${partyName(actor)} on the park`, admitted ? 'allow' : 'refuse', send(write.method, request, actor), {
        wellFormed: operation.wellFormed,
      });
      if (failure) failures.push(failure);
    }
    return failures;
  }

  /**
   * A linked account is the caller's own list: any session may add one, but only on the proof of
   * that account's own token. Another's token (the caller's own, named as the target) is refused
   * at the field (400, the SPA reads a 401 as its own session ending) and links nothing.
   */
  async function linkedCases(write: Served): Promise<string[]> {
    const failures: string[] = [];
    for (const actor of PARTIES) {
      for (const target of PARTIES.filter((party) => party !== actor)) {
        const id = signedIn.get(target)?.userId ?? 0;
        const url = `/api/auth/multiuser/${id}`;
        const label = `${partyName(actor)} → ${partyName(target)}`;
        const forged = { url, payload: { token: token(actor), login: loginOf(target) } };
        const genuine = { url, payload: { token: token(target), login: loginOf(target) } };
        // Unlinking touches only the caller's own list: allowed to every session, on its own links.
        const results =
          write.method === 'DELETE'
            ? [
                await t.app.inject({ method: 'POST', url, headers: bearer(token(actor)), payload: genuine.payload }).then(forget),
                await check(write.key, `${label}, linked`, 'allow', send('DELETE', { url }, actor)),
              ]
            : [
                await check(write.key, `${label}, another’s token`, 'refuse', send(write.method, forged, actor), { refusal: 400 }),
                await check(write.key, `${label}, its own token`, 'allow', send(write.method, genuine, actor)),
                // Unlinked again, so the next operation starts from the same lists.
                await t.app.inject({ method: 'DELETE', url, headers: bearer(token(actor)) }).then(forget),
              ];
        failures.push(...results.filter((result): result is string => result !== null));
      }
    }
    return failures;
  }

  async function selfCases(write: Served, operation: Extract<Operation, { kind: 'self' }>): Promise<string[]> {
    const failures: string[] = [];
    for (const actor of PARTIES) {
      for (const target of PARTIES) {
        const id = target === 'owner' ? ownerId : (signedIn.get(target)?.userId ?? 0);
        const own = actor === target;
        const failure = await check(write.key, `${partyName(actor)} → ${partyName(target)}`, own ? 'allow' : 'refuse', send(write.method, operation.request(id), actor), {
          refusal: 404,
          wellFormed: false,
        });
        if (failure) failures.push(failure);
      }
    }
    return failures;
  }

  it.each(MATRIX)('%s: every acting party × target answers as the rule says, and a refusal changes nothing', async (key) => {
    const write = writes.find((candidate) => candidate.key === key);
    const operation = OPERATIONS[key];
    if (write === undefined || operation === undefined) throw new Error(`${key} is not served`);
    tally.operations.add(key);
    const casesBefore = tally.cases;
    let failures: string[];
    if (operation.kind === 'target') failures = await targetCases(write, operation);
    else if (operation.kind === 'create') failures = await createCases(write, operation);
    else if (operation.kind === 'park') failures = await parkCases(write, operation);
    else if (operation.kind === 'self') failures = await selfCases(write, operation);
    else failures = await linkedCases(write);
    tally.byKind.set(operation.kind, (tally.byKind.get(operation.kind) ?? 0) + tally.cases - casesBefore);
    expect(failures).toEqual([]);
  });
});

describe('the probe’s escalation, as demo5 under policy a', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ accessPolicy: 'a' });
    await seedDemo(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stops at its first step: the owner’s recovery channels, password and SMS stay the owner’s', async () => {
    const attacker = await signIn(t, 'demo5');
    const [owner] = await t.db.select({ id: users.id, phone: users.phone, email: users.email }).from(users).where(eq(users.login, OWNER_LOGIN));
    if (!owner) throw new Error('no owner in the demo park');
    const ownerId = owner.id;
    const before = await tableFingerprint(t.db);

    const takeover = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${ownerId}`,
      headers: bearer(attacker.token),
      payload: { email: 'attacker@example.ru', phone: '+79990000001' },
    });
    // Soft: every later step is still tried and reported, as the probe went on.
    expect.soft(takeover.statusCode).toBe(403);
    const reset = await t.app.inject({ method: 'POST', url: `/api/users/${ownerId}/reset-password`, headers: bearer(attacker.token) });
    expect.soft(reset.statusCode).toBe(403);
    expect.soft(await tableFingerprint(t.db)).toBe(before);
    expect.soft(t.email.list('attacker@example.ru')).toEqual([]);

    await signIn(t, OWNER_LOGIN);
    expect(t.sms.list(OWNER_LOGIN)[0]?.phone).toBe(owner.phone);
  });
});

afterAll(() => {
  const kinds = [...tally.byKind].map(([kind, cases]) => `${kind} ${cases}`).join(', ');
  const failed = [...tally.failedByOperation].map(([key, count]) => `${key}: ${count}`).join('; ');
  console.info(
    `privilege matrix: ${tally.operations.size} operations, ${tally.cases} cases (operations × acting parties × targets × policies; ${kinds}), ` +
      `${tally.allowed} allowed, ${tally.refused} refused with 403 (or the field's 400 for linked accounts, 404 for another's own channels), ${tally.selfRefused} refused as the actor's own; ` +
      `failing: ${failed === '' ? 'none' : failed}`,
  );
});

/**
 * Issue 11 §1, access: generated from the served OpenAPI document, so an endpoint is covered the
 * day it appears. Every operation declares its access (`x-access`, what the server enforces);
 * every operation × group 1–5 × policy a/b is answered as schemas/access.ts says: a group the
 * table admits is never refused (any answer but 401/403), any other gets 403 in the spec shape,
 * and a call without a session gets 401. The driver API (`driver`) admits only a driver token:
 * every staff group gets 401 there, and a driver token gets 401 on every cabinet operation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, GROUP_IDS, type AccessPolicy } from '../../schemas/access';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn } from '../helpers/auth';
import { signInDriver } from '../helpers/driver-auth';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Access = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'route'; path: string; groups?: number[] } | { kind: 'driver' };
interface Operation {
  method: string;
  path: string;
  access: Access | undefined;
}

const FORBIDDEN = { error: 'forbidden', error_msg: text('app.noAccess') };
/** schemas/staff-authority.ts's refusals: the actor may not manage that user (user 1 is demo1, the owner). */
const AUTHORITY_REFUSALS = new Set<string>([text('users.authority.owner'), text('users.authority.wider'), text('users.authority.widerGrant')]);
const DRIVER_UNAUTHORIZED = { error: 'unauthorized', error_msg: text('driverApi.signInRequired') };
/** Operations that end the caller's own session: asked last, each with a fresh sign-in. */
const ENDS_SESSION = /\/(logout|sessions)\b/;

async function operationsOf(t: TestApp): Promise<Operation[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { 'x-access'?: Access }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, access: operation['x-access'] })),
  );
}

/** A concrete URL: every `{param}` is 1 (a row may or may not exist; access is decided first). */
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '1');

describe.each<AccessPolicy>(['a', 'b'])('generated access under policy %s', (policy) => {
  let t: TestApp;
  let operations: Operation[];
  const tokens = new Map<number, string>();
  let driverToken: string;

  beforeAll(async () => {
    t = await createTestApp({ accessPolicy: policy });
    await seedDemo(t.db);
    for (const group of GROUP_IDS) tokens.set(group, (await signIn(t, `demo${group}`)).token);
    const park = await parkIdOf(t.db, 'demo1');
    driverToken = (await signInDriver(t, park, await addDriverPhone(park))).token;
    operations = await operationsOf(t);
  });

  async function addDriverPhone(park: number): Promise<string> {
    const phone = '+79160001122';
    await addDriver(t.db, park, { phone });
    return phone;
  }
  afterAll(async () => {
    await t.close();
  });

  async function ask(operation: Operation, group: number | 'driver' | null) {
    const headers = group === null ? {} : bearer(group === 'driver' ? driverToken : (tokens.get(group) ?? ''));
    const withBody = ['POST', 'PUT', 'PATCH'].includes(operation.method);
    return t.app.inject({ method: operation.method as 'GET', url: urlOf(operation.path), headers, ...(withBody ? { payload: {} } : {}) });
  }

  it('every operation declares its access, and there are the spec’s operations to check', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.filter((operation) => operation.access === undefined).map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
  });

  it('every guarded operation answers exactly as the access table says, for every group', async () => {
    const disagreements: string[] = [];
    let requests = 0;
    const guarded = operations.filter((operation) => operation.access?.kind !== 'public');
    // Session-ending operations last, so they end nothing another check still needs.
    guarded.sort((a, b) => Number(ENDS_SESSION.test(a.path)) - Number(ENDS_SESSION.test(b.path)));
    for (const operation of guarded) {
      const access = operation.access as Access;
      for (const group of GROUP_IDS) {
        if (ENDS_SESSION.test(operation.path)) tokens.set(group, (await signIn(t, `demo${group}`)).token);
        const response = await ask(operation, group);
        requests += 1;
        if (access.kind === 'driver') {
          // A staff token is no driver's: refused as no session at all.
          if (response.statusCode !== 401 || JSON.stringify(response.json()) !== JSON.stringify(DRIVER_UNAUTHORIZED)) {
            disagreements.push(`${operation.method} ${operation.path}: staff group ${group} on the driver API answered ${response.statusCode}`);
          }
          continue;
        }
        const admitted =
          access.kind === 'authenticated' ||
          (access.kind === 'route' && canAccess(policy, group, access.path) && (access.groups === undefined || access.groups.includes(group)));
        // A write the route admits may still be refused by who may manage whom (issue 20): with its own reason.
        const refused = response.statusCode === 401 || (response.statusCode === 403 && !AUTHORITY_REFUSALS.has(response.json<{ error_msg?: string }>().error_msg ?? ''));
        if (admitted && refused) disagreements.push(`${operation.method} ${operation.path}: group ${group} admitted by the table, answered ${response.statusCode}`);
        if (!admitted && (response.statusCode !== 403 || JSON.stringify(response.json()) !== JSON.stringify(FORBIDDEN))) {
          disagreements.push(`${operation.method} ${operation.path}: group ${group} not admitted, answered ${response.statusCode} ${response.body.slice(0, 80)}`);
        }
      }
    }
    console.info(`generated access, policy ${policy}: ${guarded.length} guarded operations, ${requests} requests, ${disagreements.length} disagreements`);
    expect(disagreements).toEqual([]);
  });

  it('a driver token opens the driver API and no cabinet operation', async () => {
    const wrong: string[] = [];
    const guarded = operations.filter((operation) => operation.access?.kind !== 'public' && !ENDS_SESSION.test(operation.path));
    expect(guarded.filter((operation) => operation.access?.kind === 'driver').length).toBeGreaterThan(5);
    for (const operation of guarded) {
      const response = await ask(operation, 'driver');
      const refused = response.statusCode === 401 || response.statusCode === 403;
      if (operation.access?.kind === 'driver' ? refused : response.statusCode !== 401) {
        wrong.push(`${operation.method} ${operation.path}: the driver token answered ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every guarded operation asks for a session first', async () => {
    const open: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.access?.kind !== 'public')) {
      const response = await ask(operation, null);
      if (response.statusCode !== 401) open.push(`${operation.method} ${operation.path}: ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });
});

/**
 * The server enforces the same route x group table as the SPA (schemas/access.ts), under the
 * policy it runs with. A route declares which SPA path's groups apply; the check is the plugin's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessPolicy } from '../../schemas/access';
import { seedDemo } from '../../server/db/seed';
import type { App } from '../../server/app';
import { bearer, signIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ROUTES = {
  notifications: '/payments/notifications',
  tinkoff: '/payments/tinkoff/settings/1',
  drivers: '/drivers/list/all',
  home: '/',
} as const;

function addProbeRoutes(app: App): void {
  for (const [name, path] of Object.entries(ROUTES)) {
    app.get(`/api/access-probe/${name}`, { config: { access: { kind: 'route', path } } }, async () => ({ ok: true }));
  }
}

describe.each<[AccessPolicy, Record<keyof typeof ROUTES, number[]>]>([
  ['a', { notifications: [1, 5], tinkoff: [1, 2], drivers: [1, 2, 4, 5], home: [1, 2, 3, 4, 5] }],
  ['b', { notifications: [1], tinkoff: [1, 2], drivers: [1, 2, 4], home: [1, 2, 3] }],
])('server access under policy %s', (policy, allowed) => {
  let t: TestApp;
  const tokens = new Map<number, string>();

  beforeAll(async () => {
    t = await createTestApp({ accessPolicy: policy }, { extend: addProbeRoutes });
    await seedDemo(t.db);
    for (const group of [1, 2, 3, 4, 5]) tokens.set(group, (await signIn(t, `demo${group}`)).token);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(Object.keys(ROUTES) as (keyof typeof ROUTES)[])('admits exactly the groups of %s', async (name) => {
    for (const group of [1, 2, 3, 4, 5]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/access-probe/${name}`,
        headers: bearer(tokens.get(group) ?? ''),
      });
      const expected = allowed[name].includes(group) ? 200 : 403;
      expect({ group, status: response.statusCode }).toEqual({ group, status: expected });
      if (expected === 403) expect(response.json()).toEqual({ error: 'forbidden', error_msg: 'У вас нет доступа' });
    }
  });

  it('asks for a session before it looks at groups', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/access-probe/home' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a route that declares no access', () => {
  it('stops the server from starting (deny by default)', async () => {
    await expect(
      createTestApp({}, { extend: (app) => app.get('/api/undeclared', async () => ({ ok: true })) }),
    ).rejects.toThrow(/config.access/);
  });
});

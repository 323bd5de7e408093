// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../dataProvider/httpClient';
import {
  AccountAlreadyAddedError,
  createAuthRuntime,
  SmsRequiredError,
  type AuthRuntime,
} from '../../authProvider';
import { SWITCH_RELOAD_TARGETS } from '../../authProvider/accounts';
import { t } from '../../texts/t';
import { allRoutes } from '../../src/root/sections';
import { SECTION_LANDINGS } from '../../schemas/landings';
import { findRoute, resolveRedirects } from '../../schemas/routing';
import {
  fakeNavigator,
  fakeServer,
  grant,
  json,
  standardRoutes,
  tokens,
  users,
  type Handler,
  type Login,
} from '../helpers/fake-cabinet-server';

interface Link {
  login: string;
  deleted: boolean;
}

/** Links of the owner on the server: POST adds (409 when present), PUT re-activates. */
function multiuserRoutes(links: Map<number, Link>): Record<string, Handler> {
  const list = () =>
    json(200, {
      data: [
        { login: 'owner', userId: 1, owner: true, deleted: false },
        ...[...links].map(([userId, link]) => ({ login: link.login, userId, owner: false, deleted: link.deleted })),
      ],
    });
  const routes: Record<string, Handler> = { 'GET /api/auth/multiuser/list': list };
  for (const [login, user] of Object.entries(users)) {
    routes[`POST /api/auth/multiuser/${user.id}`] = (body) => {
      if (links.get(user.id)?.deleted === false || login === 'owner') {
        return json(409, { error: 'conflict', error_msg: t('accounts.alreadyAdded') });
      }
      if (body?.token !== tokens[login as Login]) return json(400, { error: 'bad_request', error_msg: 'token' });
      links.set(user.id, { login, deleted: false });
      return list();
    };
    routes[`PUT /api/auth/multiuser/${user.id}`] = () => {
      links.set(user.id, { login, deleted: false });
      return list();
    };
  }
  return routes;
}

describe('linked accounts', () => {
  let cookies: Set<string>;
  let links: Map<number, Link>;
  let server: ReturnType<typeof fakeServer>;
  let navigator: ReturnType<typeof fakeNavigator>;
  let auth: AuthRuntime;

  async function signInAs(login: Login, pathname = '/kpi/main') {
    navigator = fakeNavigator(pathname);
    auth = createAuthRuntime({ navigator });
    await auth.authProvider.login({ login, password: 'secret' });
    server.calls.length = 0;
  }

  beforeEach(() => {
    cookies = new Set();
    links = new Map();
    server = fakeServer({ ...standardRoutes(cookies), ...multiuserRoutes(links) });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the linked accounts of the main account and keeps them in multiusersdata', async () => {
    links.set(2, { login: 'sub', deleted: false });
    await signInAs('owner');
    const accounts = await auth.accounts.linkedAccounts();
    expect(accounts.map((account) => account.login)).toEqual(['owner', 'sub']);
    expect(server.calls[0]).toMatchObject({ method: 'GET', path: '/api/auth/multiuser/list', bearer: tokens.owner });
    expect(JSON.parse(localStorage.getItem('multiusersdata') ?? '[]')).toEqual(accounts);
  });

  it("rejects the current user's own login before calling the server", async () => {
    await signInAs('owner');
    await expect(auth.accounts.addAccount({ login: ' OWNER ', password: 'secret' })).rejects.toBeInstanceOf(
      AccountAlreadyAddedError,
    );
    await expect(auth.accounts.addAccount({ login: 'owner', password: 'secret' })).rejects.toThrow(
      t('accounts.alreadyAdded'),
    );
    expect(server.calls).toHaveLength(0);
  });

  it('rejects a login of the stored list before calling the server, unless in update mode', async () => {
    links.set(2, { login: 'sub', deleted: false });
    await signInAs('owner');
    await auth.accounts.linkedAccounts();
    cookies.delete('sub');
    server.calls.length = 0;

    await expect(auth.accounts.addAccount({ login: 'sub', password: 'secret' })).rejects.toThrow(
      t('accounts.alreadyAdded'),
    );
    expect(server.calls).toHaveLength(0);

    await auth.accounts.addAccount({ login: 'sub', password: 'secret' }, { update: true });
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /auth-api/auth',
      'PUT /api/auth/multiuser/2',
    ]);
    expect(cookies.has('sub')).toBe(true);
  });

  it('adds an account: signs in as it, links it with its token under the current bearer', async () => {
    await signInAs('owner');
    const accounts = await auth.accounts.addAccount({ login: 'sub', password: 'secret' });
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /auth-api/auth',
      'POST /api/auth/multiuser/2',
    ]);
    expect(server.calls[1]?.body).toEqual({ token: tokens.sub, login: 'sub' });
    expect(server.calls[1]?.bearer).toBe(tokens.owner);
    expect(accounts.map((account) => account.login)).toEqual(['owner', 'sub']);
    expect(JSON.parse(localStorage.getItem('multiusersdata') ?? '[]')).toEqual(accounts);
    // Still the owner's session: adding does not switch.
    expect(auth.session.accessToken()).toBe(tokens.owner);
    expect(localStorage.getItem('current_user')).toBe('owner');
  });

  it('adds an account through the same SMS step as the login', async () => {
    await signInAs('owner');
    const plain = server.routes['POST /auth-api/auth'];
    server.routes['POST /auth-api/auth'] = (body, url) =>
      body?.AUTH_USER === 'sub' ? json(200, { data: { sms_key: 'k2', phone_mask: '***12', sms_expires_in: 300 } }) : plain!(body, url);
    server.routes['POST /auth-api/auth/sms'] = () => grant('sub');

    await expect(auth.accounts.addAccount({ login: 'sub', password: 'secret' })).rejects.toBeInstanceOf(SmsRequiredError);
    await auth.accounts.addAccount({ login: 'sub', password: 'secret', sms_key: 'k2', sms_code: '12345' });
    expect(server.calls.find((call) => call.path === '/auth-api/auth/sms')?.body).toMatchObject({
      AUTH_USER: 'sub',
      sms_key: 'k2',
      sms_code: '12345',
    });
    expect(links.get(2)).toEqual({ login: 'sub', deleted: false });
  });

  it("reports the server's 409 as already added", async () => {
    links.set(2, { login: 'sub', deleted: false });
    await signInAs('owner');
    await expect(auth.accounts.addAccount({ login: 'sub', password: 'secret' })).rejects.toBeInstanceOf(
      AccountAlreadyAddedError,
    );
  });

  it('re-activates a deleted link with PUT', async () => {
    links.set(2, { login: 'sub', deleted: true });
    await signInAs('owner');
    await auth.accounts.linkedAccounts();
    server.calls.length = 0;
    await auth.accounts.addAccount({ login: 'sub', password: 'secret' });
    expect(server.calls[1]).toMatchObject({ method: 'PUT', path: '/api/auth/multiuser/2' });
  });

  it.each([
    ['/drivers/detail/5/balance', '/drivers/list/all'],
    ['/transfers/detail/3', '/transfers/list/complete'],
    ['/aggregators/detail/1', '/aggregators'],
    ['/rent/cars/detail/2/edit', '/rent/cars/list'],
    ['/groups/detail/4/drivers', '/groups'],
    ['/users/users/7', '/users/users'],
    ['/payments/tinkoff/settings/1', '/payments/transactions'],
    ['/referrals/settings/2', '/referrals/drivers'],
  ])('switching on %s reloads to %s', async (pathname, target) => {
    cookies.add('sub');
    await signInAs('owner', pathname);
    await expect(auth.accounts.switchAccount('sub')).resolves.toEqual({ status: 'switched', login: 'sub', target });
    expect(server.calls[0]).toMatchObject({ method: 'PUT', path: '/auth-api/auth/token/refresh', body: { AUTH_USER: 'sub' } });
    expect(localStorage.getItem('current_user')).toBe('sub');
    expect(localStorage.getItem('main_user')).toBe('owner');
    expect(navigator.reload).toHaveBeenCalledWith(target);
  });

  it('switching elsewhere reloads in place', async () => {
    expect(Object.keys(SWITCH_RELOAD_TARGETS)).toHaveLength(8);
    cookies.add('sub');
    await signInAs('owner', '/kpi/main');
    await expect(auth.accounts.switchAccount('sub')).resolves.toEqual({ status: 'switched', login: 'sub', target: null });
    expect(navigator.reload).toHaveBeenCalledWith(undefined);
  });

  it('a failed refresh of a linked account asks to sign in again, without leaving', async () => {
    await signInAs('owner');
    cookies.delete('sub');
    await expect(auth.accounts.switchAccount('sub')).resolves.toEqual({ status: 'reauth', login: 'sub' });
    expect(localStorage.getItem('current_user')).toBe('owner');
    expect(navigator.reload).not.toHaveBeenCalled();
    expect(navigator.go).not.toHaveBeenCalled();
    expect(auth.session.accessToken()).toBe(tokens.owner);
  });

  it('a failed refresh of the main account signs out to /login/', async () => {
    cookies.add('owner');
    cookies.add('sub');
    localStorage.setItem('main_user', 'owner');
    localStorage.setItem('current_user', 'sub');
    navigator = fakeNavigator('/kpi/main');
    auth = createAuthRuntime({ navigator });
    await auth.authProvider.checkAuth({});
    cookies.delete('owner');
    server.calls.length = 0;

    await expect(auth.accounts.switchAccount('owner')).resolves.toEqual({ status: 'signedOut', login: 'owner' });
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /auth-api/auth/token/refresh',
      'PUT /auth-api/auth/token/logout',
    ]);
    expect(localStorage.getItem('main_user')).toBeNull();
    expect(localStorage.getItem('current_user')).toBeNull();
    expect(auth.session.accessToken()).toBeNull();
    expect(navigator.go).toHaveBeenCalledWith('/login/');
  });

  it('a network failure while switching is reported, not taken for a failed refresh', async () => {
    await signInAs('owner');
    server.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(auth.accounts.switchAccount('sub')).rejects.toBeInstanceOf(NetworkError);
    expect(navigator.go).not.toHaveBeenCalled();
  });

  it('a sub-account shows the kept list of the main account', async () => {
    cookies.add('sub');
    const kept = [
      { login: 'owner', userId: 1, owner: true, deleted: false },
      { login: 'sub', userId: 2, owner: false, deleted: false },
    ];
    localStorage.setItem('main_user', 'owner');
    localStorage.setItem('current_user', 'sub');
    localStorage.setItem('multiusersdata', JSON.stringify(kept));
    auth = createAuthRuntime({ navigator: fakeNavigator() });
    await expect(auth.accounts.linkedAccounts()).resolves.toEqual(kept);
    expect(server.calls.some((call) => call.path.includes('multiuser'))).toBe(false);
  });
});

describe('section landings (schemas/landings.ts)', () => {
  it('each is where its section root leads, a declared route that does not redirect further', () => {
    for (const [section, landing] of Object.entries(SECTION_LANDINGS)) {
      expect(resolveRedirects(allRoutes, `/${section}`), section).toBe(landing);
      expect(findRoute(allRoutes, landing)?.route.redirect, landing).toBeUndefined();
    }
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoUserError } from '../../dataProvider/httpClient';
import { createAuthRuntime, SmsRequiredError, type AuthRuntime } from '../../authProvider';
import { t } from '../../texts/t';
import {
  fakeNavigator,
  fakeServer,
  grant,
  json,
  standardRoutes,
  tokens,
  users,
} from '../helpers/fake-cabinet-server';
import { testSettings } from '../helpers/settings';

describe('authProvider', () => {
  let cookies: Set<string>;
  let server: ReturnType<typeof fakeServer>;
  let navigator: ReturnType<typeof fakeNavigator>;
  let auth: AuthRuntime;

  beforeEach(() => {
    cookies = new Set();
    server = fakeServer(standardRoutes(cookies));
    navigator = fakeNavigator();
    auth = createAuthRuntime({ navigator });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('removes tokens kept in local storage on entry, and keeps the logins', () => {
    localStorage.setItem('token', 'a');
    localStorage.setItem('access_token', 'b');
    localStorage.setItem('refresh_token', 'c');
    localStorage.setItem('main_user', 'owner');
    createAuthRuntime({ navigator });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('main_user')).toBe('owner');
  });

  it('logs in: spec fields, user and park loaded with the bearer, logins stored, no token stored', async () => {
    const result = await auth.authProvider.login({ login: 'owner', password: 'secret' });
    expect(result).toEqual({ redirectTo: '/' });

    const [authCall, userCall, parkCall] = server.calls;
    expect(authCall?.path).toBe('/auth-api/auth');
    expect(authCall?.body).toMatchObject({ AUTH_USER: 'owner', AUTH_PW: 'secret', api_ver: '2020.07.22' });
    expect(authCall?.body?.DEVICE_UID).toBe(localStorage.getItem('device_uid'));
    expect(String(authCall?.body?.DEVICE_UID).length).toBeGreaterThanOrEqual(8);
    expect(authCall?.bearer).toBeNull();
    expect(userCall).toMatchObject({ method: 'GET', path: '/api/users/1', bearer: tokens.owner });
    expect(parkCall).toMatchObject({ method: 'GET', path: '/api/taxis/10', bearer: tokens.owner });

    expect(localStorage.getItem('main_user')).toBe('owner');
    expect(localStorage.getItem('current_user')).toBe('owner');
    expect(localStorage.getItem('first_login')).toBe('2026-11-01');
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index) ?? '';
      expect(localStorage.getItem(key)).not.toContain(tokens.owner);
    }
    await expect(auth.authProvider.getIdentity()).resolves.toEqual({
      id: 1,
      fullName: 'Иван Петров',
      login: 'owner',
      taxis_id: 10,
      park_name: 'Парк Север',
      group_id: 1,
      country_code: 2,
      owner: true,
      first_login: '2026-11-01',
    });
  });

  it('uses the token server claim as the main API base', async () => {
    await auth.authProvider.login({ login: 'sub', password: 'secret' });
    expect(server.calls.map((call) => call.path)).toContain('/shard-2/api/users/2');
  });

  it('redirects to the stored first page once, then clears it', async () => {
    localStorage.setItem('first_page', '/drivers/detail/5/balance');
    await expect(auth.authProvider.login({ login: 'owner', password: 'secret' })).resolves.toEqual({
      redirectTo: '/drivers/detail/5/balance',
    });
    expect(localStorage.getItem('first_page')).toBeNull();
  });

  it('ignores a first page that leaves the application', async () => {
    localStorage.setItem('first_page', '//evil.example/x');
    await expect(auth.authProvider.login({ login: 'owner', password: 'secret' })).resolves.toEqual({ redirectTo: '/' });
  });

  it('leaves the landing of / to the shell when there is no first page', async () => {
    await expect(auth.authProvider.login({ login: 'driverboss', password: 'secret' })).resolves.toEqual({
      redirectTo: '/',
    });
  });

  it('throws SmsRequiredError when the server answers sms_key without a token, then resends with the code', async () => {
    server.routes['POST /auth-api/auth'] = () =>
      json(200, { data: { sms_key: 'key-1', phone_mask: '+7 (***) ***-**-12', sms_expires_in: 300 } });
    server.routes['POST /auth-api/auth/sms'] = (body) =>
      body?.sms_code === '12345' && body.sms_key === 'key-1'
        ? grant('owner')
        : json(400, { error: 'sms_code_invalid', error_msg: 'Неверный код', data: { sms_code: 'Неверный код' } });

    const error = await auth.authProvider.login({ login: 'owner', password: 'secret' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsRequiredError);
    expect(error).toMatchObject({ sms_key: 'key-1', phone_mask: '+7 (***) ***-**-12', sms_expires_in: 300 });

    await expect(
      auth.authProvider.login({ login: 'owner', password: 'secret', sms_key: 'key-1', sms_code: '11111' }),
    ).rejects.toThrow('Неверный код');
    await expect(
      auth.authProvider.login({ login: 'owner', password: 'secret', sms_key: 'key-1', sms_code: '12345' }),
    ).resolves.toEqual({ redirectTo: '/' });
    const smsCall = server.calls.filter((call) => call.path === '/auth-api/auth/sms').at(-1);
    expect(smsCall?.body).toMatchObject({ AUTH_USER: 'owner', AUTH_PW: 'secret', sms_key: 'key-1', sms_code: '12345' });
  });

  it("fails with 'token undefined' when the answer has no token", async () => {
    server.routes['POST /auth-api/auth'] = () => json(200, { data: {} });
    await expect(auth.authProvider.login({ login: 'owner', password: 'secret' })).rejects.toThrow(t('login.tokenUndefined'));
    expect(t('login.tokenUndefined')).toBe('token undefined');
  });

  it('fails with error_msg, or error when there is no error_msg', async () => {
    await expect(auth.authProvider.login({ login: 'owner', password: 'wrong' })).rejects.toThrow(
      t('errors.invalidCredentials'),
    );
    server.routes['POST /auth-api/auth'] = () => json(200, { error: 'blocked' });
    await expect(auth.authProvider.login({ login: 'owner', password: 'secret' })).rejects.toThrow('blocked');
    expect(localStorage.getItem('current_user')).toBeNull();
  });

  it('checkAuth restores the session after a reload by refreshing the stored current_user', async () => {
    cookies.add('owner');
    localStorage.setItem('main_user', 'owner');
    localStorage.setItem('current_user', 'owner');
    await Promise.all([auth.authProvider.checkAuth({}), auth.authProvider.checkAuth({}), auth.authProvider.getIdentity()]);
    const refreshes = server.calls.filter((call) => call.path === '/auth-api/auth/token/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ AUTH_USER: 'owner' });
    expect(auth.session.hasUser()).toBe(true);
  });

  it('checkAuth rejects to /login without a network call when nobody is stored', async () => {
    await expect(auth.authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login/', message: false });
    expect(server.calls).toHaveLength(0);
  });

  it('checkAuth rejects and forgets current_user when the refresh fails', async () => {
    localStorage.setItem('main_user', 'owner');
    localStorage.setItem('current_user', 'owner');
    await expect(auth.authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login/' });
    expect(localStorage.getItem('current_user')).toBeNull();
  });

  it('falls back to the main user when a linked account cannot be restored', async () => {
    cookies.add('owner');
    localStorage.setItem('main_user', 'owner');
    localStorage.setItem('current_user', 'sub');
    await auth.authProvider.checkAuth({});
    expect(localStorage.getItem('current_user')).toBe('owner');
    expect((await auth.authProvider.getIdentity()).login).toBe('owner');
  });

  it('checkError rejects a 401 and a skipped call, lets a 403 through', async () => {
    await expect(auth.authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login/' });
    await expect(auth.authProvider.checkError(new NoUserError('/drivers'))).rejects.toMatchObject({
      redirectTo: '/login/',
    });
    await expect(auth.authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.authProvider.checkError(new Error('x'))).resolves.toBeUndefined();
  });

  it('logout of the owner: PUT logout, multi-user data cleared, to /login/', async () => {
    await auth.authProvider.login({ login: 'owner', password: 'secret' });
    localStorage.setItem('multiusersdata', JSON.stringify([{ login: 'owner', userId: 1, owner: true, deleted: false }]));
    await expect(auth.authProvider.logout({})).resolves.toBe('/login/');
    const logout = server.calls.find((call) => call.path === '/auth-api/auth/token/logout');
    expect(logout?.body).toEqual({ AUTH_USER: 'owner' });
    expect(localStorage.getItem('main_user')).toBeNull();
    expect(localStorage.getItem('current_user')).toBeNull();
    expect(localStorage.getItem('multiusersdata')).toBeNull();
    expect(auth.session.accessToken()).toBeNull();
    expect(navigator.reload).not.toHaveBeenCalled();
  });

  it('logout of a linked sub-account: link marked deleted, sub signed out, back to the main user, reload', async () => {
    server.routes['DELETE /api/auth/multiuser/2'] = () => json(200, { data: {} });
    cookies.add('owner');
    cookies.add('sub');
    localStorage.setItem('main_user', 'owner');
    localStorage.setItem('current_user', 'sub');
    localStorage.setItem(
      'multiusersdata',
      JSON.stringify([
        { login: 'owner', userId: 1, owner: true, deleted: false },
        { login: 'sub', userId: 2, owner: false, deleted: false },
      ]),
    );
    await auth.authProvider.checkAuth({});
    server.calls.length = 0;

    await expect(auth.authProvider.logout({})).resolves.toBe(false);

    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /auth-api/auth/token/refresh',
      'DELETE /api/auth/multiuser/2',
      'PUT /auth-api/auth/token/logout',
    ]);
    expect(server.calls[0]?.body).toEqual({ AUTH_USER: 'owner' });
    expect(server.calls[1]?.bearer).toBe(tokens.owner);
    expect(server.calls[2]?.body).toEqual({ AUTH_USER: 'sub' });
    expect(localStorage.getItem('current_user')).toBe('owner');
    expect(localStorage.getItem('main_user')).toBe('owner');
    expect(JSON.parse(localStorage.getItem('multiusersdata') ?? '[]')).toContainEqual({
      login: 'sub',
      userId: 2,
      owner: false,
      deleted: true,
    });
    expect(navigator.reload).toHaveBeenCalledTimes(1);
    expect(navigator.go).not.toHaveBeenCalled();
  });

  it('logout without a session touches neither the server nor the stored logins', async () => {
    localStorage.setItem('main_user', 'owner');
    await expect(auth.authProvider.logout({})).resolves.toBe('/login/');
    expect(server.calls).toHaveLength(0);
    expect(localStorage.getItem('main_user')).toBe('owner');
  });

  it('narrows canAccess and the permissions by the user’s own rules, as the server does', async () => {
    server.routes['GET /api/users/1'] = () => json(200, { ...users.owner, denied_paths: ['/drivers/blacklist'] });
    await auth.authProvider.login({ login: 'owner', password: 'secret' });
    await expect(auth.authProvider.getPermissions({})).resolves.toMatchObject({ denied: ['/drivers/blacklist'] });
    await expect(auth.authProvider.canAccess({ resource: 'drivers/blacklist', action: 'list' })).resolves.toBe(false);
    await expect(auth.authProvider.canAccess({ resource: 'drivers/list', action: 'list' })).resolves.toBe(true);
  });

  it('answers permissions from the group and the access policy of /api/settings, asked once', async () => {
    server.routes['GET /api/settings'] = () =>
      json(200, testSettings({ access_policy: 'b', sms_sandbox: false, knowledge_base_url: '', chat_url: '' }));
    await auth.authProvider.login({ login: 'sub', password: 'secret' });
    await expect(auth.authProvider.getPermissions({})).resolves.toEqual({ group_id: 2, policy: 'b', denied: [] });
    await auth.authProvider.getPermissions({});
    await auth.authProvider.canAccess({ resource: '/drivers', action: 'list' });
    expect(server.calls.filter((call) => call.path === '/api/settings')).toHaveLength(1);
  });

  it('canAccess reads the route x group table with the resource as a path', async () => {
    await auth.authProvider.login({ login: 'driverboss', password: 'secret' });
    await expect(auth.authProvider.canAccess({ resource: '/drivers/list/all', action: 'list' })).resolves.toBe(true);
    await expect(auth.authProvider.canAccess({ resource: 'drivers', action: 'list' })).resolves.toBe(true);
    await expect(auth.authProvider.canAccess({ resource: '/users/entity', action: 'list' })).resolves.toBe(false);
    await expect(auth.authProvider.canAccess({ resource: '/unknown', action: 'list' })).resolves.toBe(false);
  });

  it('canAccess is false without a session', async () => {
    await expect(auth.authProvider.canAccess({ resource: '/', action: 'list' })).resolves.toBe(false);
  });

  it('reads the sandbox SMS code only when settings.sms_sandbox', async () => {
    await expect(auth.sandboxSmsCode('owner')).resolves.toBeNull();
    expect(server.calls.some((call) => call.path.startsWith('/dev/'))).toBe(false);

    const sandboxed = createAuthRuntime({ navigator });
    server.routes['GET /api/settings'] = () =>
      json(200, testSettings({ access_policy: 'a', sms_sandbox: true, knowledge_base_url: '', chat_url: '' }));
    server.routes['GET /dev/sms-outbox'] = (_body, url) =>
      json(200, [
        { login: url.searchParams.get('login'), phone: '+79990000000', code: '54321', sms_key: null, created_at: '2026-11-21T06:00:00Z' },
        { login: url.searchParams.get('login'), phone: '+79990000000', code: '11111', sms_key: null, created_at: '2026-11-21T05:00:00Z' },
      ]);
    await expect(sandboxed.sandboxSmsCode('owner')).resolves.toBe('54321');
    expect(server.calls.at(-1)?.path).toBe('/dev/sms-outbox?login=owner');
  });

  it('runs password recovery in the four steps of spec 4', async () => {
    server.routes['POST /auth-api/auth/resetpwd/email'] = () => json(200, { data: {} });
    server.routes['POST /auth-api/auth/resetpwd/sms'] = () => json(200, { data: { sms_key: 'rk', taxis_list: [] } });
    server.routes['POST /auth-api/auth/resetpwd/smsconfirm'] = () =>
      json(200, { data: { taxis_list: [{ taxis_id: 10, name: 'Парк Север', server_id: 'main' }] } });
    server.routes['POST /auth-api/auth/resetpwd/taxischange'] = () => json(200, { data: { message: t('recovery.success') } });

    await auth.recovery.email('boss@park.test');
    const phone = { EMAIL: 'boss@park.test', PHONE: '+79991234567', country_code: 2 as const };
    await expect(auth.recovery.sms(phone)).resolves.toEqual({ sms_key: 'rk', taxis_list: [] });
    const confirm = { ...phone, sms_code: '12345', sms_key: 'rk' };
    await expect(auth.recovery.confirm(confirm)).resolves.toEqual([
      { taxis_id: 10, name: 'Парк Север', server_id: 'main' },
    ]);
    await expect(auth.recovery.taxisChange({ ...confirm, taxis_id: 10, server_id: 'main' })).resolves.toBe(
      t('recovery.success'),
    );
    expect(server.calls.map((call) => call.body)).toEqual([
      { EMAIL: 'boss@park.test' },
      phone,
      confirm,
      { ...confirm, taxis_id: 10, server_id: 'main' },
    ]);
  });

  it('registers a park', async () => {
    server.routes['POST /auth-api/auth/registration'] = () => json(201, { data: { user_id: 9, taxis_id: 90 } });
    const request = {
      park_name: 'Парк',
      country_code: 2 as const,
      name: 'Иван',
      login: 'ivan',
      email: 'ivan@park.test',
      phone: '+79991234567',
      password: 'long-password',
    };
    await expect(auth.register(request)).resolves.toEqual({ user_id: 9, taxis_id: 90 });
    expect(server.calls[0]?.body).toEqual(request);
  });
});

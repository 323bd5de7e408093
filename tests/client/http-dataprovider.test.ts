import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthRuntime, type AuthRuntime } from '../../authProvider';
import { createDataProvider, type AppDataProvider } from '../../dataProvider';
import { testSettings } from '../helpers/settings';

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

const token = jwt({ sub: '1', server: '/api' });
const user = { id: 1, login: 'owner', name: 'Иван', taxis_id: 10, group_id: 1, country_code: 2, owner: true, first_login: null, denied_paths: [] };
const settings = testSettings({ access_policy: 'a', sms_sandbox: false, knowledge_base_url: 'https://kb', chat_url: 'https://chat' });

describe('dataProvider', () => {
  let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
  let auth: AuthRuntime;
  let dataProvider: AppDataProvider;

  beforeEach(async () => {
    fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://cabinet.test');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      switch (key) {
        case 'POST /auth-api/auth':
          return json(200, { data: { token, expires_in: 600, server: '/api', user_id: 1 } });
        case 'GET /api/users/1':
          return json(200, user);
        case 'GET /api/taxis/10':
          return json(200, { id: 10, name: 'Парк Север', country_code: 2 });
        case 'GET /api/taxis/11':
          return json(200, { id: 11, name: 'Парк Юг', country_code: 2 });
        case 'GET /api/settings':
          return json(200, settings);
        case 'GET /api/examples':
          return json(200, [{ id: 1, title: 'Новость' }], { 'Content-Range': 'examples 0-0/1' });
        case 'PUT /api/examples/1':
          return json(200, { id: 1, title: 'Изменено' });
        default:
          return json(404, { error: 'not_found', error_msg: 'Не найдено' });
      }
    });
    vi.stubGlobal('fetch', fetchMock);
    auth = createAuthRuntime({ navigator: { go: vi.fn(), reload: vi.fn(), pathname: () => '/' } });
    dataProvider = createDataProvider({ http: auth.http, auth });
    await auth.authProvider.login({ login: 'owner', password: 'secret' });
    fetchMock.mockClear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('serves simple-REST resources over the HttpClient (bearer, token server base, Content-Range)', async () => {
    const result = await dataProvider.getList('examples', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 1, title: 'Новость' }], total: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url).startsWith('/api/examples?')).toBe(true);
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(new Headers(init?.headers).get('Range')).toBe('examples=0-9');

    await expect(dataProvider.update('examples', { id: 1, data: { title: 'Изменено' }, previousData: { id: 1 } })).resolves.toEqual({
      data: { id: 1, title: 'Изменено' },
    });
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"title":"Изменено"}');
  });

  it("sends a resource to its registered adapter, the rest to the generic one", async () => {
    const asked: string[] = [];
    dataProvider.adapters.register('drivers', {
      getList: async (resource) => {
        asked.push(resource);
        return { data: [], total: 0 };
      },
    });
    await expect(
      dataProvider.getList('drivers', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).resolves.toEqual({ data: [], total: 0 });
    expect(asked).toEqual(['drivers']);
    expect(fetchMock).not.toHaveBeenCalled();
    // Methods the adapter leaves out fall back to the generic REST adapter.
    await dataProvider.update('drivers', { id: 1, data: {}, previousData: { id: 1 } }).catch(() => undefined);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/drivers/1');
  });

  it('answers the custom methods', async () => {
    await expect(dataProvider.getCurrentUser()).resolves.toEqual(user);
    await expect(dataProvider.getTaxi()).resolves.toEqual({ id: 10, name: 'Парк Север', country_code: 2 });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(dataProvider.getTaxi(11)).resolves.toMatchObject({ name: 'Парк Юг' });
    await expect(dataProvider.getSettings()).resolves.toEqual(settings);
    await dataProvider.getSettings();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/settings')).toHaveLength(1);
  });
});

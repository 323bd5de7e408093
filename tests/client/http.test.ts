import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HttpClient,
  LOGIN_PATH,
  NetworkError,
  NoUserError,
  type SessionPort,
} from '../../dataProvider/httpClient';
import { t } from '../../texts/t';

class FakeSession implements SessionPort {
  token: string | null = 'old';
  base = '/api';
  user = true;
  refreshes = 0;
  refreshFails = false;
  cleared = 0;

  accessToken() {
    return this.token;
  }
  apiBase() {
    return this.base;
  }
  hasUser() {
    return this.user;
  }
  pending() {
    return null;
  }
  async refresh() {
    this.refreshes += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.refreshFails) throw new HttpError(t('errors.unauthorized'), 401, { error: 'unauthorized' });
    this.token = 'new';
  }
  clear() {
    this.cleared += 1;
    this.token = null;
    this.user = false;
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const expired = { error: 'token_expired', error_msg: 'token_expired' };

function authorization(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

describe('HttpClient', () => {
  let session: FakeSession;
  let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
  let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
  let http: HttpClient;

  beforeEach(() => {
    session = new FakeSession();
    navigate = vi.fn<(path: string) => void>();
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
    http = new HttpClient({ session, navigate });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the bearer to the main API at the base of the token server claim', async () => {
    session.base = '/shard-2/api';
    fetchMock.mockResolvedValue(json(200, { id: 7 }));
    const response = await http.request<{ id: number }>({ path: '/taxis/7', query: { a: 1, b: ['x', 'y'], c: undefined } });
    expect(response.json).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/shard-2/api/taxis/7?a=1&b=x&b=y');
    expect(authorization(init)).toBe('Bearer old');
    expect(init?.credentials).toBe('same-origin');
  });

  it('sends the bearer to the support host and none to the auth host', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: {} }));
    await http.request({ host: 'support', path: '/tickets' });
    await http.request({ host: 'auth', method: 'PUT', path: '/auth/token/refresh', json: { AUTH_USER: 'a' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/support-api/tickets');
    expect(authorization(fetchMock.mock.calls[0]?.[1])).toBe('Bearer old');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/auth-api/auth/token/refresh');
    expect(authorization(fetchMock.mock.calls[1]?.[1])).toBeNull();
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"AUTH_USER":"a"}');
  });

  it('skips a call without a loaded user: typed error, nothing sent', async () => {
    session.user = false;
    await expect(http.request({ path: '/drivers' })).rejects.toBeInstanceOf(NoUserError);
    session.token = null;
    session.user = true;
    await expect(http.request({ host: 'support', path: '/tickets' })).rejects.toBeInstanceOf(NoUserError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets the auth layer load the user with its token before the user is loaded', async () => {
    session.user = false;
    fetchMock.mockResolvedValue(json(200, { id: 1 }));
    await http.request({ path: '/users/1', beforeUser: true });
    expect(authorization(fetchMock.mock.calls[0]?.[1])).toBe('Bearer old');
  });

  it('shares ONE refresh between concurrent token_expired answers, then retries each call once', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (authorization(init) === 'Bearer old') return json(401, expired);
      return json(200, { url });
    });
    const results = await Promise.all([
      http.request<{ url: string }>({ path: '/a' }),
      http.request<{ url: string }>({ path: '/b' }),
      http.request<{ url: string }>({ path: '/c' }),
    ]);
    expect(results.map((result) => result.json.url)).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(session.refreshes).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('retries without a new refresh when the token was already renewed meanwhile', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchMock.mockImplementation(async (_url, init) => {
      if (authorization(init) === 'Bearer old') {
        await held;
        return json(401, expired);
      }
      return json(200, {});
    });
    const call = http.request({ path: '/slow' });
    session.token = 'new';
    release();
    await call;
    expect(session.refreshes).toBe(0);
  });

  it('any other 401 clears the session and goes to /login/', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'unauthorized', error_msg: t('errors.unauthorized') }));
    const error = await http.request({ path: '/drivers' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect(session.cleared).toBe(1);
    expect(session.refreshes).toBe(0);
    expect(navigate).toHaveBeenCalledWith(LOGIN_PATH);
    expect(LOGIN_PATH).toBe('/login/');
  });

  it('a failed refresh clears the session and goes to /login/', async () => {
    session.refreshFails = true;
    fetchMock.mockResolvedValue(json(401, expired));
    await expect(http.request({ path: '/drivers' })).rejects.toBeInstanceOf(HttpError);
    expect(session.refreshes).toBe(1);
    expect(session.cleared).toBe(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login/');
  });

  it('a 401 after the retry signs out instead of refreshing again', async () => {
    fetchMock.mockImplementation(async () => json(401, expired));
    await expect(http.request({ path: '/drivers' })).rejects.toBeInstanceOf(HttpError);
    expect(session.refreshes).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledWith('/login/');
  });

  it('a 401 from the auth host (wrong password) neither refreshes nor redirects', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'invalid_credentials', error_msg: t('errors.invalidCredentials') }));
    await expect(http.request({ host: 'auth', method: 'POST', path: '/auth' })).rejects.toThrow(
      t('errors.invalidCredentials'),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(session.cleared).toBe(0);
  });

  it('throws a body carrying error as HttpError with error_msg, keeping the body', async () => {
    fetchMock.mockResolvedValue(json(409, { error: 'conflict', error_msg: t('accounts.alreadyAdded') }));
    const error = (await http.request({ path: '/x' }).catch((caught: unknown) => caught)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe(t('accounts.alreadyAdded'));
    expect(error.status).toBe(409);
    expect(error.body).toEqual({ error: 'conflict', error_msg: t('accounts.alreadyAdded') });
  });

  it('uses error when error_msg is absent, also on a 200 answer', async () => {
    fetchMock.mockResolvedValue(json(200, { error: 'something_wrong' }));
    await expect(http.request({ path: '/x' })).rejects.toThrow('something_wrong');
  });

  it('keeps the field details of a 400 for react-admin forms', async () => {
    const body = { error: 'validation_error', error_msg: t('errors.validation'), data: { login: t('registration.loginTaken') } };
    fetchMock.mockResolvedValue(json(400, body));
    const error = (await http.request({ host: 'auth', method: 'POST', path: '/auth/registration' }).catch(
      (caught: unknown) => caught,
    )) as HttpError;
    expect(error.message).toBe(t('errors.validation'));
    expect(error.body).toEqual({ ...body, errors: { login: t('registration.loginTaken') } });
  });

  it('answers a failure without a body with a Russian message', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    await expect(http.request({ path: '/x' })).rejects.toThrow(t('errors.internal'));
  });

  it('turns a network failure into ru.errors.network', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await http.request({ path: '/x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe(t('errors.network'));
    expect((error as NetworkError).reason).toBe('offline');
  });

  it('times out through AbortController', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const call = http.request({ path: '/slow', timeoutMs: 1000 }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(1000);
    const error = await call;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).reason).toBe('timeout');
  });

  it("rejects with the caller's AbortError when the caller aborts", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const call = http.request({ path: '/slow', signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    const error = await call;
    expect((error as Error).name).toBe('AbortError');
  });
});

/**
 * A fake cabinet server for unit tests of the auth layer: fetch is stubbed with routes that answer
 * like the real auth host and main API (the real server is exercised by tests/server and tests/e2e).
 */
import { vi } from 'vitest';
import type { PageNavigator } from '../../authProvider';
import { t } from '../../texts/t';
import { testSettings } from './settings';

export type Handler = (body: Record<string, unknown> | undefined, url: URL) => Response | Promise<Response>;

export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  bearer: string | null;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

export function fakeServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://cabinet.test');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const authorization = new Headers(init.headers).get('Authorization');
    calls.push({ method, path: url.pathname + url.search, body, bearer: authorization?.replace('Bearer ', '') ?? null });
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(body, url) : json(404, { error: 'not_found', error_msg: t('errors.notFound') });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, routes, fetchMock };
}

export const users = {
  owner: { id: 1, login: 'owner', name: 'Иван Петров', taxis_id: 10, group_id: 1, country_code: 2, owner: true, first_login: '2026-11-01' },
  sub: { id: 2, login: 'sub', name: 'Пётр', taxis_id: 20, group_id: 2, country_code: 3, owner: false, first_login: null },
  driverboss: { id: 4, login: 'driverboss', name: 'Олег', taxis_id: 10, group_id: 4, country_code: 2, owner: false, first_login: null },
} as const;
export type Login = keyof typeof users;

export const tokens: Record<Login, string> = {
  owner: jwt({ sub: '1', login: 'owner', server: '/api', taxis_id: 10, group_id: 1 }),
  sub: jwt({ sub: '2', login: 'sub', server: '/shard-2/api', taxis_id: 20, group_id: 2 }),
  driverboss: jwt({ sub: '4', login: 'driverboss', server: '/api', taxis_id: 10, group_id: 4 }),
};

export function grant(login: Login) {
  return json(200, { data: { token: tokens[login], expires_in: 600, server: '/api', user_id: users[login].id } });
}

export function isLogin(value: unknown): value is Login {
  return typeof value === 'string' && value in users;
}

/** A server where every password is 'secret' and refresh cookies exist for `cookies`. */
export function standardRoutes(cookies: Set<string>): Record<string, Handler> {
  const userRoute: Handler = (_body, url) => {
    const id = Number(url.pathname.split('/').pop());
    const user = Object.values(users).find((candidate) => candidate.id === id);
    return user ? json(200, user) : json(404, { error: 'not_found', error_msg: t('errors.notFound') });
  };
  return {
    'POST /auth-api/auth': (body) => {
      if (!isLogin(body?.AUTH_USER) || body?.AUTH_PW !== 'secret') {
        return json(401, { error: 'invalid_credentials', error_msg: t('errors.invalidCredentials') });
      }
      cookies.add(body.AUTH_USER);
      return grant(body.AUTH_USER);
    },
    'PUT /auth-api/auth/token/refresh': (body) =>
      isLogin(body?.AUTH_USER) && cookies.has(body.AUTH_USER)
        ? grant(body.AUTH_USER)
        : json(401, { error: 'unauthorized', error_msg: t('errors.unauthorized') }),
    'PUT /auth-api/auth/token/logout': (body) => {
      cookies.delete(String(body?.AUTH_USER));
      return json(200, { data: {} });
    },
    'GET /api/users/1': userRoute,
    'GET /api/users/4': userRoute,
    'GET /shard-2/api/users/2': userRoute,
    'GET /api/taxis/10': () => json(200, { id: 10, name: 'Парк Север', country_code: 2 }),
    'GET /shard-2/api/taxis/20': () => json(200, { id: 20, name: 'Парк Юг', country_code: 3 }),
    'GET /api/settings': () =>
      json(200, testSettings({ access_policy: 'a', sms_sandbox: false, knowledge_base_url: 'https://kb', chat_url: 'https://chat' })),
  };
}

export function fakeNavigator(pathname = '/kpi/main') {
  return {
    go: vi.fn<(path: string) => void>(),
    reload: vi.fn<(path?: string) => void>(),
    pathname: () => pathname,
  } satisfies PageNavigator;
}

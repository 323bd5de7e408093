/**
 * What the news, alerts and help tests share: a main API whose answers the test sets (every call
 * recorded), and the cabinet's contexts around a screen (router, react-admin with the cabinet's
 * own data provider, Russian texts, the snackbar).
 */
import { QueryClient } from '@tanstack/react-query';
import { renderWithTexts as render } from '../helpers/texts';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { RouteParamsContext } from '../../src/root/routeParams';
import { cabinetDataProvider, signedInAuth } from '../helpers/session';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer: a JSON body (status 200) or a ready Response. */
export type ApiHandler = (call: ApiCall) => unknown;


const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Routes by "METHOD /api/path"; anything else answers 404 in the spec's error shape. */
export function fakeApi(routes: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://cabinet.test');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (handler === undefined) return json(404, { error: 'not_found', error_msg: 'Не найдено' });
    const answer = await handler(call);
    return answer instanceof Response ? answer : json(200, answer);
  });
  const { dataProvider } = cabinetDataProvider(fetch);
  return { calls, dataProvider, routes };
}

export const failure = (status: number, message: string) => json(status, { error: 'failed', error_msg: message });

export function identityAuth({ groupId = 1, firstLogin = null }: { groupId?: number; firstLogin?: string | null } = {}): AuthProvider {
  return signedInAuth({ groupId, identity: { first_login: firstLogin } });
}

export function renderCabinet(
  ui: ReactNode,
  {
    api,
    path = '/',
    params = {},
    auth = identityAuth(),
  }: { api: ReturnType<typeof fakeApi>; path?: string; params?: Record<string, string>; auth?: AuthProvider },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={api.dataProvider}
        authProvider={auth}
        queryClient={queryClient}
        store={memoryStore()}
        i18nProvider={i18nProvider}
      >
        <RouteParamsContext.Provider value={params}>{ui}</RouteParamsContext.Provider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...view, queryClient };
}

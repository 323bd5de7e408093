/**
 * What the modals' component tests share: a fake main API that records every call, the
 * cabinet's own HTTP client over it, and react-admin's contexts with a visible snackbar.
 */
import { renderWithTexts as render } from '../helpers/texts';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { GroupId } from '../../schemas/access';
import { resourceDefinitions } from '../../src/root/sections';
import { MODAL_PATHS } from '../../src/modals/session';
import type { ResourceDefinition, RouteView } from '../../src/root/definition';
import { DefinitionsProvider } from '../../src/root/definitions';
import { SettingsProvider } from '../../src/root/settings';
import { testSettings } from '../helpers/settings';
import { cabinetDataProvider, signedInAuth } from '../helpers/session';
import { i18nProvider } from '../../src/i18n';

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** An answer: a JSON body (status 200), or a status with a body. */
export type Answer = unknown | { status: number; body: unknown };
export type Routes = Record<string, Answer | ((call: RecordedCall) => Answer)>;

const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;


/** Routes keyed 'METHOD /path' (path under /api, no query); anything else answers 404. */
export function fakeApi(routes: Routes) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://cabinet.test');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    const call: RecordedCall = { method, path, query: Object.fromEntries(url.searchParams), body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer: unknown = typeof route === 'function' ? route(call) : route;
    if (answer === undefined) {
      return new Response(JSON.stringify({ error: 'not_found', error_msg: 'Не найдено' }), { status: 404 });
    }
    const { status, body: payload } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
    return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
  });
  const { http, dataProvider } = cabinetDataProvider(fetch);
  return { calls, dataProvider, http };
}

let nextUserId = 1000;

/** A signed-in user of park 1; every call gives a new user id, so each test has its own modal session. */
export function authProvider(groupId: GroupId, countryCode: 2 | 3 | 4 = 2): AuthProvider {
  const id = (nextUserId += 1);
  return signedInAuth({ groupId, identity: { id, login: `anna${id}`, country_code: countryCode } });
}

const Where = () => <output aria-label="path">{useLocation().pathname}</output>;

const referralScreen: RouteView = () => <p>Рефералка</p>;

/**
 * The cabinet once the «Рефералка» section has its screen: the referral promo names that section
 * and shows only when it can be opened (src/root/canOpen.ts).
 */
export const withReferralScreen: readonly ResourceDefinition[] = resourceDefinitions.map((definition) =>
  definition.name === 'referrals'
    ? { ...definition, views: { ...definition.views, [MODAL_PATHS.referral]: referralScreen } }
    : definition,
);

export function renderWithCabinet(
  children: ReactNode,
  api: ReturnType<typeof fakeApi>,
  auth: AuthProvider = authProvider(1),
  definitions: readonly ResourceDefinition[] = withReferralScreen,
) {
  return render(
    <TestMemoryRouter initialEntries={['/']}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={api.dataProvider} authProvider={auth} store={memoryStore()}>
        <SettingsProvider load={async () => testSettings({ knowledge_base_url: 'https://example.org/kb' })}>
          <DefinitionsProvider definitions={definitions}>
            {children}
            <Where />
            <Notification />
          </DefinitionsProvider>
        </SettingsProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

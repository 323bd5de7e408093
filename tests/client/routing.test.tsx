// @vitest-environment jsdom
/**
 * The app's routes rendered for real: <CabinetAdmin> (the one Admin) in a MemoryRouter with a
 * fake authProvider and dataProvider; the auth layer's screens are stubbed.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { lazy } from 'react';
import { testSettings } from '../helpers/settings';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { memoryStore, testDataProvider, useLogin, type AuthProvider, type DataProvider } from 'react-admin';
import { CabinetAdmin } from '../../src/root/CabinetAdmin';
import type { ResourceDefinition, RouteView } from '../../src/root/definition';
import { useRouteParams } from '../../src/root/routeParams';
import { buildRouteTable } from '../../src/root/routeTable';
import { FIRST_PAGE_KEY, HOME_STATE } from '../../src/root/landing';
import { resourceDefinitions } from '../../src/root/sections';
import { allRoutes, publicRoutes } from '../../src/root/sections';
import { sectionOf, type AccessPolicy, type GroupId } from '../../schemas/access';
import { findRoute } from '../../schemas/routing';
import { t } from '../../texts/t';
import type { CabinetIdentity } from '../../authProvider/types';
import { createAuthRuntime } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { HttpClient } from '../../dataProvider/httpClient';
import { signedInSession } from '../helpers/session';

vi.mock('../../src/root/externals', () => {
  const LoginPage = () => {
    const login = useLogin();
    return (
      <button type="button" onClick={() => void login({})}>
        login-stub
      </button>
    );
  };
  const RegistrationPage = () => <p>registration-stub</p>;
  return {
    LoginPage: Object.assign(LoginPage, { preload: async () => undefined }),
    RegistrationPage,
    publicViews: { '/login': LoginPage, '/registration': RegistrationPage },
  };
});
vi.mock('../../src/root/frameParts', () => ({ AccountsPanel: () => <p>accounts-stub</p> }));

interface FakeAuth {
  groupId?: GroupId;
  policy?: AccessPolicy;
  signedIn?: boolean;
}

/** Calls made to the fake auth provider, to catch check/logout loops. */
const authCalls: string[] = [];

function fakeAuthProvider({ groupId = 1, policy = 'a', signedIn = true }: FakeAuth = {}): AuthProvider {
  let session = signedIn;
  authCalls.length = 0;
  const identity: CabinetIdentity = {
    id: 7,
    fullName: 'Иван Петров',
    login: 'ivan',
    taxis_id: 1,
    park_name: 'Парк Север',
    group_id: groupId,
    country_code: 2,
    owner: true,
    first_login: null,
  };
  return {
    login: async () => {
      authCalls.push('login');
      session = true;
    },
    logout: async () => {
      authCalls.push('logout');
      session = false;
    },
    checkAuth: async () => {
      authCalls.push('checkAuth');
      if (!session) throw new Error('anonymous');
    },
    checkError: async () => undefined,
    getPermissions: async () => ({ group_id: groupId, policy }),
    getIdentity: async () => identity,
  };
}

const loadSettings = async () =>
  testSettings({ sms_sandbox: true, knowledge_base_url: 'https://kb.example.org/', chat_url: 'https://t.me/example' });

const Where = () => <output data-testid="where">{useLocation().pathname + useLocation().search}</output>;

function stubView(text: string): RouteView {
  return lazy(async () => ({ default: () => <p>{text}</p> }));
}

/** The real definitions with extra views (the screens later issues add). */
function withViews(extra: Record<string, RouteView | undefined>): ResourceDefinition[] {
  return resourceDefinitions.map((definition) => {
    const views = { ...definition.views };
    for (const [path, view] of Object.entries(extra)) if (sectionOf(path) === definition.name) views[path] = view;
    return { ...definition, views };
  });
}

function renderApp(
  path: string | { pathname: string; state: unknown },
  auth: FakeAuth = {},
  definitions?: ResourceDefinition[],
  dataProvider: DataProvider = testDataProvider(),
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CabinetAdmin
        authProvider={fakeAuthProvider(auth)}
        dataProvider={dataProvider}
        loadSettings={loadSettings}
        definitions={definitions}
        store={memoryStore()}
      />
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('resource definitions', () => {
  it('render every declared route: definitions + public routes = the spec route list', () => {
    const fromDefinitions = [...publicRoutes, ...buildRouteTable(resourceDefinitions)].map((route) => route.path).sort();
    expect(fromDefinitions).toEqual(allRoutes.map((route) => route.path).sort());
  });

  it('hold only their own section routes, and views only for declared non-redirect routes', () => {
    for (const definition of resourceDefinitions) {
      for (const route of definition.routes) expect(sectionOf(route.path)).toBe(definition.name);
      for (const path of Object.keys(definition.views ?? {})) {
        const route = definition.routes.find((candidate) => candidate.path === path);
        expect(route, `${definition.name}: ${path}`).toBeDefined();
        expect(route?.redirect).toBeUndefined();
        expect(findRoute(allRoutes, path)?.route.path).toBe(path);
      }
    }
  });
});

describe('declared resources are react-admin resources', () => {
  const user = {
    id: 5,
    login: 'anna',
    name: 'Анна Смирнова',
    email: 'anna@example.org',
    phone: '+79990000005',
    group_id: 3,
    disabled: false,
    first_login: null,
    created_at: '2026-11-20T10:00:00.000Z',
    park_owner: false,
  };
  const asked: string[] = [];
  /** The real data provider over a fake API that answers the generated resource's REST calls. */
  function staffUsersApi(): DataProvider {
    const answers: Record<string, { body: unknown; headers?: Record<string, string> }> = {
      '/api/users': { body: [user], headers: { 'Content-Range': 'users 0-0/1' } },
      '/api/users/5/changes': { body: { changes: [] } },
      // The card reads the user's rules before it decides whether the signed-in user may edit them.
      '/api/users/5/rules/3': { body: { user_id: 5, group_id: 3, denied_paths: [] } },
    };
    const fetch = vi.fn(async (input: string) => {
      const { pathname } = new URL(input, 'http://cabinet.test');
      asked.push(pathname);
      const answer = answers[pathname];
      return new Response(JSON.stringify(answer?.body ?? { error: 'not_found', error_msg: 'Не найдено' }), {
        status: answer === undefined ? 404 : 200,
        headers: { 'Content-Type': 'application/json', ...answer?.headers },
      });
    });
    const navigator = { go: vi.fn(), reload: vi.fn(), pathname: () => '/' };
    return createDataProvider({
      http: new HttpClient({ session: signedInSession, navigate: vi.fn(), fetch }),
      auth: createAuthRuntime({ navigator }),
    });
  }

  it('the generated staff users views link to their spec paths with no resource prop: create, a row to its edit form', async () => {
    renderApp('/users/users', {}, undefined, staffUsersApi());
    const create = await screen.findByRole('link', { name: /Создать/ }, { timeout: 5000 });
    expect(create.getAttribute('href')).toBe('/users/users/create');
    const row = await screen.findByText('anna');
    act(() => row.click());
    await waitFor(() => expect(where()).toBe('/users/users/5'));
    expect(await screen.findByDisplayValue('anna', undefined, { timeout: 5000 })).toBeTruthy();
    expect(asked).toContain('/api/users');
    // The whole frame loads around the lazy list and form: slower than the other routing tests.
  }, 30_000);
});

describe('routing', () => {
  it('redirects /rent to /rent/cars/list, which has no screen yet: 404', async () => {
    renderApp('/rent?search=x');
    expect(await screen.findByText(t('app.notFound'))).toBeTruthy();
    expect(where()).toBe('/rent/cars/list?search=x');
    expect(screen.getByRole('link', { name: t('app.toMain') }).getAttribute('href')).toBe('/');
  });

  it('shows "У вас нет доступа" inside the frame to a group outside the route', async () => {
    renderApp('/payments/notifications', { groupId: 2 });
    expect(await screen.findByRole('heading', { name: t('app.noAccess') })).toBeTruthy();
    expect(await screen.findByRole('navigation')).toBeTruthy();
    expect(await screen.findByText('accounts-stub')).toBeTruthy();
  });

  it('denies by the policy in force: group 3 under reading b only has the home page', async () => {
    renderApp('/drivers/list/all', { groupId: 3, policy: 'b' });
    expect(await screen.findByRole('heading', { name: t('app.noAccess') })).toBeTruthy();
  });

  it('answers 404 for unknown paths, in its own frame without the menu', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText(t('app.notFound'))).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('renders a view in its route frame with the route parameters', async () => {
    const Balance = () => <p>{`баланс водителя ${useRouteParams().id ?? ''}`}</p>;
    const DriverBalance = lazy(async () => ({ default: Balance }));
    renderApp('/drivers/detail/42', {}, withViews({ '/drivers/detail/:id/balance': DriverBalance }));
    expect(await screen.findByText('баланс водителя 42')).toBeTruthy();
    expect(where()).toBe('/drivers/detail/42/balance');
    expect(await screen.findByText('accounts-stub')).toBeTruthy();
  });

  it('matches step-{step} segments', async () => {
    const GroupStep = () => <p>{`шаг ${useRouteParams().step ?? ''}`}</p>;
    const Step = lazy(async () => ({ default: GroupStep }));
    renderApp('/groups/detail/5/step-2', {}, withViews({ '/groups/detail/:id/step-:step': Step }));
    expect(await screen.findByText('шаг 2')).toBeTruthy();
  });

  it('renders single-frame routes without the right panel', async () => {
    renderApp('/kpi', {}, withViews({ '/kpi/:page': stubView('экран показателей') }));
    expect(await screen.findByText('экран показателей')).toBeTruthy();
    expect(where()).toBe('/kpi/main');
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(screen.queryByText('accounts-stub')).toBeNull();
  });

  it('shows the home page at / while no landing screen exists', async () => {
    // The home page's own content (figures, news) is proved by kpi-screens.test.tsx and e2e.
    renderApp('/', {}, withViews({ '/kpi/:page': undefined, '/': stubView('главная страница') }));
    expect(await screen.findByText('главная страница')).toBeTruthy();
    expect(where()).toBe('/');
  });

  it("shows the home page at / when the menu's «Главная» asks for it, landing screen or not", async () => {
    renderApp(
      { pathname: '/', state: HOME_STATE },
      {},
      withViews({ '/kpi/:page': stubView('экран показателей'), '/': stubView('главная страница') }),
    );
    expect(await screen.findByText('главная страница')).toBeTruthy();
    expect(screen.queryByText('экран показателей')).toBeNull();
    expect(where()).toBe('/');
  });

  it('sends / to /kpi once the kpi screen exists', async () => {
    renderApp('/', {}, withViews({ '/kpi/:page': stubView('экран показателей') }));
    expect(await screen.findByText('экран показателей')).toBeTruthy();
    expect(where()).toBe('/kpi/main');
  });

  it('sends / to the stored first page once, then clears it', async () => {
    localStorage.setItem(FIRST_PAGE_KEY, '/transfers/list/all?page=2');
    renderApp('/', {}, withViews({ '/transfers/list/:filter': stubView('список поездок') }));
    expect(await screen.findByText('список поездок')).toBeTruthy();
    expect(where()).toBe('/transfers/list/all?page=2');
    expect(localStorage.getItem(FIRST_PAGE_KEY)).toBeNull();
  });

  it('renders /registration in the auth frame for anonymous users', async () => {
    renderApp('/registration', { signedIn: false });
    expect(await screen.findByText('registration-stub')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('anonymous visits', () => {
  it.each(['/', '/drivers/list/all', '/payments/transactions', '/kpi'])(
    '%s ends on /login within a second',
    async (path) => {
      const started = performance.now();
      renderApp(path, { signedIn: false });
      expect(await screen.findByText('login-stub', {}, { timeout: 1000 })).toBeTruthy();
      expect(performance.now() - started).toBeLessThan(1000);
      expect(where()).toBe('/login');
    },
  );

  it('log out once and then leave the auth provider alone (no check/logout loop)', async () => {
    renderApp('/drivers/list/all', { signedIn: false });
    await screen.findByText('login-stub');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(authCalls.filter((call) => call === 'logout')).toHaveLength(1);
    expect(authCalls.filter((call) => call === 'checkAuth').length).toBeLessThanOrEqual(2);
  });

  it('after signing in, the user reaches the cabinet (no stale anonymous state)', async () => {
    renderApp('/', { signedIn: false }, withViews({ '/kpi/:page': stubView('экран показателей') }));
    const button = await screen.findByText('login-stub');
    await act(async () => button.click());
    expect(await screen.findByText('экран показателей')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/kpi/main'));
    expect(authCalls.filter((call) => call === 'logout')).toHaveLength(1);
  });
});

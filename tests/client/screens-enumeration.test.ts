/**
 * The generated screen suite's pure parts (tests/e2e/screens): which routes it visits and as
 * whom, and how route parameters get their values.
 */
import { describe, expect, it, vi } from 'vitest';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import type { ResourceDefinition, RouteView } from '../../src/root/definition';
import type { Section } from '../../schemas/access';
import type { RouteDecl } from '../../schemas/routing';
import { COUNTRY_CODES, type CountryCode } from '../../schemas/auth';
import { chooseGroup, paramsOf, routeSlug, screenRoutes } from '../e2e/screens/enumeration';
import { declaredDefaults, RESOLVERS, resolvePath, resolverFor, type Resolver } from '../e2e/screens/params';
import { resourceDefinitions } from '../../src/root/sections';
import { allRoutes, publicRoutes as declaredPublicRoutes } from '../../src/root/sections';
import { publicViews } from '../../src/root/externals';

const View: RouteView = () => null;

function definition(
  name: Section,
  routes: RouteDecl[],
  viewPaths: string[],
  countries?: readonly CountryCode[],
): ResourceDefinition {
  return {
    name,
    icon: HomeOutlined,
    label: 'home',
    routes,
    views: Object.fromEntries(viewPaths.map((path) => [path, View])),
    countries,
  };
}

const drivers = definition(
  'drivers',
  [
    { path: '/drivers', redirect: '/drivers/list/all' },
    { path: '/drivers/list/:aggregatorId' },
    { path: '/drivers/blacklist' },
    { path: '/drivers/feereport' },
  ],
  ['/drivers/list/:aggregatorId', '/drivers/feereport'],
);
const kpi = definition('kpi', [{ path: '/kpi', redirect: '/kpi/main' }, { path: '/kpi/:page' }], ['/kpi/:page']);
const home = definition('home', [{ path: '/' }], ['/']);
const kass = definition('online-kass', [{ path: '/online-kass/settings/info' }], ['/online-kass/settings/info'], [
  COUNTRY_CODES.russia,
]);
const publicRoutes: RouteDecl[] = [
  { path: '/login', frame: 'auth' },
  { path: '/registration', frame: 'auth' },
];

const enumerate = (definitions: ResourceDefinition[], country: CountryCode = COUNTRY_CODES.russia) =>
  screenRoutes({ definitions, publicRoutes, publicViews: { '/login': View }, policy: 'a', country });

describe('screenRoutes', () => {
  it('includes a declared route that has a view and skips one without, and every redirect', () => {
    const paths = enumerate([drivers]).map((route) => route.path);
    expect(paths).toContain('/drivers/list/:aggregatorId');
    expect(paths).not.toContain('/drivers/blacklist');
    expect(paths).not.toContain('/drivers');
  });

  it('includes a public route only when the root renders a view for it, visited signed out', () => {
    const routes = enumerate([]);
    expect(routes).toEqual([{ path: '/login', section: null, group: null, params: [] }]);
  });

  it("skips a section limited to other countries and keeps it for its own", () => {
    expect(enumerate([kass], COUNTRY_CODES.belarus).map((route) => route.path)).toEqual(['/login']);
    expect(enumerate([kass], COUNTRY_CODES.russia).map((route) => route.path)).toContain('/online-kass/settings/info');
  });

  it('visits each route as the first group the access table lets in, with its parameters', () => {
    const routes = enumerate([drivers, kpi]);
    expect(routes.find((route) => route.path === '/drivers/list/:aggregatorId')).toEqual({
      path: '/drivers/list/:aggregatorId',
      section: 'drivers',
      group: 1,
      params: ['aggregatorId'],
    });
    // Reading b admits only groups 1, 2 and 3 to home: with no landing screen, group 1 stays.
    expect(chooseGroup('/', 'b', () => false, [])).toBe(1);
    // A path outside every section admits nobody, and is left out.
    expect(chooseGroup('/nowhere', 'a', () => true, [])).toBeNull();
  });

  it('visits the home page as a group that stays on it rather than landing elsewhere', () => {
    // With a KPI screen, groups 1 and 2 land on /kpi/main; group 3 may not open it and stays home.
    expect(enumerate([home, kpi]).find((route) => route.path === '/')?.group).toBe(3);
    // Without one, nobody is sent on, and group 1 sees the home page.
    expect(enumerate([home]).find((route) => route.path === '/')?.group).toBe(1);
  });
});

describe('route names and parameters', () => {
  it('reads parameter names, prefixed ones included', () => {
    expect(paramsOf('/aggregators/detail/:id/step-:step')).toEqual(['id', 'step']);
    expect(paramsOf('/drivers/blacklist')).toEqual([]);
  });

  it('names screenshots after the pattern', () => {
    expect(routeSlug('/drivers/detail/:id/balance')).toBe('drivers-detail-id-balance');
    expect(routeSlug('/')).toBe('home');
  });

  it('takes parameter values from the declared redirects', () => {
    expect(declaredDefaults([...drivers.routes, ...kpi.routes])).toEqual({
      '/drivers/list/:aggregatorId': { aggregatorId: 'all' },
      '/kpi/:page': { page: 'main' },
    });
  });

  it('picks the resolver with the longest matching prefix', () => {
    const resolvers: Resolver[] = [
      { param: 'id', under: '/drivers', value: () => 'driver' },
      { param: 'id', under: '/drivers/feereport/drivers', value: () => 'fee' },
    ];
    expect(resolverFor(resolvers, '/drivers/feereport/drivers/:id', 'id')?.under).toBe('/drivers/feereport/drivers');
    expect(resolverFor(resolvers, '/drivers/detail/:id/cards', 'id')?.under).toBe('/drivers');
    expect(resolverFor(resolvers, '/news/one/:id', 'id')).toBeUndefined();
  });

  it('fills parameters left to right, asks the API once per value, and names a missing resolver', async () => {
    const api = vi.fn(async (path: string) => ({ path }));
    const resolvers: Resolver[] = [
      { param: 'id', under: '/drivers', value: async (get) => ((await get('/first-driver')) as { path: string }).path.length.toString() },
      { param: 'chargeId', under: '/drivers/detail/:id/charges', value: (_get, known) => `c${known.id}` },
    ];
    const context = { routes: drivers.routes, resolvers, api, cache: new Map<string, Promise<string>>() };
    expect(await resolvePath('/drivers/detail/:id/charges/edit/:chargeId', context)).toBe('/drivers/detail/13/charges/edit/c13');
    expect(await resolvePath('/drivers/detail/:id/cards', context)).toBe('/drivers/detail/13/cards');
    expect(await resolvePath('/drivers/list/:aggregatorId', context)).toBe('/drivers/list/all');
    expect(api).toHaveBeenCalledTimes(1);
    await expect(resolvePath('/news/one/:id', context)).rejects.toThrow(/:id of \/news\/one\/:id/);
  });
});

describe("the cabinet's own routes", () => {
  it('give every parameter of every screen a value: a declared redirect or a resolver', () => {
    const routes = screenRoutes({
      definitions: resourceDefinitions,
      publicRoutes: declaredPublicRoutes,
      publicViews,
      policy: 'a',
      country: COUNTRY_CODES.russia,
    });
    const defaults = declaredDefaults(allRoutes);
    const missing = routes.flatMap((route) =>
      route.params
        .filter((param) => defaults[route.path]?.[param] === undefined && resolverFor(RESOLVERS, route.path, param) === undefined)
        .map((param) => `${route.path} :${param}`),
    );
    expect(routes.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});

/**
 * Concrete values for a route's parameters. First the routes' own redirects (`/kpi` -> `/kpi/main`
 * gives `:page` = main, `/drivers/list` -> `/drivers/list/all`), then a small resolver table keyed
 * by parameter name and the path it sits under: code constants for tab-like parameters, the first
 * record of the demo park's data, fetched through the API, for ids. A new parameterised screen
 * that neither covers fails with a message saying where to add its resolver.
 */
import { z } from 'zod';
import { AGGREGATOR_ENDPOINTS, AggregatorBaseResponseSchema } from '../../../schemas/aggregators';
import { ANTIFRAUD_ENDPOINTS } from '../../../schemas/antifraud';
import { DESK_ENDPOINTS } from '../../../schemas/desk';
import { DRIVER_ENDPOINTS } from '../../../schemas/drivers';
import { DRIVERS_ADD_ENDPOINTS } from '../../../schemas/drivers-add';
import { LEDGER_ENDPOINTS } from '../../../schemas/ledger';
import { NOTICES_ENDPOINTS } from '../../../schemas/notices';
import { REGISTRY_ENDPOINTS } from '../../../schemas/registry';
import { REPORT_TYPES } from '../../../schemas/reports';
import { TRANSFER_ENDPOINTS, TRANSFER_FILTERS } from '../../../schemas/transfers';
import { fillPath, type Params, type RouteDecl } from '../../../schemas/routing';
import { paramsOf } from './enumeration';
import { resourceDeclarations } from './sections';

/** GET on the main API (path under its base, query included); answers the parsed JSON body. */
export type ApiGet = (path: string) => Promise<unknown>;

export interface Resolver {
  param: string;
  /** Pattern prefix the parameter sits under; the longest one that matches wins. */
  under: string;
  /** The value, given the parameters already resolved to its left. */
  value: (api: ApiGet, known: Params) => Promise<string> | string;
}

const Rows = z.array(z.object({ id: z.number() }));

/** The id of the first record under `key` of a list answer. */
async function first(api: ApiGet, path: string, key: string): Promise<string> {
  const body = z.record(z.string(), z.unknown()).parse(await api(path));
  const [row] = Rows.parse(body[key]);
  if (row === undefined) throw new Error(`The demo data has no ${key} at ${path}`);
  return String(row.id);
}

const page1 = 'page=1&countperpage=1';

/** The code of the park's yandex, else of its first aggregator, as the antifraud call lists them. */
async function antifraudAggregator(api: ApiGet): Promise<string> {
  const { aggregators } = z
    .object({ aggregators: z.array(z.object({ code: z.string() })) })
    .parse(await api(`${ANTIFRAUD_ENDPOINTS.list}?aggregator=gett&${page1}`));
  const code = aggregators.find((row) => row.code === 'yandex')?.code ?? aggregators[0]?.code;
  if (code === undefined) throw new Error(`The demo data has no aggregators at ${ANTIFRAUD_ENDPOINTS.list}`);
  return code;
}

/** The demo park's Yandex aggregator (the seed gives it driver-add requests), through the first driver's aggregators. */
async function yandexAggregator(api: ApiGet): Promise<string> {
  const driver = await first(api, `${DRIVER_ENDPOINTS.list}?${page1}`, 'driver_profiles');
  const Brief = z.object({ aggregator_id: z.number().optional(), id: z.number().optional(), aggregator_code: z.string().optional(), code: z.string().optional() });
  const { links, available } = z.object({ links: z.array(Brief), available: z.array(Brief) }).parse(await api(`/drivers/${driver}/aggregators`));
  const found = [...links, ...available].find((row) => (row.aggregator_code ?? row.code) === 'yandex');
  const id = found?.aggregator_id ?? found?.id;
  if (id === undefined) throw new Error('The demo park has no Yandex aggregator');
  return String(id);
}

/** A driver-add request of the demo park (approved ones have a car page worth seeing). */
async function driverAddRequest(api: ApiGet, status: string): Promise<string> {
  const list = fillPath(DRIVERS_ADD_ENDPOINTS.list, { id: await yandexAggregator(api) });
  return first(api, `${list}?${page1}&status=${status}`, 'requests');
}

/** The demo park's bank account on a rail, as `GET /taxisbanks` lists them (server/db/demo-payout-settings.ts). */
async function bankAccount(api: ApiGet, rail: string): Promise<string> {
  const { items } = z.object({ items: z.array(z.object({ taxis_banks_id: z.number(), rail: z.string() })) }).parse(await api('/taxisbanks'));
  const found = items.find((row) => row.rail === rail);
  if (found === undefined) throw new Error(`The demo park has no ${rail} account at /taxisbanks`);
  return String(found.taxis_banks_id);
}

export const RESOLVERS: readonly Resolver[] = [
  { param: 'id', under: '/drivers', value: (api) => first(api, `${DRIVER_ENDPOINTS.list}?${page1}`, 'driver_profiles') },
  {
    param: 'goalId',
    under: '/drivers/detail/:id/goals',
    value: (api, { id = '' }) => first(api, fillPath(DESK_ENDPOINTS.driverGoals, { id }), 'goals'),
  },
  { param: 'goalId', under: '/drivers/goals', value: (api) => first(api, DESK_ENDPOINTS.goals, 'goals') },
  {
    param: 'chargeId',
    under: '/drivers/detail/:id/charges',
    value: (api, { id = '' }) => first(api, fillPath(LEDGER_ENDPOINTS.charges, { id }), 'charges'),
  },
  { param: 'filter', under: '/drivers/detail/:id/transfers', value: () => TRANSFER_FILTERS[0] },
  {
    param: 'id',
    under: '/drivers/feereport/drivers',
    value: async (api) => {
      const { drivers } = z
        .object({ drivers: z.array(z.object({ driver_id: z.number() })) })
        .parse(await api(DESK_ENDPOINTS.feereport));
      const [row] = drivers;
      if (row === undefined) throw new Error(`The demo data has no drivers at ${DESK_ENDPOINTS.feereport}`);
      return String(row.driver_id);
    },
  },
  { param: 'id', under: '/drivers/feedback/list', value: (api) => first(api, `${DESK_ENDPOINTS.feedback}?${page1}`, 'feedback') },
  { param: 'id', under: '/transfers', value: (api) => first(api, `${TRANSFER_ENDPOINTS.list}?${page1}&filter=all`, 'transfers') },
  { param: 'id', under: '/news', value: (api) => first(api, `${NOTICES_ENDPOINTS.news}?${page1}`, 'items') },
  { param: 'report', under: '/reports', value: () => REPORT_TYPES[0] },
  { param: 'aggregator', under: '/aggregators/detail/:aggregator', value: yandexAggregator },
  { param: 'requestId', under: '/aggregators/drivers-add', value: (api) => driverAddRequest(api, 'rejected') },
  { param: 'requestId', under: '/aggregators/drivers-add-car', value: (api) => driverAddRequest(api, 'approved') },
  // A manual aggregator's card and upload: the demo park's «Gett» (server/db/demo-handy.ts).
  { param: 'id', under: '/aggregators/handy', value: (api) => first(api, REGISTRY_ENDPOINTS.manual, 'aggregators') },
  // A group's commission tabs: step-1 edits the first commission type.
  { param: 'step', under: '/groups/detail/:id', value: () => '1' },
  // A staff user's rules are kept per group: the page of the group the user is in now.
  {
    param: 'userGroupId',
    under: '/users/users/:id/rules',
    value: async (api, { id = '' }) => String(z.object({ group_id: z.number() }).parse(await api(`/users/${id}`)).group_id),
  },
  // An aggregator's card and wizard: the park's Yandex from the catalogue (the first step).
  {
    param: 'id',
    under: '/aggregators/detail',
    value: async (api) => {
      const { aggregators } = AggregatorBaseResponseSchema.parse(await api(AGGREGATOR_ENDPOINTS.base));
      const id = aggregators.find((row) => row.code === 'yandex')?.connected_id ?? aggregators.find((row) => row.connected_id !== null)?.connected_id;
      if (id === undefined || id === null) throw new Error(`The demo data has no aggregators at ${AGGREGATOR_ENDPOINTS.base}`);
      return String(id);
    },
  },
  { param: 'step', under: '/aggregators/detail/:id', value: () => '1' },
  // An aggregator's cashouts (issue 13): the park's Yandex, on the payments list and the driver card.
  { param: 'id', under: '/payments/aggregators', value: yandexAggregator },
  { param: 'aggregatorId', under: '/drivers/detail/:id/cashout', value: yandexAggregator },
  // The payout accounts' screens (issue 13): the demo park's accounts of each bank, its virtual
  // account, and a payout of its Точка account.
  { param: 'bankTochkaId', under: '/payments/tochka', value: (api) => bankAccount(api, 'tochka') },
  {
    param: 'id',
    under: '/payments/tochka/:bankTochkaId/payment',
    value: (api, { bankTochkaId = '' }) => first(api, `/payouts?account_id=${bankTochkaId}&${page1}`, 'payouts'),
  },
  { param: 'id', under: '/payments/tinkoff', value: (api) => bankAccount(api, 'tbank') },
  { param: 'id', under: '/payments/alfa', value: (api) => bankAccount(api, 'alfa') },
  { param: 'id', under: '/payments/virtual-transactions', value: (api) => first(api, '/virtual-accounts', 'accounts') },
  // The antifraud screen by the code of the park's largest aggregator (the alias takes 'gett' from
  // the /aggregators/antifrod redirect: the notice of an aggregator the park does not have).
  { param: 'aggregator', under: '/aggregators/detail/:aggregator/antifrod', value: antifraudAggregator },
  // Every generated resource's record id comes from its own list (ra-data-simple-rest: an array).
  ...resourceDeclarations.map(
    (declaration): Resolver => ({
      param: 'id',
      under: declaration.path,
      value: async (api) => {
        const [row] = Rows.parse(await api(`/${declaration.name}?range=${encodeURIComponent('[0,0]')}`));
        if (row === undefined) throw new Error(`The demo data has no ${declaration.name}`);
        return String(row.id);
      },
    }),
  ),
];

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

function isUnder(pattern: string, prefix: string): boolean {
  const actual = segments(pattern);
  return segments(prefix).every((segment, index) => actual[index] === segment);
}

/** The resolver for a parameter of a pattern: the one with the longest matching `under`. */
export function resolverFor(resolvers: readonly Resolver[], pattern: string, param: string): Resolver | undefined {
  return resolvers
    .filter((resolver) => resolver.param === param && isUnder(pattern, resolver.under))
    .sort((a, b) => segments(b.under).length - segments(a.under).length)[0];
}

/**
 * Parameter values the declared redirects name: a redirect target whose segment is a literal
 * where another route has a parameter (`/kpi/main` against `/kpi/:page`).
 */
export function declaredDefaults(routes: readonly RouteDecl[]): Record<string, Params> {
  const defaults: Record<string, Params> = {};
  const patterns = routes.filter((route) => route.redirect === undefined).map((route) => route.path);
  for (const target of routes.flatMap((route) => (route.redirect === undefined ? [] : [route.redirect]))) {
    const targetSegments = segments(target);
    for (const pattern of patterns) {
      const patternSegments = segments(pattern);
      if (patternSegments.length !== targetSegments.length) continue;
      const found: Params = {};
      const fits = patternSegments.every((segment, index) => {
        const literal = targetSegments[index] ?? '';
        const colon = segment.indexOf(':');
        if (colon < 0 || literal.includes(':')) return segment === literal;
        const prefix = segment.slice(0, colon);
        if (!literal.startsWith(prefix) || literal.length === prefix.length) return false;
        found[segment.slice(colon + 1)] = literal.slice(prefix.length);
        return true;
      });
      if (fits && Object.keys(found).length > 0) defaults[pattern] = { ...found, ...defaults[pattern] };
    }
  }
  return defaults;
}

/** Fills every parameter of `pattern`, left to right; memoises API answers in `cache`. */
export async function resolvePath(
  pattern: string,
  context: { routes: readonly RouteDecl[]; resolvers: readonly Resolver[]; api: ApiGet; cache: Map<string, Promise<string>> },
): Promise<string> {
  const defaults = declaredDefaults(context.routes)[pattern] ?? {};
  const known: Params = {};
  for (const param of paramsOf(pattern)) {
    const declared = defaults[param];
    if (declared !== undefined) {
      known[param] = declared;
      continue;
    }
    const resolver = resolverFor(context.resolvers, pattern, param);
    if (resolver === undefined) {
      throw new Error(`No value for :${param} of ${pattern}: add a resolver to tests/e2e/screens/params.ts`);
    }
    const key = `${resolver.under} ${param} ${JSON.stringify(known)}`;
    let value = context.cache.get(key);
    if (value === undefined) {
      value = Promise.resolve(resolver.value(context.api, { ...known }));
      context.cache.set(key, value);
    }
    known[param] = await value;
  }
  return fillPath(pattern, known);
}

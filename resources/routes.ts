/**
 * Every route of spec section 2, section by section. Pure data, read by the SPA's router and
 * menu, by the access table's tests and by docs/FEATURES.md's coverage check.
 */
import type { RouteDecl } from '../schemas/routing';
import { SECTIONS, sectionOf, type Section } from '../schemas/access';
import { screenPathsOf } from '../schemas/resource';
import { extraDeclarations } from '../schemas/resources/extra';
import { homeRoutes } from './home/routes';
import { kpiRoutes } from './kpi/routes';
import { paymentsRoutes } from './payments/routes';
import { driversRoutes } from './drivers/routes';
import { transfersRoutes } from './transfers/routes';
import { rentRoutes } from './rent/routes';
import { aggregatorsRoutes } from './aggregators/routes';
import { groupsRoutes } from './groups/routes';
import { usersRoutes } from './users/routes';
import { referralsRoutes } from './referrals/routes';
import { ticketsRoutes } from './tickets/routes';
import { supportRoutes } from './support/routes';
import { reportsRoutes } from './reports/routes';
import { messagesRoutes } from './messages/routes';
import { gpnRoutes } from './gpn/routes';
import { onlineKassRoutes } from './online-kass/routes';
import { newsRoutes } from './news/routes';

export const sectionRoutes: Record<Section, RouteDecl[]> = {
  home: homeRoutes,
  kpi: kpiRoutes,
  payments: paymentsRoutes,
  drivers: driversRoutes,
  transfers: transfersRoutes,
  rent: rentRoutes,
  aggregators: aggregatorsRoutes,
  groups: groupsRoutes,
  users: usersRoutes,
  referrals: referralsRoutes,
  tickets: ticketsRoutes,
  support: supportRoutes,
  reports: reportsRoutes,
  messages: messagesRoutes,
  gpn: gpnRoutes,
  'online-kass': onlineKassRoutes,
  news: newsRoutes,
};

/** Public routes of the auth frame. */
export const publicRoutes: RouteDecl[] = [
  { path: '/login', frame: 'auth' },
  { path: '/registration', frame: 'auth' },
];

/** Routes of the build's extra declarations in `section` (none outside the fixture build). */
export function extraRoutesOf(section: Section): RouteDecl[] {
  return extraDeclarations
    .filter((declaration) => sectionOf(declaration.path) === section)
    .flatMap((declaration) => Object.values(screenPathsOf(declaration)).map((path) => ({ path })));
}

export const allRoutes: RouteDecl[] = [
  ...publicRoutes,
  ...Object.values(sectionRoutes).flat(),
  ...SECTIONS.flatMap(extraRoutesOf),
];

/**
 * Every section's resource definition. The root router, the left menu and the home page read
 * this list; a later issue adds a screen by adding a view to its section's definition.
 */
import { sectionOf, type Section } from '../schemas/access';
import { extraDeclarations } from '../schemas/resources/extra';
import type { ResourceDefinition } from '../src/root/definition';
import { generatedViews } from '../src/components/generated/views';
import { extraRoutesOf } from './routes';
import { home } from './home';
import { kpi } from './kpi';
import { payments } from './payments';
import { drivers } from './drivers';
import { transfers } from './transfers';
import { rent } from './rent';
import { aggregators } from './aggregators';
import { groups } from './groups';
import { users } from './users';
import { referrals } from './referrals';
import { tickets } from './tickets';
import { support } from './support';
import { reports } from './reports';
import { messages } from './messages';
import { gpn } from './gpn';
import { onlineKass } from './online-kass';
import { news } from './news';

/** A section with the build's extra declarations under its path (none outside the fixture build). */
function withExtras(definition: ResourceDefinition): ResourceDefinition {
  const extras = extraDeclarations.filter((declaration) => sectionOf(declaration.path) === definition.name);
  if (extras.length === 0) return definition;
  const views = extras.reduce((all, declaration) => ({ ...all, ...generatedViews(declaration) }), {});
  return {
    ...definition,
    routes: [...definition.routes, ...extraRoutesOf(definition.name)],
    views: { ...definition.views, ...views },
    resources: [...(definition.resources ?? []), ...extras],
  };
}

export const definitionsBySection: Readonly<Record<Section, ResourceDefinition>> = {
  home: withExtras(home),
  kpi: withExtras(kpi),
  payments: withExtras(payments),
  drivers: withExtras(drivers),
  transfers: withExtras(transfers),
  rent: withExtras(rent),
  aggregators: withExtras(aggregators),
  groups: withExtras(groups),
  users: withExtras(users),
  referrals: withExtras(referrals),
  tickets: withExtras(tickets),
  support: withExtras(support),
  reports: withExtras(reports),
  messages: withExtras(messages),
  gpn: withExtras(gpn),
  'online-kass': withExtras(onlineKass),
  news: withExtras(news),
};

export const resourceDefinitions: readonly ResourceDefinition[] = Object.values(definitionsBySection);

/**
 * Every section's resource definition. The root router, the left menu and the home page read
 * this list; a later issue adds a screen by adding a view to its section's definition.
 */
import type { Section } from '../schemas/access';
import type { ResourceDefinition } from '../src/root/definition';
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

export const definitionsBySection: Readonly<Record<Section, ResourceDefinition>> = {
  home,
  kpi,
  payments,
  drivers,
  transfers,
  rent,
  aggregators,
  groups,
  users,
  referrals,
  tickets,
  support,
  reports,
  messages,
  gpn,
  'online-kass': onlineKass,
  news,
};

export const resourceDefinitions: readonly ResourceDefinition[] = Object.values(definitionsBySection);

/**
 * Which sections a user may open, for the left menu and the home page. Pure: a section is
 * open when its entry path leads (through redirects) to a declared route that has a screen,
 * the user's group may access that path and the section exists in the user's country.
 */
import { canAccess, type AccessPolicy, type Section } from '../../schemas/access';
import { findRoute, resolveRedirects } from '../../schemas/routing';
import type { ResourceDefinition } from '../root/definition';
import type { RouteEntry } from '../root/routeTable';

/** The external knowledge-base link's place in the menu. */
export const KNOWLEDGE_BASE = 'knowledge-base';

/** Spec 2 "Left menu", in order, after the home link. */
export const MENU_ORDER: readonly (Section | typeof KNOWLEDGE_BASE)[] = [
  'home',
  'kpi',
  'drivers',
  'transfers',
  'aggregators',
  'rent',
  'groups',
  'users',
  'payments',
  'referrals',
  'messages',
  'online-kass',
  KNOWLEDGE_BASE,
  'news',
];

export interface AccessContext {
  policy: AccessPolicy;
  groupId: number;
  /** The user's country; undefined while the identity loads (country-bound sections stay hidden). */
  countryCode: number | undefined;
}

/** The path a section's menu item and home-page link open. */
export function sectionPath(definition: ResourceDefinition): string {
  return definition.name === 'home' ? '/' : `/${definition.name}`;
}

export function isSectionOpen(definition: ResourceDefinition, table: readonly RouteEntry[], context: AccessContext): boolean {
  if (definition.countries !== undefined) {
    const { countryCode } = context;
    if (countryCode === undefined || !definition.countries.some((code) => code === countryCode)) return false;
  }
  const target = resolveRedirects(table, sectionPath(definition));
  const match = findRoute(table, target);
  if (match === null || match.route.redirect !== undefined || match.route.view === undefined) return false;
  return canAccess(context.policy, context.groupId, target);
}

export type MenuEntry = { kind: 'section'; definition: ResourceDefinition } | { kind: 'knowledge-base' };

/** Menu items in spec order: open sections that have a menu entry, and the knowledge base. */
export function menuEntries(
  definitions: readonly ResourceDefinition[],
  table: readonly RouteEntry[],
  context: AccessContext,
): MenuEntry[] {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  return MENU_ORDER.flatMap((key): MenuEntry[] => {
    if (key === KNOWLEDGE_BASE) return [{ kind: 'knowledge-base' }];
    const definition = byName.get(key);
    if (definition?.menu === undefined || !isSectionOpen(definition, table, context)) return [];
    return [{ kind: 'section', definition }];
  });
}

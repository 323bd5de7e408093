/**
 * Which sections a user may open, for the left menu and the home page. Pure: a section is
 * open when its entry path can be opened (src/root/canOpen.ts).
 */
import type { Section } from '../../schemas/access';
import { canOpen, type Viewer } from '../root/canOpen';
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

export type AccessContext = Viewer;

/** The path a section's menu item and home-page link open. */
export function sectionPath(definition: ResourceDefinition): string {
  return definition.name === 'home' ? '/' : `/${definition.name}`;
}

export function isSectionOpen(definition: ResourceDefinition, table: readonly RouteEntry[], context: AccessContext): boolean {
  return canOpen(table, sectionPath(definition), context);
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

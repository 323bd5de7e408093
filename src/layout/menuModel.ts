/**
 * Which sections a user may open, for the left menu and the home page. Pure: a section is
 * open when its entry path can be opened (src/root/canOpen.ts).
 */
import type { Section } from '../../schemas/access';
import { screenPathsOf, type ResourceDeclaration } from '../../schemas/resource';
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

/** A resource's item under its section's: the declaration's `menu` field. */
export interface MenuLink {
  path: string;
  label: string;
}

/**
 * A section's item (when its own path opens) and its resources' links. A section whose own path
 * has no screen yet (rent before its cars) still shows the links of the resources it has.
 */
export type MenuEntry = { kind: 'section'; definition: ResourceDefinition; open: boolean; links: MenuLink[] } | { kind: 'knowledge-base' };

const linkPath = (declaration: ResourceDeclaration): string | undefined => {
  const paths = screenPathsOf(declaration);
  return paths.list ?? paths.single;
};

/** The section's resources that ask for a menu link and that the user may open, by `order` then title. */
export function menuLinks(definition: ResourceDefinition, table: readonly RouteEntry[], context: AccessContext): MenuLink[] {
  return (definition.resources ?? [])
    .flatMap((declaration) => {
      const path = linkPath(declaration);
      if (declaration.menu === undefined || path === undefined || !canOpen(table, path, context)) return [];
      return [{ path, label: declaration.labels.title, order: declaration.menu.order ?? Number.MAX_SAFE_INTEGER }];
    })
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label, 'ru'))
    .map(({ path, label }) => ({ path, label }));
}

/** Menu items in spec order: open sections that have a menu entry (with their resources' links), and the knowledge base. */
export function menuEntries(
  definitions: readonly ResourceDefinition[],
  table: readonly RouteEntry[],
  context: AccessContext,
): MenuEntry[] {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  return MENU_ORDER.flatMap((key): MenuEntry[] => {
    if (key === KNOWLEDGE_BASE) return [{ kind: 'knowledge-base' }];
    const definition = byName.get(key);
    if (definition?.menu === undefined) return [];
    const open = isSectionOpen(definition, table, context);
    const links = menuLinks(definition, table, context);
    return open || links.length > 0 ? [{ kind: 'section', definition, open, links }] : [];
  });
}

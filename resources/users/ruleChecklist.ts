/**
 * What the rules screen offers to close for a group: each section the group may open (by the
 * route × group table, as the server checks it) that has a screen, and under it each of its pages
 * (the second path segment) that has one. Pure: the route table and definitions come in.
 */
import { canAccess, type AccessPolicy } from '../../schemas/access';
import { isRulePath } from '../../schemas/user-rules';
import { t, textsAt } from '../../texts/t';
import type { ResourceDefinition } from '../../src/root/definition';
import type { RouteEntry } from '../../src/root/routeTable';

export interface RuleItem {
  path: string;
  label: string;
}

export interface RuleSection extends RuleItem {
  pages: RuleItem[];
}

/** `/drivers/list/:aggregatorId` → `/drivers/list`; a section's own route has no page. */
function pageOf(routePath: string): string | null {
  const [section, page] = routePath.split('/').filter(Boolean);
  return section && page && !page.startsWith(':') ? `/${section}/${page}` : null;
}

export function ruleChecklist(
  definitions: readonly ResourceDefinition[],
  table: readonly RouteEntry[],
  policy: AccessPolicy,
  groupId: number,
): RuleSection[] {
  return definitions.flatMap((definition) => {
    const section = `/${definition.name}`;
    if (!isRulePath(section) || !canAccess(policy, groupId, section)) return [];
    const pages = new Map<string, RuleItem>();
    for (const route of table) {
      const page = route.section === definition.name && route.view !== undefined ? pageOf(route.path) : null;
      if (page === null || pages.has(page) || !canAccess(policy, groupId, page)) continue;
      pages.set(page, { path: page, label: (textsAt('users.pages') as Readonly<Record<string, string | undefined>>)[page] ?? page });
    }
    const hasScreen = table.some((route) => route.section === definition.name && route.view !== undefined);
    return hasScreen ? [{ path: section, label: t(`menu.${definition.label}`), pages: [...pages.values()] }] : [];
  });
}

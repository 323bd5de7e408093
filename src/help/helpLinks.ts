/**
 * Which help items a person sees: an item (a topic or one of its steps) shows only when every
 * section it is about or names can be opened by them (src/root/canOpen.ts), so help never sends
 * anyone to a 404 page or 'У вас нет доступа'. A hidden topic takes its steps with it.
 */
import type { HelpItem } from '../../schemas/notices';
import { mayShow, type NamesSections, type OpenCheck } from '../root/canOpen';

type HelpFields = Pick<HelpItem, 'front_path' | 'sections'>;

/** The sections an item leads to or names: its page and the ones its text mentions. */
export function namedSections(item: HelpFields): NamesSections {
  return { sections: item.front_path === null ? item.sections : [item.front_path, ...item.sections] };
}

export function visibleHelp(items: readonly HelpItem[], open: OpenCheck): HelpItem[] {
  return items
    .filter((item) => mayShow(namedSections(item), open))
    .map((item) => ({ ...item, children: item.children.filter((step) => mayShow(namedSections(step), open)) }));
}

/** The page an item links to: its front_path when that is one concrete page (no parameters). */
export function helpLink(item: HelpFields): string | null {
  const path = item.front_path;
  if (path === null || path.includes(':')) return null;
  return path;
}

/**
 * The home page's blocks that name or lead to a section, with the section's path as data: a
 * block shows only when its sections can be opened (src/root/canOpen.ts). The list of sections
 * itself comes from the menu model, which asks the same question.
 */
import type { NamesSections } from '../../src/root/canOpen';
import { ruKpi } from '../../texts/ru-kpi';
import { kpiPagePath } from '../kpi/pages';

export interface HomeText extends NamesSections {
  /** What the block says (its heading, or the whole text of a note). */
  text: string;
}

export const HOME_TEXTS = {
  /** The park's last 7 days, opening the KPI pages. */
  kpi: { text: ruKpi.home.kpiTitle, sections: [kpiPagePath('main')] },
  /** The latest news, opening /news and each item. */
  news: { text: ruKpi.home.newsTitle, sections: ['/news'] },
  /** For a group with no section: whom to ask (it names no section, as it has none to open). */
  access: { text: ruKpi.home.accessNote, sections: [] },
} as const satisfies Record<string, HomeText>;

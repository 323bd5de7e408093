/**
 * The home page's own texts that name sections, with the sections' paths as data: a text shows
 * only when its sections can be opened (src/root/canOpen.ts). The sections' blocks (the KPI, the
 * news) come with their definitions (`homeBlock`); the list of sections from the menu model.
 */
import type { NamesSections } from '../../src/root/canOpen';
import { t } from '../../texts/t';

export interface HomeText extends NamesSections {
  /** What the block says (its heading, or the whole text of a note). */
  text: string;
}

export const HOME_TEXTS = {
  /** For a group with no section: whom to ask (it names no section, as it has none to open). */
  access: { text: t('kpi.home.accessNote'), sections: [] },
} as const satisfies Record<string, HomeText>;

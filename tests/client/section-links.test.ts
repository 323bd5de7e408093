// @vitest-environment jsdom
/**
 * Texts that name or lead to a section (help items, the home page's blocks, the promos) carry the
 * section's path as data, and show only when canOpen answers yes: a screen exists for the route and
 * the group may open it under the policy in force. Walks every demo help item, home text and promo.
 */
import { describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../src/root/sections';
import { HOME_TEXTS } from '../../resources/home/texts';
import { GROUP_IDS, type AccessPolicy } from '../../schemas/access';
import { findRoute } from '../../schemas/routing';
import { DEMO_HINTS, DEMO_ONBOARDING } from '../../server/db/demo-help';
import { HintsFileSchema } from '../../server/modules/hints/hints-file';
import { HintsResponseSchema, type HelpItem } from '../../schemas/notices';
import { namedSections, visibleHelp } from '../../src/help/helpLinks';
import { t, textsAt } from '../../texts/t';
import { MODAL_PATHS } from '../../src/modals/session';
import { canOpen, mayShow, openCheck, type NamesSections } from '../../src/root/canOpen';
import type { ResourceDefinition, RouteView } from '../../src/root/definition';
import { buildRouteTable } from '../../src/root/routeTable';
import { withoutClosedLinks } from '../../src/components/SafeHtml';
import { sectionOf } from '../../schemas/access';

const screen: RouteView = () => null;
const realTable = buildRouteTable(resourceDefinitions);
const POLICIES: readonly AccessPolicy[] = ['a', 'b'];

let id = 0;
/** The demo help as the SPA receives it: ids given (unique over both types), defaults filled. */
function asItems(file: typeof DEMO_ONBOARDING): HelpItem[] {
  const parsed = HintsFileSchema.parse(file);
  return HintsResponseSchema.parse({
    type_id: parsed.type_id,
    items: parsed.items.map((item) => ({ ...item, id: (id += 1), children: item.children.map((step) => ({ ...step, id: (id += 1) })) })),
  }).items;
}
const HELP = [...asItems(DEMO_ONBOARDING), ...asItems(DEMO_HINTS)];
const HELP_TEXTS = HELP.flatMap((item) => [item, ...item.children]);

/** Every text that may name a section, with what it declares. */
const TEXTS: { label: string; words: string; names: NamesSections }[] = [
  ...HELP_TEXTS.map((item) => ({ label: `help «${item.title}»`, words: `${item.title} ${item.body ?? ''}`, names: namedSections(item) })),
  ...Object.entries(HOME_TEXTS).map(([key, text]) => ({ label: `home ${key}`, words: text.text, names: text })),
  ...resourceDefinitions.flatMap(({ name, homeBlock }) =>
    homeBlock ? [{ label: `home ${name}`, words: homeBlock.text.text, names: homeBlock.text }] : [],
  ),
  {
    label: 'referral promo',
    words: Object.values(textsAt('modals.referral')).join(' '),
    names: { sections: [MODAL_PATHS.referral] },
  },
  {
    label: 'fee-report notice',
    words: Object.values(textsAt('modals.feeReport')).join(' '),
    names: { sections: [MODAL_PATHS.feeReport] },
  },
];

/** Section labels as the cabinet writes them («Водители»), by section. */
const LABELS = resourceDefinitions.map((definition) => ({ section: definition.name, label: t(`menu.${definition.label}`) }));

describe('every text that names a section declares it', () => {
  it.each(TEXTS)('$label', ({ words, names }) => {
    for (const path of names.sections) {
      // A declared path is a declared route (a typo would hide the text for good).
      expect(findRoute(realTable, path.split(/[?#]/)[0] ?? ''), path).not.toBeNull();
    }
    const declared = new Set(names.sections.map((path) => sectionOf(path)));
    for (const { section, label } of LABELS) {
      if (words.includes(`«${label}»`)) expect(declared.has(section), `«${label}» is named, ${section} not declared`).toBe(true);
    }
  });

  it('the home note for a group with no section names none (it has nothing to open)', () => {
    expect(HOME_TEXTS.access.sections).toEqual([]);
    for (const { label } of LABELS) expect(HOME_TEXTS.access.text.includes(`«${label}»`)).toBe(false);
  });
});

describe('canOpen', () => {
  const viewer = { policy: 'a' as const, groupId: 1, countryCode: 2 };
  const withScreens = (paths: Record<string, string[]>): ResourceDefinition[] =>
    resourceDefinitions.map((definition) => {
      const extra = paths[definition.name];
      return extra === undefined ? definition : { ...definition, views: { ...definition.views, ...Object.fromEntries(extra.map((path) => [path, screen])) } };
    });

  it('needs a declared route with a screen, followed through redirects', () => {
    const none = buildRouteTable(resourceDefinitions.map((definition) => ({ ...definition, views: {} })));
    const some = buildRouteTable(withScreens({ aggregators: ['/aggregators/antifrod/:aggregator'], drivers: ['/drivers/list/:aggregatorId'] }));
    expect(canOpen(none, '/drivers', viewer)).toBe(false);
    expect(canOpen(some, '/drivers', viewer)).toBe(true);
    expect(canOpen(some, '/aggregators/antifrod', viewer)).toBe(true);
    expect(canOpen(some, '/rent/cars/list', viewer)).toBe(false);
    expect(canOpen(some, '/no-such-section', viewer)).toBe(false);
    expect(canOpen(some, 'https://example.org/drivers', viewer)).toBe(false);
  });

  it("needs the group's access under the policy in force, and the section's country", () => {
    const table = buildRouteTable(withScreens({ users: ['/users/entity', '/users/taxi'], 'online-kass': ['/online-kass/tickets/:filter'] }));
    expect(canOpen(table, '/users/entity', { ...viewer, groupId: 2 })).toBe(true);
    expect(canOpen(table, '/users/entity', { ...viewer, groupId: 5 })).toBe(false);
    expect(canOpen(table, '/users/taxi', { ...viewer, groupId: 5 })).toBe(true);
    expect(canOpen(table, '/users/taxi', { ...viewer, policy: 'b', groupId: 5 })).toBe(false);
    expect(canOpen(table, '/online-kass', viewer)).toBe(true);
    expect(canOpen(table, '/online-kass', { ...viewer, countryCode: 3 })).toBe(false);
  });
});

describe('a text shows exactly when every section it names can be opened', () => {
  const viewers = POLICIES.flatMap((policy) => GROUP_IDS.map((groupId) => ({ policy, groupId, countryCode: 2 })));

  it.each(viewers)('help items under policy $policy for group $groupId, with the screens of today', (viewer) => {
    const open = openCheck(realTable, viewer);
    const shown = visibleHelp(HELP, open);
    const shownTexts = new Set(shown.flatMap((item) => [item.id, ...item.children.map((step) => step.id)]));
    for (const item of HELP) {
      const visible = mayShow(namedSections(item), open);
      expect(shownTexts.has(item.id), item.title).toBe(visible);
      for (const step of item.children) expect(shownTexts.has(step.id), step.title).toBe(visible && mayShow(namedSections(step), open));
    }
    for (const text of TEXTS) if (mayShow(text.names, open)) for (const path of text.names.sections) expect(canOpen(realTable, path, viewer)).toBe(true);
  });

  it('hides «Подключить агрегатор» and «Откройте «Агрегаторы»» until the aggregators section has a screen', () => {
    const title = 'Подключить агрегатор';
    const step = 'Откройте «Агрегаторы»';
    const viewer = { policy: 'a' as const, groupId: 1, countryCode: 2 };
    const without = buildRouteTable(resourceDefinitions.map((d) => (d.name === 'aggregators' ? { ...d, views: {} } : d)));
    expect(visibleHelp(HELP, openCheck(without, viewer)).map((item) => item.title)).not.toContain(title);
    const withScreen = buildRouteTable(resourceDefinitions.map((d) => (d.name === 'aggregators' ? { ...d, views: { '/aggregators': screen } } : d)));
    const topic = visibleHelp(HELP, openCheck(withScreen, viewer)).find((item) => item.title === title);
    expect(topic?.children.map((child) => child.title)).toContain(step);
    // Group 3 may not open it even then.
    expect(visibleHelp(HELP, openCheck(withScreen, { ...viewer, groupId: 3 })).map((item) => item.title)).not.toContain(title);
  });

  it('hides the referral promo and the home blocks from whoever cannot open their section', () => {
    const viewer = { policy: 'a' as const, groupId: 1, countryCode: 2 };
    const noReferrals = buildRouteTable(resourceDefinitions.map((d) => (d.name === 'referrals' ? { ...d, views: {} } : d)));
    expect(canOpen(noReferrals, MODAL_PATHS.referral, viewer)).toBe(false);
    const referrals = buildRouteTable(resourceDefinitions.map((d) => (d.name === 'referrals' ? { ...d, views: { [MODAL_PATHS.referral]: screen } } : d)));
    expect(canOpen(referrals, MODAL_PATHS.referral, viewer)).toBe(true);
    expect(canOpen(referrals, MODAL_PATHS.referral, { ...viewer, groupId: 3 })).toBe(false);
    // Group 3 under reading a opens only the home page: no KPI block, no news block.
    const group3 = openCheck(realTable, { ...viewer, groupId: 3 });
    const homeBlock = (name: string) => resourceDefinitions.find((definition) => definition.name === name)?.homeBlock?.text ?? { sections: [] };
    expect(mayShow(homeBlock('kpi'), group3)).toBe(false);
    expect(mayShow(homeBlock('news'), group3)).toBe(false);
    expect(mayShow(homeBlock('kpi'), openCheck(realTable, viewer))).toBe(true);
    expect(mayShow(HOME_TEXTS.access, group3)).toBe(true);
  });
});

describe("the operator's HTML (alerts, news)", () => {
  it('keeps the words of a link to a section the reader cannot open, but not the link', () => {
    const html = '<p><a href="/referrals/settings">Рефералка</a> и <a href="/news/one/1">новость</a>, <a href="https://example.org/">сайт</a></p>';
    const group3 = openCheck(realTable, { policy: 'a', groupId: 3, countryCode: 2 });
    const group1 = openCheck(realTable, { policy: 'a', groupId: 1, countryCode: 2 });
    expect(withoutClosedLinks(html, group3)).toBe('<p>Рефералка и новость, <a href="https://example.org/">сайт</a></p>');
    expect(withoutClosedLinks(html, group1)).toBe('<p>Рефералка и <a href="/news/one/1">новость</a>, <a href="https://example.org/">сайт</a></p>');
    expect(withoutClosedLinks(html, null)).toBe('<p>Рефералка и новость, <a href="https://example.org/">сайт</a></p>');
  });
});

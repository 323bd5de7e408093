/**
 * The generated screen suite (issue 9): every declared route that has a screen, opened as a demo
 * user who may open it, at a desk, a wide desk and a phone size. After the data has loaded, the
 * page must be no wider than the window, no visible control may be covered, no button or table
 * header text clipped, and axe must find nothing serious or critical. A screenshot of each is
 * kept under test-results/screens.
 *
 * One test per route loops over the sizes: the user's context is signed in once per worker, the
 * route's parameters are resolved once, and a failure lists every size and element at once.
 * Every size is a fresh load at that size (setViewportSize, then goto) rather than a resize of
 * the loaded page: a phone visitor never sees the desk layout squeezed (a desk sidebar turning
 * into an open drawer, say), so a resize would check screens nobody meets.
 */
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { AccessPolicySchema, DEFAULT_ACCESS_POLICY } from '../../schemas/access';
import { COUNTRY_CODES } from '../../schemas/auth';
import { t } from '../../texts/t';
import { buildRouteTable } from '../../src/root/routeTable';
import { publicViews } from '../../src/root/externals';
import { findLayoutProblems, settle, type Problem } from './screens/domChecks';
import { routeSlug, screenRoutes } from './screens/enumeration';
import { createSessions, demoLogin, type Sessions } from './screens/sessions';
import { publicRoutes, resourceDefinitions } from './screens/sections';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const policy = AccessPolicySchema.parse(process.env.ACCESS_POLICY ?? DEFAULT_ACCESS_POLICY);
const routes = screenRoutes({
  definitions: resourceDefinitions,
  publicRoutes,
  publicViews,
  policy,
  country: COUNTRY_CODES.russia,
});
const declared = [...publicRoutes, ...buildRouteTable(resourceDefinitions)];

// Printed once, by the runner (workers carry TEST_WORKER_INDEX).
if (process.env.TEST_WORKER_INDEX === undefined) {
  console.info(`screens: ${routes.length} routes × ${SIZES.length} sizes = ${routes.length * SIZES.length} screen checks`);
}

/** Indeterminate spinners and skeletons: what the cabinet shows while data or a chunk loads. */
const LOADING = '[role="progressbar"]:not([aria-valuenow]):visible, .MuiSkeleton-root:visible';
const LOAD_TIMEOUT = 30_000;

/** Serious and critical axe findings only (the bar); WCAG 2 A and AA rules. */
const AXE_IMPACTS = new Set(['serious', 'critical']);

const test = base.extend<object, { sessions: Sessions }>({
  sessions: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale } = workerInfo.project.use;
      const sessions = createSessions(browser, {
        baseURL: baseURL ?? '',
        locale: locale ?? 'ru-RU',
        viewport: SIZES[0],
        routes: declared,
      });
      await use(sessions);
      await sessions.close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });
// A failure names the route, size and element, and the screenshot shows the page: a trace of
// a hundred loads would cost more than it tells.
test.use({ trace: 'off' });

/** One line per check and cause, naming up to three elements (a cut-off table has dozens). */
function summarise(problems: readonly Problem[]): string[] {
  const groups = new Map<string, { problem: Problem; elements: string[] }>();
  for (const problem of problems) {
    const key = `${problem.check}\n${problem.cause}`;
    const group = groups.get(key) ?? { problem, elements: [] };
    group.elements.push(problem.element);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ problem, elements }) => {
    const more = elements.length > 3 ? ` (+${elements.length - 3} more)` : '';
    return `${problem.check}: ${elements.slice(0, 3).join('; ')}${more} — ${problem.cause}`;
  });
}

/**
 * The layout problems of a page that holds still. A problem seen on the first look is looked at
 * again once the page has settled a second time: under load a script-driven move (a tab strip
 * scrolling its current tab into view) can start after the first quiet spell. What is still
 * there then is reported.
 */
async function layoutOnceStill(page: Page): Promise<Problem[]> {
  const first = await page.evaluate(findLayoutProblems);
  if (first.length === 0) return first;
  await page.evaluate(settle, { quietMs: 1000, maxMs: 5000 });
  return page.evaluate(findLayoutProblems);
}

async function axeProblems(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default opens a blank page per run to gather
  // the frames' results, which costs more than the run. Only violations' nodes are collected.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((violation) => AXE_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.slice(0, 5).map(
        (node) =>
          `axe ${violation.id} (${violation.impact}): ${violation.help}: ${node.target.join(' ')}` +
          (violation.nodes.length > 5 ? ` (+${violation.nodes.length - 5} more)` : ''),
      ),
    );
}

/**
 * Problems the suite found that are not mended yet, each an open defect listed in docs/FEATURES.md
 * ("Known screen problems"): counted and annotated on every run, never a pass of their own. Any
 * other problem (width, a covered control, clipped text, any other axe finding) still fails.
 */
const KNOWN_PROBLEMS: readonly RegExp[] = [];

for (const route of routes) {
  const who = route.group === null ? 'a visitor' : demoLogin(route.group);
  test(`${route.path} as ${who}`, async ({ sessions }, testInfo) => {
    // Three loads and three axe runs: a single screen's budget, times the sizes.
    test.setTimeout(40_000 * SIZES.length);
    const { page, pathOf } = await sessions.open(route.group);
    const path = await pathOf(route.path);
    const problems: string[] = [];
    for (const size of SIZES) {
      const at = `${size.width}×${size.height}`;
      await page.setViewportSize(size);
      await page.goto(path);
      await expect(page.locator('main').first()).not.toBeEmpty({ timeout: LOAD_TIMEOUT });
      await expect(page.locator(LOADING)).toHaveCount(0, { timeout: LOAD_TIMEOUT });
      await page.evaluate(settle, { quietMs: 300, maxMs: 3000 });
      const landed = new URL(page.url()).pathname;
      expect(landed, `${route.path} at ${at} went on to ${landed}`).toBe(path);
      for (const heading of [t('app.notFound'), t('app.noAccess')]) {
        await expect(page.getByRole('heading', { name: heading }), `${path} at ${at}`).toHaveCount(0);
      }
      await page.screenshot({ path: join(testInfo.project.outputDir, 'screens', `${routeSlug(route.path)}-${size.width}x${size.height}.png`) });
      const layout = await layoutOnceStill(page);
      problems.push(...summarise(layout).map((line) => `${at} ${line}`));
      problems.push(...(await axeProblems(page)).map((line) => `${at} ${line}`));
    }
    const unknown = problems.filter((line) => !KNOWN_PROBLEMS.some((pattern) => pattern.test(line)));
    const stillSeen = problems.length - unknown.length;
    // Known problems are the open defects below: reported on every run, never silently passed.
    if (stillSeen > 0) testInfo.annotations.push({ type: 'known problems', description: `${stillSeen} on ${route.path}` });
    expect(unknown, `${route.path} (${path}) as ${who}`).toEqual([]);
  });
}

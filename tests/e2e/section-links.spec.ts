/**
 * Nothing the cabinet says sends a person to a section that is not there for them: as demo1,
 * demo3 and demo4, the home page's links and every link in the help panel (both tabs, every item
 * opened) are followed, and none lands on the 404 page or on 'У вас нет доступа'.
 */
import { expect, test, type Page } from '@playwright/test';
import { t } from '../../texts/t';
import { signIn } from './support';

/** In-cabinet links (pathnames) shown inside a container. */
async function internalLinks(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(`${selector} a[href^="/"]:visible`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.length > 0 && !href.startsWith('//') && !href.startsWith('/help/'));
}

async function openEveryItem(page: Page): Promise<void> {
  const panel = page.getByRole('dialog', { name: t('help.title') });
  const closed = panel.locator('.MuiAccordionSummary-root[aria-expanded="false"]');
  while ((await closed.count()) > 0) {
    await closed.first().click();
  }
}

async function helpLinks(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: t('help.button') }).click();
  const panel = page.getByRole('dialog', { name: t('help.title') });
  await expect(panel).toBeVisible();
  const links: string[] = [];
  for (const tab of [t('help.tabs.hints'), t('help.tabs.setup')]) {
    await panel.getByRole('tab', { name: tab }).click();
    // Loaded: items, or the line that there are none.
    await expect(panel.locator('.MuiAccordion-root').or(panel.getByText(t('help.noHints'))).or(panel.getByText(t('help.noTopics'))).first()).toBeVisible();
    await openEveryItem(page);
    links.push(...(await internalLinks(page, '[role="dialog"]')));
  }
  await panel.getByRole('button', { name: t('help.close') }).click();
  return links;
}

for (const login of ['demo1', 'demo3', 'demo4']) {
  test(`${login}: every link of the home page and the help panel opens a screen`, async ({ page }) => {
    // Each link is opened by a full load: many of them, on a shared machine.
    test.setTimeout(process.env.CI ? 420_000 : 240_000);
    await signIn(page, login);
    await page.getByRole('menuitem', { name: t('menu.home') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const home = await internalLinks(page, '#main-content');
    const help = await helpLinks(page);
    // One visit per page: the KPI cards differ only in their period's query.
    const targets = [...new Set([...home, ...help].map((href) => href.split(/[?#]/)[0] ?? href))];
    // demo3 (group 3) may open only the home page under policy a: nothing may lead anywhere.
    if (login === 'demo3') expect(targets).toEqual([]);
    else expect(home.length + help.length).toBeGreaterThan(0);
    for (const target of targets) {
      await page.goto(target);
      await expect(page.getByRole('menuitem', { name: t('menu.home') }), target).toBeVisible();
      // The screen of the path has rendered: the menu frame and the page's heading — inside the
      // content, or the app bar's title where a list page sets it (react-admin's title portal; the
      // accounts panel's heading no longer stands in for it below 1680 px).
      const contentHeading = page.locator('#main-content h1, #main-content h2');
      const titleInBar = page.getByRole('banner').getByRole('heading', { level: 6 }).filter({ hasText: /\S/ });
      await expect(contentHeading.or(titleInBar).first(), target).toBeVisible();
      await expect(page.getByText(t('app.notFound')), target).toHaveCount(0);
      await expect(page.getByText(t('app.noAccess')), target).toHaveCount(0);
    }
  });
}

/**
 * The help panel against the real server and its demo help: both tabs, the open page's hints
 * first, slides that a 5 px move clicks and a 40 px drag turns, the video instruction; onboarding
 * opening by itself for a recent first login (the browser's clock set from the user's first
 * login) and not again once closed.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { HIDDEN_HELP_KEY, ONBOARDING_WINDOW_MS } from '../../src/help/onboarding';
import { t } from '../../texts/t';
import { signIn } from './support';

const DAY_MS = 24 * 3600 * 1000;
const panel = (page: Page) => page.getByRole('dialog', { name: t('help.title') });
const helpButton = (page: Page) => page.getByRole('button', { name: t('help.button') });

/** Presses on the middle of the slide, moves by dx in one step, releases. */
async function drag(page: Page, target: Locator, dx: number): Promise<void> {
  // The mouse acts at page coordinates: the slide must be inside the panel's visible part.
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (box === null) throw new Error('the slide is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y);
  await page.mouse.up();
}

test.describe('the help panel', () => {
  test.beforeEach(async ({ page }) => {
    // Opened by hand here; onboarding has its own test below.
    await page.addInitScript((key) => localStorage.setItem(key, 'true'), HIDDEN_HELP_KEY);
  });

  test("shows the open page's hints first, slides that turn only when dragged, and the video instruction", async ({
    page,
  }) => {
    await signIn(page, 'demo5');
    await page.goto('/drivers/list/all');
    await expect(panel(page)).toHaveCount(0);
    await helpButton(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('tab', { name: t('help.tabs.hints') })).toHaveAttribute('aria-selected', 'true');

    const here = panel(page).getByRole('region', { name: t('help.onThisPage') });
    await expect(here.getByRole('button', { name: 'Список водителей' })).toHaveAttribute('aria-expanded', 'true');
    await expect(here.getByText('Все водители парка', { exact: false })).toBeVisible();
    const other = panel(page).getByRole('region', { name: t('help.otherHints') });
    await expect(other.getByRole('button', { name: 'Показатели парка' })).toHaveAttribute('aria-expanded', 'false');

    // 'Отчёты' has two slides.
    await other.getByRole('button', { name: 'Отчёты' }).click();
    const slides = other.getByRole('region', { name: t('help.slides.label', { title: 'Отчёты' }) });
    await expect(slides.getByText(t('help.slides.slide', { n: 1, count: 2 }))).toBeVisible();
    const shown = slides.getByRole('img', { name: t('help.slides.slide', { n: 1, count: 2 }) });
    await expect(shown).toHaveJSProperty('complete', true);

    // Under 10 px it is a click: the slide stays and opens full size in a new tab.
    const opened = page.waitForEvent('popup');
    await drag(page, shown, -5);
    const popup = await opened;
    await expect(popup).toHaveURL(/\/help\/report-1\.svg$/);
    await popup.close();
    await expect(slides.getByText(t('help.slides.slide', { n: 1, count: 2 }))).toBeVisible();

    // From 10 px it is a drag that turns the slide.
    await drag(page, shown, -40);
    await expect(slides.getByText(t('help.slides.slide', { n: 2, count: 2 }))).toBeVisible();
    await expect(slides.getByRole('button', { name: t('help.slides.goTo', { n: 2 }) })).toHaveAttribute('aria-current', 'true');
    await drag(page, slides.getByRole('img', { name: t('help.slides.slide', { n: 2, count: 2 }) }), 40);
    await expect(slides.getByText(t('help.slides.slide', { n: 1, count: 2 }))).toBeVisible();

    await panel(page).getByRole('tab', { name: t('help.tabs.setup') }).click();
    await expect(panel(page).getByRole('tab', { name: t('help.tabs.setup') })).toHaveAttribute('aria-selected', 'true');
    // The first topic opens by itself; «Подключить агрегатор» is first since «Агрегаторы» has screens.
    const aggregatorTopic = panel(page).getByRole('button', { name: 'Подключить агрегатор' });
    await expect(aggregatorTopic).toHaveAttribute('aria-expanded', 'true');
    await aggregatorTopic.click();
    await expect(aggregatorTopic).toHaveAttribute('aria-expanded', 'false');
    const topic = panel(page).getByRole('button', { name: 'Добавить водителя' });
    await topic.click();
    await expect(topic).toHaveAttribute('aria-expanded', 'true');
    await expect(
      panel(page).getByRole('heading', { name: `${t('help.step', { n: 1 })}. Откройте «Водители»` }),
    ).toBeVisible();
    // The topic's own walkthrough, not the aggregator one.
    const video = panel(page).getByLabel(t('help.video', { title: 'Добавить водителя' }));
    await expect(video).toHaveAttribute('src', '/help/video/add-driver.webm');
    await expect(panel(page).locator('video')).toHaveCount(1);
    await expect(video).toHaveAttribute('preload', 'metadata');
    const src = (await video.getAttribute('src')) ?? '';
    const file = await page.request.get(src);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('video/webm');

    await panel(page).getByRole('button', { name: t('help.close') }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(helpButton(page)).toBeFocused();
  });
});

/**
 * Waits until the page knows who is signed in: the moment onboarding decides. The accounts panel
 * that shows it is a column only on a wide window (ACCOUNTS_COLUMN_BREAKPOINT).
 */
async function identityShown(page: Page, login: string): Promise<void> {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(page.getByRole('complementary', { name: t('accounts.title') }).getByText(login, { exact: true })).toBeVisible();
}

/** The signed-in user's first login, as the auth layer stored it (spec 9 key first_login). */
async function firstLoginOf(page: Page): Promise<number> {
  const stored = await page.evaluate(() => localStorage.getItem('first_login'));
  expect(stored).not.toBeNull();
  return Date.parse(stored ?? '');
}

test('onboarding opens on its own for a first login within a month, and not again once closed', async ({ page }) => {
  await signIn(page, 'demo4', { keepOnboarding: true });
  const firstLogin = await firstLoginOf(page);
  // The browser's clock one day after that first login, however long ago the demo user signed in first.
  await page.clock.install({ time: firstLogin + DAY_MS });
  await page.reload();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('tab', { name: t('help.tabs.setup') })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByRole('button', { name: 'Добавить водителя' })).toBeVisible();
  // «Агрегаторы» has screens now, so the topic that sends people there is offered.
  await expect(panel(page).getByRole('button', { name: 'Подключить агрегатор' })).toBeVisible();
  // Beside the page, not over it: the menu still answers.
  await expect(page.getByRole('menuitem', { name: t('menu.home') })).toBeVisible();

  await panel(page).getByRole('button', { name: t('help.close') }).click();
  await expect(panel(page)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), HIDDEN_HELP_KEY)).not.toBeNull();

  await page.reload();
  await identityShown(page, 'demo4');
  await expect(helpButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page)).toHaveCount(0);
});

test('onboarding stays closed when the first login is over a month old', async ({ page }) => {
  await signIn(page, 'demo4', { keepOnboarding: true });
  const firstLogin = await firstLoginOf(page);
  await page.clock.install({ time: firstLogin + ONBOARDING_WINDOW_MS + DAY_MS });
  await page.reload();
  await identityShown(page, 'demo4');
  await expect(helpButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page)).toHaveCount(0);
  // The help is still one click away.
  await helpButton(page).click();
  await expect(panel(page).getByRole('tab', { name: t('help.tabs.hints') })).toHaveAttribute('aria-selected', 'true');
});

test('on a phone onboarding does not cover the screen after sign-in: the help button carries a dot and opens on «Как настроить»', async ({ page }) => {
  await signIn(page, 'demo4', { keepOnboarding: true });
  const firstLogin = await firstLoginOf(page);
  await page.clock.install({ time: firstLogin + DAY_MS });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  // Group 4 lands on the drivers list, and it is what the phone shows.
  await expect(page).toHaveURL(/\/drivers\/list\//);
  await expect(helpButton(page).locator('.MuiBadge-dot:not(.MuiBadge-invisible)')).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  await helpButton(page).click();
  await expect(panel(page).getByRole('tab', { name: t('help.tabs.setup') })).toHaveAttribute('aria-selected', 'true');
  await panel(page).getByRole('button', { name: t('help.close') }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(helpButton(page).locator('.MuiBadge-dot:not(.MuiBadge-invisible)')).toHaveCount(0);
});

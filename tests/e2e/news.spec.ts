/**
 * News and alerts against the real server: the «Новости» dot while unread news exist, reading an
 * item and then all of them makes it go without a reload; the operator's alert shows its HTML
 * sanitised and stays closed once closed. demo2 is the user no other browser test reads news or
 * closes alerts with.
 */
import { expect, test, type Page } from '@playwright/test';
import { HIDDEN_HELP_KEY } from '../../src/help/onboarding';
import { t } from '../../texts/t';
import { signIn } from './support';

const USER = 'demo2';

const newsItem = (page: Page) => page.getByRole('menuitem', { name: new RegExp(t('menu.news')) });
const dot = (page: Page) => newsItem(page).locator('.MuiBadge-dot');
// The news' rows: those of the table (its header row holds no link).
const rows = (page: Page) =>
  page.getByRole('table', { name: t('news.list.title') }).getByRole('row').filter({ has: page.getByRole('link') });
const unreadRows = (page: Page) => rows(page).filter({ has: page.getByRole('img', { name: t('news.list.unread') }) });

test.beforeEach(async ({ page }) => {
  // Onboarding is help.spec.ts's subject; here its panel would only cover the page.
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), HIDDEN_HELP_KEY);
});

test('the menu dot shows unread news and goes once an item and then all of them are read', async ({ page }) => {
  await signIn(page, USER);
  await expect(dot(page)).toBeVisible();

  await newsItem(page).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(unreadRows(page).first()).toBeVisible();
  const unreadBefore = await unreadRows(page).count();
  const first = unreadRows(page).first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  expect(title.length).toBeGreaterThan(0);
  await expect(first.getByRole('heading')).toHaveCSS('font-weight', '700');

  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/news\/one\/\d+$/);
  const article = page.getByRole('article', { name: title });
  await expect(article).toBeVisible();
  // The HTML content is rendered (paragraphs, lists, links) and every link opens a new tab.
  await expect(article.locator('p').first()).toBeVisible();
  for (const link of await article.getByRole('link').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  expect(await article.locator('script, iframe, [onerror], [onclick]').count()).toBe(0);

  await page.getByRole('link', { name: t('news.one.back') }).click();
  await expect(page).toHaveURL(/\/news$/);
  const opened = rows(page).filter({ hasText: title });
  await expect(opened.getByRole('img', { name: t('news.list.unread') })).toHaveCount(0);
  await expect(opened.getByRole('heading')).toHaveCSS('font-weight', '400');
  await expect(unreadRows(page)).toHaveCount(unreadBefore - 1);

  if (unreadBefore > 1) await expect(dot(page)).toBeVisible();
  const markedAll = page.waitForResponse(
    (response) => response.url().endsWith('/api/news') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t('news.list.markAllRead') }).click();
  expect(await (await markedAll).json()).toEqual({ unread: 0 });
  await expect(unreadRows(page)).toHaveCount(0);
  // The dot goes on sight, not on the next 60 s poll.
  await expect(dot(page)).toHaveCount(0, { timeout: 5_000 });
  await expect(page.getByRole('button', { name: t('news.list.markAllRead') })).toBeDisabled();

  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(unreadRows(page)).toHaveCount(0);
  await expect(dot(page)).toHaveCount(0);
});

test("the operator's alert shows above the page with its HTML sanitised and stays closed once closed", async ({ page }) => {
  await signIn(page, USER);
  const alerts = page.getByRole('region', { name: t('news.alerts.region') });
  const alert = alerts.getByRole('alert').filter({ hasText: 'Отчёты теперь готовятся в фоне' });
  await expect(alert).toBeVisible();
  await expect(alert.locator('b')).toHaveText('Отчёты теперь готовятся в фоне.');
  const more = alert.getByRole('link', { name: 'Подробнее' });
  await expect(more).toHaveAttribute('href', /^\/news\/one\/\d+$/);
  await expect(more).toHaveAttribute('target', '_blank');
  await expect(more).toHaveAttribute('rel', 'noopener noreferrer');
  expect(await alerts.locator('script, iframe, style, [onerror], [onclick]').count()).toBe(0);

  const marked = page.waitForResponse(
    (response) => response.url().endsWith('/api/alert') && response.request().method() === 'POST',
  );
  await alert.getByRole('button', { name: t('news.alerts.close') }).click();
  expect((await marked).status()).toBe(200);
  await expect(alert).toHaveCount(0);

  const asked = page.waitForResponse(
    (response) => response.url().endsWith('/api/alert') && response.request().method() === 'GET',
  );
  await page.reload();
  const answer = (await (await asked).json()) as { alerts: { content: string }[] };
  expect(answer.alerts.some((one) => one.content.includes('Отчёты теперь готовятся в фоне'))).toBe(false);
  await expect(page.getByRole('menuitem', { name: t('menu.home') })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

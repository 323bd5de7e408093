/**
 * Issue 12 §1 in the browser: the antifraud screen. /aggregators/antifrod opens Gett, which the
 * demo park does not have: a notice and the tabs of the park's aggregators. A tab with flagged
 * trips shows the figures and the trips; a reason filters them; a trip opens. The alias and the
 * card's path render the same screen. On a phone the trips are cards within reach, nothing is
 * wider than the window, the tabs are a select and a tap on a card opens the trip.
 */
import { expect, test, type Page } from '@playwright/test';
import { t } from '../../texts/t';
import { expectNoWiderThanWindow, expectReachable, PHONE } from './fit';
import { signIn } from './support';

const rows = (page: Page) => page.locator('tbody tr');
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The demo fleet's 90 days: its ~0.4% flagged trips are a few dozen, enough for reasons and pages. */
function ninetyDays(): string {
  const now = Date.now();
  const filter = { date_from: day(new Date(now - 89 * 86_400_000)), date_to: day(new Date(now)) };
  return `?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}

/** The number a figure card shows. */
async function figure(page: Page, label: string): Promise<number> {
  const text = (await page.getByRole('region', { name: label }).locator('[data-figure]').textContent()) ?? '';
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

/** The total of the list's pagination ("1-50 из 66"). */
async function listTotal(page: Page): Promise<number> {
  const text = (await page.getByText(/^\d+-\d+ из \d+$/).textContent()) ?? '';
  return Number(/из (\d+)$/.exec(text)?.[1]);
}

test('the antifraud screen: a missing aggregator, a tab with flagged trips, a reason, a trip', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo1');
  // The default is Gett: the demo park's handy Gett (server/db/demo-handy.ts) has no flagged trip yet.
  await page.goto('/aggregators/antifrod');
  await expect(page).toHaveURL(/\/aggregators\/antifrod\/gett$/);
  await expect(page.getByRole('heading', { name: t('antifraud.titleOf', { name: t('fleet.aggregatorCode.gett') }) })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: t('antifraud.tabsLabel') });
  await expect(tabs.getByRole('tab', { name: t('fleet.aggregatorCode.gett') })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(t('antifraud.empty'))).toBeVisible();
  // An aggregator the park does not have: the notice, and the tabs of those it has.
  await page.goto('/aggregators/antifrod/vezet');
  await expect(page.getByText(t('antifraud.noAggregator', { name: t('fleet.aggregatorCode.vezet') }))).toBeVisible();
  for (const code of ['yandex', 'citymobil', 'uber', 'didi', 'gett'] as const) {
    await expect(tabs.getByRole('tab', { name: t(`fleet.aggregatorCode.${code}`) })).toBeVisible();
  }
  await expect(rows(page)).toHaveCount(0);

  // Yandex over the demo's 90 days: figures, reasons and flagged trips.
  await page.goto(`/aggregators/antifrod/gett${ninetyDays()}`);
  await tabs.getByRole('tab', { name: t('fleet.aggregatorCode.yandex') }).click();
  await expect(page).toHaveURL(/\/aggregators\/antifrod\/yandex\?/);
  await expect(tabs.getByRole('tab', { name: t('fleet.aggregatorCode.yandex') })).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('region', { name: t('antifraud.figures.flagged_trips') }).locator('[data-figure]')).not.toHaveText('0');
  const flagged = await figure(page, t('antifraud.figures.flagged_trips'));
  expect(flagged).toBeGreaterThan(0);
  expect(await listTotal(page)).toBe(flagged);
  expect(await figure(page, t('antifraud.figures.drivers'))).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: t('antifraud.figures.flagged_share') })).toContainText('%');
  await expect(page.getByRole('region', { name: t('antifraud.figures.flagged_sum') })).toContainText('₽');

  // A reason: only its trips, as many as its chip says; the figures stay the period's.
  const reasons = page.getByRole('region', { name: t('antifraud.reasons') });
  const chip = reasons.locator('[data-reason]').first();
  const reason = (await chip.getAttribute('data-reason')) ?? '';
  const count = Number(/(\d+)$/.exec((await chip.textContent()) ?? '')?.[1]);
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => listTotal(page)).toBe(count);
  const reasonCells = rows(page).locator('td:last-child');
  await expect.poll(async () => new Set(await reasonCells.allTextContents())).toEqual(new Set([reason]));
  expect(await figure(page, t('antifraud.figures.flagged_trips'))).toBe(flagged);
  await reasons.getByRole('button', { name: t('antifraud.allReasons') }).click();
  await expect.poll(() => listTotal(page)).toBe(flagged);

  // A trip opens its own card.
  const number = ((await rows(page).first().locator('td').first().textContent()) ?? '').trim();
  await rows(page).first().locator('td').first().click();
  await expect(page).toHaveURL(/\/transfers\/detail\/\d+$/);
  await expect(page.getByText(number).first()).toBeVisible();
});

test('the card’s path and its alias render the same screen', async ({ page }) => {
  await signIn(page, 'demo1');
  const query = ninetyDays();
  const seen: string[] = [];
  for (const path of ['/aggregators/antifrod/yandex', '/aggregators/detail/yandex/antifrod']) {
    await page.goto(`${path}${query}`);
    await expect(page).toHaveURL(new RegExp(`${path}\\?`));
    await expect(page.getByRole('heading', { name: t('antifraud.titleOf', { name: t('fleet.aggregatorCode.yandex') }) })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    seen.push(`${await figure(page, t('antifraud.figures.flagged_trips'))} ${await rows(page).allTextContents()}`);
  }
  expect(seen[1]).toBe(seen[0]);
  // A tab keeps the card's form of the path.
  await page.getByRole('tablist', { name: t('antifraud.tabsLabel') }).getByRole('tab', { name: t('fleet.aggregatorCode.uber') }).click();
  await expect(page).toHaveURL(/\/aggregators\/detail\/uber\/antifrod\?/);
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true });
  test('the flagged trips are cards, the tabs a select, and a card opens its trip', async ({ page }) => {
    await signIn(page, 'demo1');
    await page.setViewportSize(PHONE);
    await page.goto(`/aggregators/antifrod/yandex${ninetyDays()}`);
    const cards = page.getByRole('list', { name: t('antifraud.title') });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: t('antifraud.figures.flagged_trips') })).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);
    await expectNoWiderThanWindow(page);
    await expectReachable(cards.getByRole('listitem').first());
    await page.screenshot({ path: test.info().outputPath('antifraud-390.png'), fullPage: true });

    // The tabs are a select: choosing another aggregator opens its screen.
    const select = page.getByRole('combobox', { name: t('antifraud.tabsLabel') });
    await expect(select).toHaveText(t('fleet.aggregatorCode.yandex'));
    await select.tap();
    await page.getByRole('option', { name: t('fleet.aggregatorCode.uber') }).tap();
    await expect(page).toHaveURL(/\/aggregators\/antifrod\/uber\?/);

    // A tap on a card opens the trip.
    await cards.getByRole('listitem').first().tap();
    await expect(page).toHaveURL(/\/transfers\/detail\/\d+$/);
  });
});

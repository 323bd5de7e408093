import { expect, test, type Locator, type Page } from '@playwright/test';
import { t } from '../../texts/t';
import { signIn } from './support';

const rows = (page: Page) => page.locator('tbody tr');

/** The count a tab carries after its label ("Отменённые 66"). */
async function tabCount(tab: Locator): Promise<number> {
  const text = (await tab.textContent()) ?? '';
  const digits = /(\d[\d\s\u00a0]*)$/.exec(text)?.[1]?.replace(/\D/g, '');
  if (digits === undefined) throw new Error(`no count in the tab "${text}"`);
  return Number(digits);
}

test('a trip is found by its order number and by its driver, and opens with its ledger entries', async ({ page }) => {
  await signIn(page, 'demo2');
  await page.getByRole('menuitem', { name: t('desk.transfers.title') }).click();
  await expect(page).toHaveURL(/\/transfers\/list\/complete/);
  const first = rows(page).first();
  await expect(first.getByRole('link')).toBeVisible();
  // The first cell is the order number with the aggregator under it.
  const number = /^\d+/.exec((await first.locator('td').first().textContent()) ?? '')?.[0] ?? '';
  const driver = ((await first.getByRole('link').first().textContent()) ?? '').trim();
  expect(number).toMatch(/^\d+$/);

  const search = page.getByLabel(t('desk.common.search'));
  // By the driver's name: the page of many drivers becomes that driver's trips, the one taken among them.
  await search.fill(driver);
  await expect.poll(async () => new Set(await rows(page).getByRole('link').allTextContents())).toEqual(new Set([driver]));
  await expect(rows(page).filter({ hasText: number })).toHaveCount(1);

  // By the order number: that trip alone.
  await search.fill(number);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().locator('td').first()).toContainText(number);

  await rows(page).filter({ hasText: number }).locator('td').first().click();
  await expect(page).toHaveURL(/\/transfers\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: t('desk.transfer.title', { number }) })).toBeVisible();
  const entries = page.getByRole('table', { name: t('desk.transfer.entries') });
  await expect(entries.getByText(t('fleet.ledgerKind.ride_income'))).toBeVisible();
  await expect(page.getByRole('region', { name: t('desk.transfer.driverAndCar') }).getByRole('link', { name: driver })).toHaveAttribute(
    'href',
    /^\/drivers\/detail\/\d+\/balance$/,
  );
});

/** The total of the list's pagination ("1-50 из 66"). */
async function listTotal(page: Page): Promise<number> {
  const text = (await page.getByText(/^\d+-\d+ из \d+$/).textContent()) ?? '';
  return Number(/из (\d+)$/.exec(text)?.[1]);
}

test('the tabs carry their counts and switch the list between filters', async ({ page }) => {
  await signIn(page, 'demo2');
  await page.goto('/transfers');
  await expect(page).toHaveURL(/\/transfers\/list\/complete/);
  const tabs = page.getByRole('tablist', { name: t('desk.transfers.tabsLabel') });
  const cancelledTab = tabs.getByRole('tab', { name: new RegExp(t('desk.transfers.tabs.cancelled')) });
  await expect(cancelledTab).toHaveText(/\d$/);
  expect(await tabCount(cancelledTab)).toBeGreaterThan(0);

  await cancelledTab.click();
  await expect(page).toHaveURL(/\/transfers\/list\/cancelled/);
  await expect(cancelledTab).toHaveAttribute('aria-selected', 'true');
  // The selected tab counts exactly the rows the list pages through.
  await expect.poll(async () => (await listTotal(page)) === (await tabCount(cancelledTab))).toBe(true);
  await expect(rows(page).first()).toContainText(t('fleet.transferStatus.cancelled'));
  const statuses = await rows(page).locator('td:nth-child(4)').allTextContents();
  expect(new Set(statuses)).toEqual(new Set([t('fleet.transferStatus.cancelled')]));

  const allTab = tabs.getByRole('tab', { name: new RegExp(t('desk.transfers.tabs.all')) });
  await allTab.click();
  await expect(page).toHaveURL(/\/transfers\/list\/all/);
  await expect.poll(async () => (await listTotal(page)) === (await tabCount(allTab))).toBe(true);
  expect(await listTotal(page)).toBeGreaterThan(await tabCount(cancelledTab));
});

test('the park corrections open the driver balance', async ({ page }) => {
  await signIn(page, 'demo2');
  await page.goto('/transfers/corrections');
  await expect(page.getByRole('columnheader', { name: t('fleet.fields.reason') })).toBeVisible();
  const driver = rows(page).first().getByRole('link');
  await expect(driver).toHaveAttribute('href', /^\/drivers\/detail\/\d+\/balance$/);
});

test('the list exports its current filter to xlsx', async ({ page }) => {
  await signIn(page, 'demo2');
  await page.goto('/transfers/list/cancelled');
  await expect(rows(page).first().getByRole('link')).toBeVisible();
  const download = page.waitForEvent('download', { timeout: 20_000 });
  await page.getByRole('button', { name: t('fleet.export.button') }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

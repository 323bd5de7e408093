/**
 * Lists on a phone (issue 9, defect 3): cards instead of a table several screens wide, the list's
 * actions within reach, the tabs as a select, and a tap on a card opens the record.
 */
import { expect, test, type Page } from '@playwright/test';
import { t, textsAt } from '../../texts/t';
import { blacklistTexts } from '../../resources/drivers/blacklist/texts';
import { expectNoWiderThanWindow, expectReachable, raRussian, signInOnPhone } from './fit';

test.use({ hasTouch: true });

const cards = (page: Page, name: string) => page.getByRole('list', { name }).getByRole('listitem');
const anyOf = (values: Record<string, string>) => new RegExp(Object.values(values).join('|'));

test('the drivers list shows cards with name, phone, status and balance; its actions and aggregators are in reach', async ({ page }) => {
  await signInOnPhone(page, 'demo1');
  await page.goto('/drivers/list/all');
  const drivers = cards(page, t('drivers.list.title'));
  await expect(drivers.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('table')).toHaveCount(0);
  await expectNoWiderThanWindow(page);

  for (const driver of (await drivers.all()).slice(0, 5)) {
    await expect(driver).toContainText(/^\S+ \S+/);
    await expect(driver).toContainText(/\+7\d{10}/);
    await expect(driver).toContainText(anyOf(textsAt('fleet.workStatus')));
    await expect(driver).toContainText(/\d,\d\d\s₽/);
    await expectReachable(driver);
  }
  await expectReachable(page.getByRole('button', { name: raRussian.ra.action.add_filter }));
  await expectReachable(page.getByRole('link', { name: t('drivers.list.create') }));
  await expectReachable(page.getByRole('button', { name: /Выгрузить в Excel/ }));

  // The aggregator tabs are a select: choosing one lists its drivers, with its figures under it.
  const aggregator = page.getByRole('combobox', { name: t('fleet.fields.aggregator') });
  await expectReachable(aggregator);
  await expect(aggregator).toHaveText(t('drivers.list.all'));
  const first = (await drivers.first().textContent()) ?? '';
  await aggregator.tap();
  const option = page.getByRole('option').nth(1);
  const name = (await option.textContent()) ?? '';
  await option.tap();
  await expect(page).toHaveURL(/\/drivers\/list\/\d+/);
  await expect(aggregator).toHaveText(name);
  await expect(page.getByText(/Поездок: \d+/)).toBeVisible();
  await expect(drivers.first()).toBeVisible();
  await expect(drivers.first()).not.toHaveText(first);
  await expectNoWiderThanWindow(page);

  // A tap on a card opens the driver's card.
  const driverName = (await drivers.first().locator('.MuiListItemText-primary').textContent()) ?? '';
  const fullName = driverName.replace(/-?[\d\s\u00a0]+,\d\d\s₽$/, '').trim();
  await drivers.first().getByRole('button').tap();
  await expect(page).toHaveURL(/\/drivers\/detail\/\d+\/balance$/);
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expectNoWiderThanWindow(page);
});

test('the transfers list shows cards, its status tabs are a select, and a tap opens the trip', async ({ page }) => {
  await signInOnPhone(page, 'demo1');
  await page.goto('/transfers/list/complete');
  const trips = cards(page, t('desk.transfers.title'));
  await expect(trips.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('table')).toHaveCount(0);
  await expectNoWiderThanWindow(page);
  await expect(trips.first()).toContainText(t('fleet.transferStatus.complete'));
  await expect(trips.first()).toContainText('₽');
  await expectReachable(trips.first());
  await expectReachable(page.getByRole('button', { name: /Выгрузить в Excel/ }));

  const status = page.getByRole('combobox', { name: t('desk.transfers.tabsLabel') });
  await expectReachable(status);
  await status.tap();
  await page.getByRole('option', { name: new RegExp(`^${t('desk.transfers.tabs.cancelled')}`) }).tap();
  await expect(page).toHaveURL(/\/transfers\/list\/cancelled/);
  await expect(trips.first()).toContainText(t('fleet.transferStatus.cancelled'));

  await trips.first().getByRole('button').tap();
  await expect(page).toHaveURL(/\/transfers\/detail\/\d+$/);
});

test('every desk list fits the phone and shows its records as cards', async ({ page }) => {
  await signInOnPhone(page, 'demo1');
  const screens: [string, string][] = [
    ['/transfers/corrections', t('desk.corrections.title')],
    ['/drivers/blacklist', blacklistTexts.labels.title],
    ['/drivers/approve', t('desk.approve.title')],
    ['/drivers/feedback/list', t('desk.feedback.listTitle')],
    ['/drivers/goals', t('desk.goals.title')],
    ['/drivers/feereport', t('desk.feereport.title')],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    const items = cards(page, title);
    await expect(items.first(), path).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('table'), path).toHaveCount(0);
    await expectReachable(items.first());
    await expectNoWiderThanWindow(page);
  }
  // The access requests' status tabs are a select too.
  await page.goto('/drivers/access-app/new');
  const status = page.getByRole('combobox', { name: t('desk.access.tabsLabel') });
  await expectReachable(status);
  await status.tap();
  await page.getByRole('option', { name: t('desk.access.tabs.approved') }).tap();
  await expect(page).toHaveURL(/\/drivers\/access-app\/approved$/);
  await expectNoWiderThanWindow(page);
});

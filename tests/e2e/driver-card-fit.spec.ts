/**
 * The driver card keeps its content within reach (issue 9, defect 2): the charges table's last
 * columns and pagination, the whole «Отключить», and on a phone the balance figures and ledger.
 */
import { expect, test, type Page } from '@playwright/test';
import { t, textsAt } from '../../texts/t';
import { expectNoWiderThanWindow, expectReachable, expectWholeText, signInOnPhone } from './fit';
import { signIn } from './support';

/** Opens the card of the first driver of the list narrowed by `filter`, from its row's link. */
async function openDriver(page: Page, filter: Record<string, string>, row = page.locator('tbody tr')): Promise<void> {
  await signIn(page, 'demo1');
  await page.goto(`/drivers/list/all?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  await expect(row.first()).toBeVisible({ timeout: 30_000 });
  await row.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/drivers\/detail\/\d+\/balance$/);
}

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the charges table shows «Списано всего», «Статус» and its pagination', async ({ page }) => {
    await openDriver(page, { status: 'working' });
    // A charge of its own, so the table has a row whatever the demo data holds.
    await page.getByRole('tab', { name: t('drivers.card.tabs.charges') }).click();
    await page.getByRole('link', { name: t('drivers.charges.create') }).click();
    await page.getByRole('combobox', { name: t('drivers.charges.kind') }).click();
    await page.getByRole('option', { name: t('fleet.chargeKind.fine') }).click();
    await page.getByLabel(t('drivers.charges.amountInput')).fill('100');
    await page.getByLabel(t('drivers.charges.description')).fill('Штраф за парковку, проверка ширины');
    await page.getByRole('button', { name: t('drivers.charges.create') }).click();
    await expect(page).toHaveURL(/\/charges\/list$/);
    const row = page.locator('tbody tr').filter({ hasText: 'Штраф за парковку, проверка ширины' });
    await expect(row).toBeVisible();

    for (const header of [t('drivers.charges.totalPosted'), t('drivers.charges.status')]) {
      await expectReachable(page.getByRole('columnheader', { name: header }));
    }
    const status = row.getByRole('cell').last();
    await expect(status).toHaveText(new RegExp(`^(${Object.values(textsAt('fleet.chargeStatus')).join('|')})$`));
    await expectReachable(status);
    await expectReachable(page.getByText(/^\d+-\d+ из \d+$/));
    await expectReachable(page.getByRole('combobox', { name: /Строк на странице/ }));
    await expectNoWiderThanWindow(page);
  });

  test('the aggregators tab shows «Отключить» whole', async ({ page }) => {
    // A driver with an active link to an aggregator (its chip in the list says so).
    const rows = page.locator('tbody tr').filter({ has: page.locator(`[title="${t('fleet.linkStatus.active')}"]`) });
    await openDriver(page, {}, rows);
    await page.getByRole('tab', { name: t('drivers.card.tabs.aggregators') }).click();
    const disconnect = page.getByRole('button', { name: t('drivers.aggregators.disconnect') });
    await expect(disconnect.first()).toBeVisible();
    for (const button of await disconnect.all()) await expectWholeText(button, t('drivers.aggregators.disconnect'));
    await expectNoWiderThanWindow(page);
  });
});

test.describe('on a phone (390×844)', () => {
  test.use({ hasTouch: true });

  test('the balance figures and the ledger entries fit the screen', async ({ page }) => {
    await signInOnPhone(page, 'demo1');
    await page.goto(`/drivers/list/all?filter=${encodeURIComponent(JSON.stringify({ status: 'working' }))}`);
    const drivers = page.getByRole('list', { name: t('drivers.list.title') }).getByRole('listitem');
    await expect(drivers.first()).toBeVisible({ timeout: 30_000 });
    await drivers.first().getByRole('button').tap();
    await expect(page).toHaveURL(/\/drivers\/detail\/\d+\/balance$/);

    for (const label of [t('drivers.balance.balance'), t('drivers.balance.limit'), t('drivers.balance.blocked'), t('drivers.balance.withdrawable')]) {
      const figure = page.getByRole('region', { name: label });
      await expect(figure).toContainText('₽');
      await expectReachable(figure);
    }
    const entries = page.getByRole('list', { name: t('drivers.card.tabs.balance') }).getByRole('listitem');
    await expect(entries.first()).toContainText('₽');
    await expect(entries.first()).toContainText(t('fleet.fields.balance_after'));
    for (const entry of (await entries.all()).slice(0, 5)) await expectReachable(entry);
    await expectNoWiderThanWindow(page);
  });
});

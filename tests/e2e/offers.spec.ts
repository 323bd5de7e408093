/**
 * /users/offer: the owner writes an offer at /users/offer/new, sends it to one driver who had
 * none, and finds that driver under «Оферта отправлена: Да» in the drivers list.
 */
import { expect, test, type Page } from '@playwright/test';
import { t } from '../../texts/t';
import { typeDay } from './day-input';
import { signIn } from './support';

const names = (page: Page) => page.locator('tbody tr td:nth-child(1)');

/** Sets «Оферта отправлена»; the list keeps its filters, so the second time the filter is already there. */
async function filterSentOffer(page: Page, answer: 'Да' | 'Нет', add: boolean): Promise<void> {
  if (add) {
    await page.getByRole('button', { name: 'Добавить фильтр' }).click();
    await page.getByRole('menuitemcheckbox', { name: t('drivers.filters.haveSentOffer') }).click();
  }
  await page.getByRole('combobox', { name: t('drivers.filters.haveSentOffer') }).click();
  await page.getByRole('option', { name: answer, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`have_sent_offer%22%3A%22${answer === 'Да' ? 1 : 0}`));
}

test('an offer sent to a driver shows under the drivers list’s have_sent_offer filter', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo1');

  // A driver who has not been sent an offer yet.
  await page.goto('/drivers/list/all');
  await expect(names(page).first()).toBeVisible({ timeout: 30_000 });
  await filterSentOffer(page, 'Нет', true);
  const driver = ((await names(page).first().textContent()) ?? '').trim();
  expect(driver.length).toBeGreaterThan(0);

  const title = `Договор оферты ${Date.now() % 1_000_000}`;
  await page.goto('/users/offer');
  await page.getByRole('link', { name: /Создать/ }).first().click();
  await expect(page).toHaveURL(/\/users\/offer\/new$/);
  await page.getByLabel(t('users.offers.fields.title')).fill(title);
  await page.getByLabel(t('users.offers.fields.text')).fill('Парк и водитель договорились о следующем…');
  // A generated park day is the house date input (ДД.ММ.ГГГГ), typed as a person types it.
  await typeDay(page, t('users.offers.fields.effective_from'), '2026-12-01');
  await page.getByRole('button', { name: /Сохранить/ }).click();
  await expect(page).toHaveURL(/\/users\/offer(\?|$)/);

  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: t('users.offers.send.button') }).click();
  const dialog = page.getByRole('dialog', { name: t('users.offers.send.title', { title }) });
  await dialog.getByLabel(t('users.offers.send.drivers')).fill(driver);
  await page.getByRole('option', { name: new RegExp(`^${driver}`) }).first().click();
  await dialog.getByRole('button', { name: t('users.offers.send.submit') }).click();
  await expect(page.getByText(t('users.offers.send.done', { count: 1 }))).toBeVisible();
  await expect(row.locator('td.column-drivers_sent')).toHaveText('1');

  await page.goto('/drivers/list/all');
  await expect(names(page).first()).toBeVisible({ timeout: 30_000 });
  await filterSentOffer(page, 'Да', false);
  await page.getByLabel(t('drivers.filters.search')).fill(driver);
  await expect(names(page).filter({ hasText: driver })).not.toHaveCount(0);
});

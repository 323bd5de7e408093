/** The drivers list (filters, aggregator tabs) and driver creation, as a park's dispatcher uses them. */
import { expect, test, type Page } from '@playwright/test';
import { t } from '../../texts/t';
import { signIn } from './support';

const rows = (page: Page) => page.locator('tbody tr');
/** Cells of one column of the list (0 = ФИО, 1 = телефон, 2 = статус). */
const column = (page: Page, index: number) => page.locator(`tbody tr td:nth-child(${index + 1})`);

async function openList(page: Page) {
  await signIn(page, 'demo1');
  await page.goto('/drivers/list/all');
  // The first page of a cold server can take a while on a busy machine.
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
}

test('search finds drivers by a phone fragment and by name', async ({ page }) => {
  await openList(page);
  const search = page.getByLabel(t('drivers.filters.search'));

  const phone = (await column(page, 1).nth(2).textContent()) ?? '';
  const fragment = phone.slice(-7, -1);
  await search.fill(fragment);
  await expect(page).toHaveURL(/filter=.*search/);
  await expect(column(page, 1).first()).toContainText(fragment);
  for (const text of await column(page, 1).allTextContents()) expect(text).toContain(fragment);

  await search.fill('');
  await expect(rows(page)).toHaveCount(25);
  const name = ((await column(page, 0).nth(4).textContent()) ?? '').split(' ').slice(0, 2).join(' ');
  await search.fill(name);
  await expect(column(page, 0).first()).toContainText(name);
  for (const text of await column(page, 0).allTextContents()) expect(text).toContain(name);
});

test('a dispatcher coming back to the list types a new phone number over the last one', async ({ page }) => {
  await openList(page);
  const phones = await column(page, 1).allTextContents();
  const [first = '', second = ''] = [phones[1] ?? '', phones[3] ?? ''].map((phone) => phone.replace(/\D/g, '').slice(-7));
  const search = page.getByLabel(t('drivers.filters.search'));
  await search.click();
  await page.keyboard.type(first);
  const firstPhoneDigits = async () => ((await column(page, 1).first().textContent()) ?? '').replace(/\D/g, '');
  await expect.poll(firstPhoneDigits).toContain(first);
  // Off to a driver's card and back: the list still holds the last query.
  await rows(page).first().click();
  await expect(page).toHaveURL(/\/drivers\/detail\//);
  await page.goBack();
  await expect(search).toHaveValue(first);
  // A person clicks into the box and types; the new number replaces the old one.
  await search.click();
  await page.keyboard.type(second);
  await expect(search).toHaveValue(second);
  await expect.poll(firstPhoneDigits).toContain(second);
});

test('the status filter shows only drivers of that status', async ({ page }) => {
  await openList(page);
  await page.getByRole('button', { name: 'Добавить фильтр' }).click();
  await page.getByRole('menuitemcheckbox', { name: t('drivers.filters.status') }).click();
  await page.getByRole('combobox', { name: t('drivers.filters.status') }).click();
  await page.getByRole('option', { name: t('fleet.workStatus.fired') }).click();
  await expect(page).toHaveURL(/fired/);
  await expect(column(page, 2).first()).toHaveText(t('fleet.workStatus.fired'));
  const statuses = await column(page, 2).allTextContents();
  expect(new Set(statuses)).toEqual(new Set([t('fleet.workStatus.fired')]));
});

test('an aggregator tab lists that aggregator’s drivers with its figures', async ({ page }) => {
  await openList(page);
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toContainText(t('drivers.list.all'));
  await expect(tabs.first()).toContainText(/Всего в парке: \d/);
  const tab = tabs.nth(1);
  await expect(tab).toContainText(/Поездок: \d+/);
  const name = (await tab.locator('p').first().textContent()) ?? '';
  await tab.click();
  await expect(page).toHaveURL(/\/drivers\/list\/\d+/);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(column(page, 4).first()).toContainText(name);
  for (const text of await column(page, 4).allTextContents()) expect(text).toContain(name);
});

test('creating a driver shows the phone error in Russian, then opens the new card', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.goto('/drivers/new');
    const unique = String(Date.now()).slice(-7);
  await page.getByLabel(t('fleet.fields.last_name'), { exact: true }).fill('Тестов');
  await page.getByLabel(t('fleet.fields.first_name'), { exact: true }).fill('Пётр');
  await page.getByLabel(t('fleet.fields.phone'), { exact: true }).fill('8916123');
  await page.getByLabel(t('fleet.fields.licence_number'), { exact: true }).fill(`99ТТ${unique}`);
  await page.getByRole('button', { name: t('drivers.create.submit') }).click();
  await expect(page.getByText(t('fleet.validation.phone'))).toBeVisible();
  await expect(page.getByLabel(t('fleet.fields.phone'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/drivers\/new$/);

  await page.getByLabel(t('fleet.fields.phone'), { exact: true }).fill(`+7999${unique}`);
  await page.getByRole('button', { name: t('drivers.create.submit') }).click();
  await expect(page).toHaveURL(/\/drivers\/detail\/\d+\/balance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Тестов Пётр' })).toBeVisible();
  await expect(page.getByRole('group', { name: t('fleet.fields.phone') })).toContainText(`+7999${unique}`);
});

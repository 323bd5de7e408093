/**
 * Issue 12 §1 in the browser: the owner opens the demo park's manual aggregator «Gett», uploads a
 * registry (an xlsx made here with exceljs) with a bad row, sees the row's Russian errors with the
 * confirm button disabled, uploads the corrected file, confirms it, sees the result, and finds
 * the upload applied in the aggregator's history.
 */
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { DRIVER_ENDPOINTS } from '../../schemas/drivers';
import { REGISTRY_ENDPOINTS } from '../../schemas/registry';
import { t } from '../../texts/t';
import { apiOf, signIn } from './support';

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Реестр');
  sheet.addRow([t('registry.columns.order'), t('registry.columns.date'), t('registry.columns.phone'), t('registry.columns.price'), t('registry.columns.payment'), t('registry.columns.aggregator_commission')]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('upload a registry with a bad row, fix it, confirm it and see it applied', async ({ page }) => {
  test.setTimeout(120_000);
  const api = apiOf(page);
  await signIn(page, 'demo1');
  const { aggregators } = z.object({ aggregators: z.array(z.object({ id: z.number(), name: z.string() })) }).parse(await api(REGISTRY_ENDPOINTS.manual));
  const gett = aggregators[0];
  expect(gett?.name).toBe('Gett');
  const { driver_profiles: drivers } = z
    .object({ driver_profiles: z.array(z.object({ phone: z.string(), full_name: z.string() })) })
    .parse(await api(`${DRIVER_ENDPOINTS.list}?page=1&countperpage=1`));
  const driver = drivers[0];
  if (!gett || !driver) throw new Error('the demo park has no Gett or no drivers');

  // The card: the aggregator, its demo upload waiting for confirmation, the upload button.
  await page.goto(`/aggregators/handy/${gett.id}`);
  await expect(page.getByRole('heading', { name: 'Gett', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: t('registry.screen.history') })).toBeVisible();
  await page.getByRole('link', { name: t('registry.screen.upload') }).click();
  await expect(page).toHaveURL(new RegExp(`/aggregators/handy/${gett.id}/payment/upload$`));
  // The template comes under the server's name.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t('registry.template.button') }).click();
  expect((await downloading).suggestedFilename()).toBe(t('registry.template.fileName'));

  const stamp = String(Date.now() % 1_000_000);
  const good = [`E2E-${stamp}-1`, '19.11.2026 14:30', driver.phone, 1200, 'Безналичные', 180];
  const bad = [`E2E-${stamp}-2`, '31.02.2026', driver.phone, 'сто рублей', 'Бартер', ''];
  const fixed = [`E2E-${stamp}-2`, '20.11.2026 09:05', driver.phone, 640.5, 'Наличные', ''];

  const chooser = page.getByLabel(t('registry.screen.chooseFile'));
  await chooser.setInputFiles({ name: 'реестр-с-ошибкой.xlsx', mimeType: 'application/octet-stream', buffer: await workbook([good, bad]) });
  await expect(page.getByText(t('registry.screen.errorsFound', { count: 1 }))).toBeVisible();
  await expect(page.getByText(/^Ошибок в строках: 1\./)).toBeVisible();
  const badRow = page.locator('tr[data-status="error"]');
  const messages = page.locator('tr[data-messages-for="3"]');
  await expect(messages.getByText(`${t('registry.columns.date')}: ${t('registry.row.dateInvalid')}`)).toBeVisible();
  await expect(messages.getByText(`${t('registry.columns.price')}: ${t('registry.row.sumInvalid')}`)).toBeVisible();
  await expect(messages.getByText(`${t('registry.columns.payment')}: ${t('registry.row.paymentUnknown', { value: 'Бартер' })}`)).toBeVisible();
  await expect(badRow.locator('td[data-error="true"]')).toHaveCount(3);
  // A bad cell shows what the file held there.
  await expect(badRow.getByRole('cell', { name: 'Бартер', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: t('registry.screen.confirm') })).toBeDisabled();
  await page.screenshot({ path: '.tmp/handy-upload-errors.png', fullPage: true });

  // The corrected file: no errors, the confirm button enabled.
  await page.getByLabel(t('registry.screen.chooseFile')).setInputFiles({ name: 'реестр.xlsx', mimeType: 'application/octet-stream', buffer: await workbook([good, fixed]) });
  await expect(page.getByText(t('registry.screen.readyToApply', { count: 2 }))).toBeVisible();
  await expect(page.locator('tr[data-status="ok"]')).toHaveCount(2);
  await expect(page.getByRole('cell', { name: driver.full_name }).first()).toBeVisible();
  const confirm = page.getByRole('button', { name: t('registry.screen.confirm') });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  const result = page.getByRole('status').filter({ hasText: 'Реестр применён: загружено заказов 2' });
  await expect(result).toBeVisible();
  await expect(page.getByRole('button', { name: t('registry.screen.confirm') })).toHaveCount(0);
  await page.screenshot({ path: '.tmp/handy-upload-applied.png', fullPage: true });

  // The card's history: the file applied with its two orders and sum.
  await page.getByRole('link', { name: t('registry.screen.back') }).click();
  const history = page.getByRole('table', { name: t('registry.screen.history') });
  const row = history.getByRole('row').filter({ hasText: 'реестр.xlsx' });
  await expect(row.getByText(t('registry.status.applied')).filter({ visible: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '2', exact: true }).first()).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: 'реестр-с-ошибкой.xlsx' }).getByText(t('registry.status.invalid')).filter({ visible: true })).toBeVisible();
  await page.screenshot({ path: '.tmp/handy-card.png', fullPage: true });

  // On a phone both screens fit the width: nothing runs off the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('реестр.xlsx', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.tmp/handy-card-390.png', fullPage: true });
  await page.goto(`/aggregators/handy/${gett.id}/payment/upload`);
  await page.getByLabel(t('registry.screen.chooseFile')).setInputFiles({ name: 'телефон.xlsx', mimeType: 'application/octet-stream', buffer: await workbook([bad]) });
  await expect(page.locator('tr[data-messages-for="2"]').getByText(`${t('registry.columns.date')}: ${t('registry.row.dateInvalid')}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.tmp/handy-upload-390.png', fullPage: true });
});

/**
 * Issue 13 in the browser: the park's payouts list (the demo's payouts with Russian status chips,
 * the status filter, a row opening the payout's history), the drivers' operations, and a top-up
 * from a file with a bad row: the row's Russian error keeps «Пополнить» disabled, the fixed file
 * is credited, and the same file again changes nothing.
 */
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { DRIVER_ENDPOINTS } from '../../schemas/drivers';
import { t } from '../../texts/t';
import { apiOf, signIn } from './support';

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Пополнения');
  sheet.addRow(['Телефон', 'Сумма', 'Комментарий']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('the park’s payouts: status chips, a status filter, a payout’s history', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo1');
  await page.goto('/payments/transactions');
  await expect(page.getByText(t('payoutLists.status.returned')).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(t('payoutLists.status.completed')).first()).toBeVisible();
  await page.getByRole('combobox', { name: t('payoutLists.fields.status') }).click();
  await page.getByRole('option', { name: t('payoutLists.status.returned') }).click();
  await expect(page).toHaveURL(/status/);
  await expect(page.getByText(t('payoutLists.status.completed'))).toHaveCount(0);
  await page.getByRole('button', { name: /^№\d+$/ }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Выплата №\d+$/ });
  await expect(dialog.getByText(t('payoutLists.titles.history'))).toBeVisible();
  const history = dialog.getByRole('list', { name: t('payoutLists.titles.history') });
  await expect(history.getByText(t('payoutLists.status.created'))).toBeVisible();
  await expect(history.getByText(t('payoutLists.status.failed'))).toBeVisible();
  await expect(history.getByText(t('payoutLists.status.returned'))).toBeVisible();
  await expect(history).toContainText('Карта получателя не поддерживает зачисления');
});

test('the drivers’ operations list the payouts with their totals', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo1');
  await page.goto('/payments/drivers-operations');
  await expect(page.getByRole('cell', { name: t('payoutLists.transactionType.payout') }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: t('payoutLists.bulk.button') })).toBeVisible();
  await expect(page.getByRole('group', { name: t('payoutLists.totals.count') })).toContainText(t('payoutLists.totals.topups'));
});

test('a top-up from a file with a bad row, then fixed, then the same file again', async ({ page }) => {
  test.setTimeout(120_000);
  const api = apiOf(page);
  await signIn(page, 'demo1');
  const { driver_profiles: drivers } = z
    .object({ driver_profiles: z.array(z.object({ phone: z.string(), full_name: z.string() })) })
    .parse(await api(`${DRIVER_ENDPOINTS.list}?page=1&countperpage=1`));
  const driver = drivers[0];
  if (!driver) throw new Error('the demo park has no drivers');

  await page.goto('/payments/drivers-addbalance');
  await page.getByRole('tab', { name: t('payoutLists.topups.file') }).click();
  const input = page.getByLabel(t('payoutLists.topups.pickFile'));
  await input.setInputFiles({ name: 'bad.xlsx', mimeType: 'application/octet-stream', buffer: await workbook([[driver.phone, '500', 'Бонус e2e'], ['+79990000000', '100', '']]) });
  await expect(page.getByRole('note')).toHaveText(t('payoutLists.topupErrors.driverNotFound'));
  await expect(page.getByRole('button', { name: t('payoutLists.topups.confirm') })).toBeDisabled();

  const good = await workbook([[driver.phone, '500', 'Бонус e2e']]);
  await input.setInputFiles({ name: 'good.xlsx', mimeType: 'application/octet-stream', buffer: good });
  await expect(page.getByRole('table', { name: t('payoutLists.topups.previewTitle') })).toContainText(driver.full_name);
  await page.getByRole('button', { name: t('payoutLists.topups.confirm') }).click();
  await expect(page.getByText(t('payoutLists.topups.done', { created: 1, amount: '500,00\u00a0₽' }))).toBeVisible();

  await input.setInputFiles({ name: 'good-again.xlsx', mimeType: 'application/octet-stream', buffer: good });
  await page.getByRole('button', { name: t('payoutLists.topups.confirm') }).click();
  await expect(page.getByText(t('payoutLists.topups.doneReplayed', { replayed: 1 }))).toBeVisible();
});

/**
 * Issue 13's pay flows in the browser, against the engine's endpoints (POST /payouts/preview,
 * POST /payouts, POST /payouts/bulk/preview, POST /payouts/bulk, branch i13-engine): they run
 * once the engine is merged. A driver topped up here is paid from the card's payments tab with
 * the fee previewed, and the payout's status is followed until the sandbox completes it; a bulk
 * payout from a file shows its bad row's Russian error and pays the good one.
 */
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { DRIVER_ENDPOINTS } from '../../schemas/drivers';
import { t } from '../../texts/t';
import { bearerOf, signIn } from './support';

/** A driver the guards let through (the НПД guard refuses a self-employed driver whose status is not confirmed). */
async function payableDriver(page: Page, authorization: string, amount: string) {
  const response = await page.request.get(`/api${DRIVER_ENDPOINTS.list}?page=1&countperpage=30&sortcolumn=balance&sort=desc`, { headers: { authorization } });
  const { driver_profiles: drivers } = z.object({ driver_profiles: z.array(z.object({ id: z.number(), phone: z.string() })) }).parse(await response.json());
  for (const driver of drivers) {
    const topup = await page.request.post('/api/topups', {
      headers: { authorization, 'idempotency-key': `e2e-pay-${driver.id}-${Date.now()}` },
      data: { rows: [{ driver_id: driver.id, amount: '1000', comment: 'e2e' }] },
    });
    expect(topup.ok()).toBe(true);
    const answer = await page.request.post('/api/payouts/preview', { headers: { authorization }, data: { driver_id: driver.id, amount } });
    if (!answer.ok()) continue;
    const preview = z.object({ refusal: z.unknown(), needs_approval: z.boolean() }).passthrough().parse(await answer.json());
    if (preview.refusal === null && !preview.needs_approval) return driver;
  }
  throw new Error(`no demo driver can be paid ${amount} ₽ at once`);
}

test('pay one driver from the card, the fee shown first, and watch the status change live', async ({ page }) => {
  test.setTimeout(180_000);
  const authorization = bearerOf(page);
  await signIn(page, 'demo1');
  await page.goto('/payments/transactions');
  const driver = await payableDriver(page, authorization(), '100');

  await page.goto(`/drivers/detail/${driver.id}/payments`);
  await page.getByRole('button', { name: t('payoutLists.pay.button') }).click();
  const dialog = page.getByRole('dialog', { name: t('payoutLists.pay.title') });
  await dialog.getByLabel(t('payoutLists.pay.amount')).fill('100');
  await dialog.getByRole('button', { name: t('payoutLists.pay.preview') }).click();
  await expect(dialog.getByRole('region', { name: t('payoutLists.pay.preview') })).toContainText(t('payoutLists.pay.fee'));
  await dialog.getByRole('button', { name: t('payoutLists.pay.confirm') }).click();
  const payout = page.getByRole('dialog', { name: /^Выплата №\d+$/ });
  await expect(payout).toBeVisible();
  await expect(payout.getByText(t('payoutLists.status.completed')).first()).toBeVisible({ timeout: 120_000 });
});

test('a bulk payout from a file with a bad row', async ({ page }) => {
  test.setTimeout(180_000);
  const authorization = bearerOf(page);
  await signIn(page, 'demo1');
  await page.goto('/payments/drivers-operations');
  const driver = await payableDriver(page, authorization(), '10');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Выплаты');
  sheet.addRow(['Телефон', 'Сумма']);
  sheet.addRow([driver.phone, '10']);
  sheet.addRow(['+79990000000', '10']);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  await page.getByRole('button', { name: t('payoutLists.bulk.button') }).click();
  const dialog = page.getByRole('dialog', { name: t('payoutLists.bulk.title') });
  await dialog.getByRole('tab', { name: t('payoutLists.bulk.fromFile') }).click();
  await dialog.getByLabel(t('payoutLists.topups.pickFile')).setInputFiles({ name: 'bulk.xlsx', mimeType: 'application/octet-stream', buffer });
  // The bad row shows its Russian error; the good row alone is paid on confirm.
  await expect(dialog.getByRole('note')).toHaveText('Водитель не найден в парке');
  await dialog.getByRole('button', { name: t('payoutLists.bulk.confirm') }).click();
  await expect(page.getByText(/Создано выплат: 1/)).toBeVisible();
});

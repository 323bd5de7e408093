/**
 * Issue 13, «A self-employed driver without status is refused», in the browser: the owner opens a
 * demo self-employed driver whose НПД status was never checked; the driver card shows the НПД panel
 * in test mode with the payout refusal «Статус самозанятого не подтверждён…»; «Проверить статус»
 * queues a check, the sandbox tax service answers within its throttle, and the panel turns to
 * «Самозанятый» with no refusal, the dates filled in. Then the issuer is chosen. At a phone's width
 * the panel fits. Issue 20 §3: group 2 reads the park's receipts below the reconciliation of payouts.
 */
import { expect, test } from '@playwright/test';
import { z } from 'zod';
import { DRIVER_ENDPOINTS } from '../../schemas/drivers';
import { NpdCardSchema } from '../../schemas/npd';
import { t } from '../../texts/t';
import { PHONE, expectNoWiderThanWindow, expectReachable, expectWholeText } from './fit';
import { apiOf, signIn } from './support';

/** A self-employed demo driver with an ИНН whose status was never checked (the demo keeps a few). */
async function neverChecked(api: (path: string) => Promise<unknown>): Promise<number> {
  for (let pageNo = 1; pageNo <= 6; pageNo += 1) {
    const { driver_profiles: drivers } = z
      .object({ driver_profiles: z.array(z.object({ id: z.number(), employment_type: z.string(), work_status: z.string() })) })
      .parse(await api(`${DRIVER_ENDPOINTS.list}?page=${pageNo}&countperpage=50`));
    for (const driver of drivers.filter((row) => row.employment_type === 'selfemployed' && row.work_status !== 'fired')) {
      const card = NpdCardSchema.parse(await api(`/drivers/${driver.id}/npd`));
      if (card.checked_at === null && card.inn_present && !card.check_pending) return driver.id;
    }
  }
  throw new Error('the demo park has no never-checked self-employed driver');
}

test('a self-employed driver without status is refused until «Проверить статус» confirms them', async ({ page }) => {
  test.setTimeout(180_000);
  const api = apiOf(page);
  await signIn(page, 'demo1');
  const driverId = await neverChecked(api);

  await page.goto(`/drivers/detail/${driverId}/balance`);
  const panel = page.getByRole('region', { name: t('npd.panel.title') });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(t('npd.panel.sandbox'))).toBeVisible();
  await expect(panel.getByText(t('npd.status.unknown'), { exact: true })).toBeVisible();
  await expect(panel.getByText(t('npd.panel.never'))).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText(t('npd.refusal.unconfirmed'));

  await panel.getByRole('button', { name: t('npd.panel.check') }).click();
  await expect(page.getByText(t('npd.panel.checkQueued'))).toBeVisible();
  // The job asks the sandbox within its two checks a minute (other tests' payouts may have queued
  // checks before this one); the panel asks again while it waits.
  await expect(panel.getByText(t('npd.status.active'), { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(panel.getByRole('status')).toHaveCount(0);
  await expect(panel.getByText(t('npd.panel.never'))).toHaveCount(0);
  await expect(panel.getByText(/Является плательщиком налога на профессиональный доход/)).toBeVisible();

  // One issuer of the driver's receipts: the park on the driver's behalf.
  await panel.getByRole('combobox', { name: t('npd.panel.issuer') }).click();
  await page.getByRole('option', { name: t('npd.issuer.park') }).click();
  await expect(page.getByText(t('npd.panel.issuerSaved'))).toBeVisible();
  expect(NpdCardSchema.parse(await api(`/drivers/${driverId}/npd`)).issuer).toBe('park');

  await page.screenshot({ path: '.tmp/npd-panel-desktop.png', fullPage: true });
  // On a phone (below 450 px the menu is a drawer): the panel's controls are whole and reachable.
  await page.setViewportSize(PHONE);
  await page.reload();
  const check = page.getByRole('button', { name: t('npd.panel.check') });
  await expectReachable(check);
  await expectWholeText(check, t('npd.panel.check'));
  await expectReachable(page.getByRole('combobox', { name: t('npd.panel.issuer') }));
  await expectNoWiderThanWindow(page);
  await page.screenshot({ path: '.tmp/npd-panel-phone.png', fullPage: true });
});

test('group 2 reads the self-employed receipts below the reconciliation of payouts, at a desk and on a phone', async ({ page }) => {
  // Issue 20 §3: the receipts' list answered group 2 with 403 under the notifications' access.
  await signIn(page, 'demo2');
  await page.goto('/payments/reconciliation');
  const receipts = page.getByRole('region', { name: t('npd.receipts.title') });
  await expect(receipts.getByRole('heading', { name: t('npd.receipts.overdueTitle') })).toBeVisible();
  await expect(receipts.getByRole('table')).toBeVisible();
  await expect(page.getByText(t('app.noAccess'))).toHaveCount(0);
  await page.screenshot({ path: 'test-results/reconciliation-receipts-desk.png', fullPage: true });
  await page.setViewportSize(PHONE);
  await page.goto('/payments/reconciliation');
  await expectReachable(receipts.getByRole('heading', { name: t('npd.receipts.overdueTitle') }));
  await expectNoWiderThanWindow(page);
  await page.screenshot({ path: 'test-results/reconciliation-receipts-phone.png', fullPage: true });
});

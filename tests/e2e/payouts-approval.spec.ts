/**
 * Issue 13's browser proofs of who may pay: a payout over a staff member's limit waits for a
 * second person, who approves it from the payout's card; and a self-employed driver whose НПД
 * status the tax service has not confirmed is refused with the reason before anything is held.
 * The demo's rules (server/db/demo-payouts.ts): demo5 sends up to 1 000 ₽ alone, demo1 approves.
 */
import { expect, test, type Page } from '@playwright/test';
import { z } from 'zod';
import { DRIVER_ENDPOINTS } from '../../schemas/drivers';
import { NpdCardSchema } from '../../schemas/npd';
import { PayoutPreviewSchema, PayoutSchema } from '../../schemas/payouts';
import { t } from '../../texts/t';
import { bearerOf, signIn } from './support';

async function driverIds(page: Page, authorization: string, count: number): Promise<number[]> {
  const response = await page.request.get(`/api${DRIVER_ENDPOINTS.list}?page=1&countperpage=${count}&sortcolumn=balance&sort=desc`, { headers: { authorization } });
  const { driver_profiles: drivers } = z.object({ driver_profiles: z.array(z.object({ id: z.number() })) }).parse(await response.json());
  return drivers.map((driver) => driver.id);
}

async function topUp(page: Page, authorization: string, driverId: number, amount: string): Promise<void> {
  const answer = await page.request.post('/api/topups', {
    headers: { authorization, 'idempotency-key': `e2e-approval-${driverId}-${Date.now()}` },
    data: { rows: [{ driver_id: driverId, amount, comment: 'e2e' }] },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function preview(page: Page, authorization: string, driverId: number, amount: string) {
  const answer = await page.request.post('/api/payouts/preview', { headers: { authorization }, data: { driver_id: driverId, amount } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return PayoutPreviewSchema.parse(await answer.json());
}

test('a payout over the staff member’s limit waits for a second person, who approves it', async ({ browser }) => {
  test.setTimeout(180_000);
  const accountant = await browser.newPage();
  const authorization = bearerOf(accountant);
  await signIn(accountant, 'demo5');

  // A driver the guards let through (not a self-employed driver waiting for the tax service).
  let chosen: number | null = null;
  for (const id of await driverIds(accountant, authorization(), 15)) {
    await topUp(accountant, authorization(), id, '5000');
    const answer = await preview(accountant, authorization(), id, '2000');
    if (answer.refusal === null && answer.needs_approval) {
      chosen = id;
      break;
    }
  }
  if (chosen === null) throw new Error('no demo driver can be paid 2 000 ₽ by demo5');

  await accountant.goto(`/drivers/detail/${chosen}/payments`);
  await accountant.getByRole('button', { name: t('payoutLists.pay.button') }).click();
  const dialog = accountant.getByRole('dialog', { name: t('payoutLists.pay.title') });
  await dialog.getByLabel(t('payoutLists.pay.amount')).fill('2000');
  await dialog.getByRole('button', { name: t('payoutLists.pay.preview') }).click();
  await expect(dialog.getByText(t('payoutLists.pay.needsApproval'))).toBeVisible();
  const created = accountant.waitForResponse((response) => response.url().endsWith('/api/payouts') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: t('payoutLists.pay.confirm') }).click();
  const payout = PayoutSchema.parse(await (await created).json());
  expect(payout.status).toBe('awaiting_approval');
  const card = accountant.getByRole('dialog', { name: t('payoutLists.titles.payout', { id: payout.id }) });
  await expect(card.getByText(t('payoutLists.status.awaiting_approval')).first()).toBeVisible();
  // The one who sent it cannot approve it: the server says so in Russian.
  await card.getByRole('button', { name: t('payoutLists.decision.approve') }).click();
  await expect(accountant.getByText(new RegExp(`${t('payouts.transition.selfApproval')}|${t('payouts.transition.mayNotApprove')}`))).toBeVisible();
  await expect(card.getByText(t('payoutLists.status.awaiting_approval')).first()).toBeVisible();
  await accountant.close();

  const owner = await browser.newPage();
  await signIn(owner, 'demo1');
  await owner.goto(`/payments/transactions?filter=${encodeURIComponent(JSON.stringify({ search: String(payout.id) }))}`);
  await owner.getByRole('button', { name: `№${payout.id}` }).first().click();
  const ownerCard = owner.getByRole('dialog', { name: t('payoutLists.titles.payout', { id: payout.id }) });
  await expect(ownerCard.getByText(t('payoutLists.status.awaiting_approval')).first()).toBeVisible();
  await ownerCard.getByRole('button', { name: t('payoutLists.decision.approve') }).click();
  await expect(owner.getByText(t('payoutLists.decision.approved'))).toBeVisible();
  // Approved, it goes to the rail and on to its end, followed live.
  await expect(ownerCard.getByText(t('payoutLists.status.completed')).first()).toBeVisible({ timeout: 120_000 });
  await owner.close();
});

test('a self-employed driver whose status the tax service has not confirmed is refused, with the reason', async ({ page }) => {
  test.setTimeout(120_000);
  const authorization = bearerOf(page);
  await signIn(page, 'demo1');

  let chosen: number | null = null;
  for (const id of await driverIds(page, authorization(), 100)) {
    const answer = await page.request.get(`/api/drivers/${id}/npd`, { headers: { authorization: authorization() } });
    if (!answer.ok()) continue;
    const card = NpdCardSchema.parse(await answer.json());
    if (card.selfemployed && card.refusal !== null) {
      chosen = id;
      break;
    }
  }
  if (chosen === null) throw new Error('the demo park has no self-employed driver without a confirmed status');
  await topUp(page, authorization(), chosen, '1000');

  await page.goto(`/drivers/detail/${chosen}/payments`);
  await page.getByRole('button', { name: t('payoutLists.pay.button') }).click();
  const dialog = page.getByRole('dialog', { name: t('payoutLists.pay.title') });
  await dialog.getByLabel(t('payoutLists.pay.amount')).fill('500');
  await dialog.getByRole('button', { name: t('payoutLists.pay.preview') }).click();
  // The reason speaks of НПД (e.g. «…не является плательщиком НПД по ответу ФНС…»), not always of «самозанятый».
  await expect(dialog.getByRole('alert').filter({ hasText: /НПД|самозанят/i })).toBeVisible();
  // Nothing to confirm: the refusal stands until the status is confirmed.
  await expect(dialog.getByRole('button', { name: t('payoutLists.pay.confirm') })).toHaveCount(0);
});

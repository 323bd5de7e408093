/**
 * Issue 13 in the browser: the owner connects a sandbox Точка account (its key shown only as the
 * last four, «Тестовый режим»), sets a colleague's payout limit without a second person's approval
 * (and cannot touch their own), picks the account that pays referral rewards by default, and sees
 * that Qiwi is closed — its history and balance with a clear notice and nothing to pay with.
 * Screens are photographed at 1280×800 and 390×844.
 */
import { expect, test, type Page } from '@playwright/test';
import { textsAt } from '../../texts/t';
import { signIn } from './support';

const t = textsAt('payoutAccounts');

async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `.tmp/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `.tmp/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the owner connects a sandbox account whose key is never shown back', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.goto('/payments/add-account');
  await expect(page.getByRole('heading', { name: t.add.title, level: 1 })).toBeVisible();
  await expect(page.getByText(t.add.qiwiClosed)).toBeVisible();
  await page.getByLabel(t.fields.name).fill('Точка — резерв');
  await page.getByLabel(t.fields.public_id).fill('40702810920000055555');
  await page.getByLabel(t.fields.bik).fill('044525104');
  await page.getByLabel(t.fields.api_key).fill('secret-tochka-key-4321');
  await expect(page.getByLabel(t.fields.sandbox)).toBeChecked();
  await shoot(page, 'payout-add-account');
  await page.getByRole('button', { name: t.add.submit }).click();
  await expect(page).toHaveURL(/\/payments\/tochka\/\d+\/settings$/);
  await expect(page.getByText(t.sandbox, { exact: true })).toBeVisible();
  await expect(page.getByText('•••• 4321')).toBeVisible();
  await expect(page.getByText('secret-tochka-key')).toHaveCount(0);
  await expect(page.getByLabel(t.fields.name)).toHaveValue('Точка — резерв');
  await page.getByLabel(t.fields.per_day_limit).fill('abc');
  await page.getByRole('button', { name: t.settings.save }).click();
  await expect(page.getByText(t.validation.money)).toBeVisible();
  await page.getByLabel(t.fields.per_day_limit).fill('500000');
  await page.getByRole('button', { name: t.settings.save }).click();
  await expect(page.getByText(t.settings.saved)).toBeVisible();
  await shoot(page, 'payout-tochka-settings');
});

test("the owner sets a colleague's limit without approval, never their own", async ({ page }) => {
  await signIn(page, 'demo1');
  await page.goto('/payments/access');
  await expect(page.getByRole('heading', { name: t.access.title, level: 1 })).toBeVisible();
  const own = page.getByRole('region', { name: 'Смирнов Алексей Викторович' });
  await expect(own.getByText(t.access.own)).toBeVisible();
  await expect(own.getByRole('button', { name: new RegExp(t.access.save) })).toHaveCount(0);
  const colleague = page.getByRole('region', { name: 'Кузнецова Марина Сергеевна' });
  await expect(colleague.getByLabel(t.access.limit)).toHaveValue('5000.00');
  await colleague.getByLabel(t.access.limit).fill('много');
  await colleague.getByRole('button', { name: new RegExp(t.access.save) }).click();
  await expect(colleague.getByText(t.validation.money)).toBeVisible();
  await colleague.getByLabel(t.access.limit).fill('75 000');
  await colleague.getByRole('button', { name: new RegExp(t.access.save) }).click();
  await expect(page.getByText(t.access.saved.replace('%{name}', 'Кузнецова Марина Сергеевна'))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Кузнецова Марина Сергеевна' }).getByLabel(t.access.limit)).toHaveValue('75000.00');
  await shoot(page, 'payout-access');
});

test("the owner sets a low balance's threshold and channels, the threshold checked under its field", async ({ page }) => {
  await signIn(page, 'demo1');
  await page.goto('/payments/notifications');
  await expect(page.getByRole('heading', { name: t.notices.title, level: 1 })).toBeVisible();
  const low = page.getByRole('region', { name: t.notices.events.low_balance });
  await expect(low.getByLabel(t.notices.threshold.low_balance)).toHaveValue('10000.00');
  await low.getByLabel(t.notices.threshold.low_balance).fill('много');
  await low.getByRole('button', { name: t.notices.save }).click();
  await expect(low.getByText(t.validation.money)).toBeVisible();
  await low.getByLabel(t.notices.threshold.low_balance).fill('5000');
  await low.getByLabel(t.notices.channels.sms).check();
  await low.getByRole('button', { name: t.notices.save }).click();
  await expect(page.getByText(t.notices.saved.replace('%{event}', t.notices.events.low_balance))).toBeVisible();
  await page.reload();
  const saved = page.getByRole('region', { name: t.notices.events.low_balance });
  await expect(saved.getByLabel(t.notices.threshold.low_balance)).toHaveValue('5000.00');
  await expect(saved.getByLabel(t.notices.channels.sms)).toBeChecked();
  // A notice without a threshold has no such field.
  await expect(page.getByRole('region', { name: t.notices.events.payout_failed }).getByRole('textbox')).toHaveCount(0);
  await shoot(page, 'payout-notifications');
});

test('the owner picks the account that pays referral rewards by default', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.goto('/payments/active-settings');
  await expect(page.getByRole('heading', { name: t.active.title, level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: t.kinds.referral }).click();
  // Qiwi is closed: it is never offered.
  await expect(page.getByRole('option', { name: /Qiwi/ })).toHaveCount(0);
  await page.getByRole('option', { name: `${t.rails.tbank} · Т-Банк, расчётный счёт (${t.sandbox})` }).click();
  await expect(page.getByText(t.active.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: t.kinds.referral })).toHaveText(`${t.rails.tbank} · Т-Банк, расчётный счёт (${t.sandbox})`);
  await shoot(page, 'payout-active-settings');
});

test('Qiwi is closed: its history and balance with a clear notice and no way to pay', async ({ page }) => {
  await signIn(page, 'demo4');
  await page.goto('/payments/qiwi');
  await expect(page).toHaveURL(/\/payments\/qiwi\/transactions$/);
  await expect(page.getByRole('heading', { name: t.qiwi.transactionsTitle, level: 1 })).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: t.qiwi.closedTitle });
  await expect(notice).toContainText('21.02.2024');
  // Its 2023 history: four completed payouts.
  for (const amount of ['1 500,00 ₽', '1 750,00 ₽', '2 000,00 ₽', '2 250,00 ₽']) await expect(page.getByRole('cell', { name: amount, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Выплат|Оплат|Отправ/ })).toHaveCount(0);
  await shoot(page, 'payout-qiwi-transactions');
  await page.goto('/payments/qiwi-balance');
  await expect(page.getByRole('alert').filter({ hasText: t.qiwi.closedTitle })).toBeVisible();
  // The demo wallet's balance was never read: the screen says so rather than inventing a sum.
  await expect(page.getByText('QIWI Кошелёк (закрыт)')).toBeVisible();
  await expect(page.getByText(t.noBalance, { exact: true })).toBeVisible();
  await shoot(page, 'payout-qiwi-balance');
  await page.goto('/payments/qiwi/settings');
  await expect(page.getByText('+79161234501', { exact: true })).toBeVisible();
  await expect(page.getByText('+79000000000', { exact: true })).toBeVisible();
  await expect(page.getByText(t.qiwi.flagOff)).toBeVisible();
});

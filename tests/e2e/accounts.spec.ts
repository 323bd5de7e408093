import { expect, test, type Page } from '@playwright/test';
import { HIDDEN_HELP_KEY } from '../../src/help/onboarding';
import { t } from '../../texts/t';
import { fillLoginForm, newestCode, signIn, typeCode } from './support';

const currentAccount = (page: Page) => page.getByRole('group', { name: t('accounts.current') });

/** The account linked: the park keeps the link, so a retry links another one of the demo park. */
const LINKED = [
  { login: 'demo2', name: 'Кузнецова Марина Сергеевна' },
  { login: 'demo3', name: 'Попов Игорь Николаевич' },
] as const;

test('an owner adds a linked account, switches to it, and the logout rules of spec 4 hold', async ({ page }, testInfo) => {
  const other = LINKED[Math.min(testInfo.retry, LINKED.length - 1)] ?? LINKED[0];
  // Wide enough for the accounts panel's own column (below it the panel is an app-bar drawer).
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page, 'demo1');
  // Sign-in lands on the figures (single frame); the accounts panel sits in the default frame.
  await openHome(page);
  await expect(currentAccount(page).getByText('demo1')).toBeVisible();

  await page.getByRole('button', { name: t('accounts.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('accounts.addTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: t('login.register') })).toHaveCount(0);

  // The current user cannot be added to its own list.
  await fillLoginForm(dialog, 'demo1');
  await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(dialog.getByText(t('accounts.alreadyAdded'))).toBeVisible();

  const since = new Date(Date.now() - 2000).toISOString();
  await fillLoginForm(dialog, other.login);
  await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: t('sms.title') })).toBeVisible();
  await typeCode(page, await newestCode(page.request, other.login, since));
  await expect(dialog).toBeHidden();

  const linked = page.getByRole('listitem', { name: other.login });
  await expect(linked).toBeVisible();
  await linked.getByRole('button', { name: t('accounts.switchTo') }).click();
  await expect(currentAccount(page).getByText(other.login)).toBeVisible();
  await expect(currentAccount(page).getByText(other.name)).toBeVisible();

  // A sub-account's logout removes it from the list and returns to the main user.
  await currentAccount(page).locator('xpath=..').getByRole('button', { name: t('menu.logout') }).click();
  await expect(currentAccount(page).getByText('demo1')).toBeVisible();
  await expect(page.getByRole('listitem', { name: other.login })).toHaveCount(0);

  // The owner's logout ends everything and goes to the login form.
  await currentAccount(page).locator('xpath=..').getByRole('button', { name: t('menu.logout') }).click();
  await expect(page).toHaveURL(/\/login\/?$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});

test('registration creates a park whose owner can sign in', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const login = `park-${Date.now()}`;
  await page.goto('/registration');
  await page.getByLabel(t('registration.parkName')).fill('Таксопарк Восток');
  await page.getByLabel(t('registration.ownerName')).fill('Иванов Пётр Сергеевич');
  await page.getByLabel(t('registration.login'), { exact: true }).fill(login);
  await page.getByLabel(t('registration.email')).fill(`${login}@vostok-taxi.ru`);
  await page.getByLabel(t('registration.phone')).pressSequentially('9031112233');
  await page.getByLabel(t('registration.password'), { exact: true }).fill('short');
  await page.getByLabel(t('registration.passwordRepeat')).fill('short');
  await page.getByRole('button', { name: t('registration.submit') }).click();
  await expect(page.getByText(t('registration.passwordWeak'))).toBeVisible();

  await page.getByLabel(t('registration.password'), { exact: true }).fill('vostok-park-2026');
  await page.getByLabel(t('registration.passwordRepeat')).fill('vostok-park-2026');
  await page.getByRole('button', { name: t('registration.submit') }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(t('registration.done'))).toBeVisible();
  await expect(page.getByRole('heading', { name: t('login.title') })).toBeVisible();
  // The new owner is a new user: onboarding's help panel would take the side column (tested in help.spec.ts).
  await page.evaluate((key) => localStorage.setItem(key, 'true'), HIDDEN_HELP_KEY);
  await signInAs(page, login, 'vostok-park-2026');
  await openHome(page);
  await expect(currentAccount(page).getByText('Таксопарк Восток')).toBeVisible();
});

async function signInAs(page: Page, login: string, password: string): Promise<void> {
  const since = new Date(Date.now() - 2000).toISOString();
  await fillLoginForm(page, login, password);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await typeCode(page, await newestCode(page.request, login, since));
  await expect(page.getByRole('menuitem', { name: t('menu.home') })).toBeVisible();
}

async function openHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/kpi\/main/);
  await page.getByRole('menuitem', { name: t('menu.home') }).click();
  await expect(page).toHaveURL(/\/$/);
}

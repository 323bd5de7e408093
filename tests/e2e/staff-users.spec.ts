/**
 * /users/users, the first screen built by the resource generator: the owner adds a staff user in
 * group 3 (a wrong e-mail is shown at the field first), the new user signs in and can open only
 * the home page, the owner blocks them and sees the change in the card's history.
 */
import { expect, test } from '@playwright/test';
import { t } from '../../texts/t';
import { HIDDEN_HELP_KEY } from '../../src/help/onboarding';
import { codeFor, fillLoginForm, signIn, typeCode } from './support';

test('the owner adds a group 3 user, who can open only the home page, then blocks them', async ({ page, browser }) => {
  // Two people sign in with their SMS codes in one test.
  test.setTimeout(120_000);
  const login = `staff${Date.now() % 1_000_000}`;
  const password = 'staff-pass-1';
  await signIn(page, 'demo1');
  await page.getByRole('menuitem', { name: t('menu.users') }).click();
  await expect(page).toHaveURL(/\/users\/users(\?|$)/);
  await expect(page.getByRole('cell', { name: 'demo4', exact: true })).toBeVisible();

  await page.getByRole('link', { name: /Создать/ }).click();
  await expect(page).toHaveURL(/\/users\/users\/create$/);
  // The list's «Логин» sort button shares the label until the lazy form replaces it: the field is a textbox.
  await page.getByRole('textbox', { name: t('generated.staffUsers.fields.login') }).fill(login);
  await page.getByLabel(t('generated.staffUsers.fields.name')).fill('Сотрудник Тестовый');
  await page.getByLabel(t('generated.staffUsers.fields.email')).fill('не-почта');
  await page.getByLabel(t('generated.staffUsers.fields.phone')).fill('+79160001234');
  await page.getByLabel(t('generated.staffUsers.fields.group_id')).click();
  await page.getByRole('option', { name: t('generated.staffUsers.choices.group_id.3') }).click();
  await page.getByRole('textbox', { name: t('generated.staffUsers.fields.password') }).fill(password);
  await page.getByRole('button', { name: /Сохранить/ }).click();
  await expect(page.getByText(t('generated.staffUsers.validation.email'))).toBeVisible();
  await page.getByLabel(t('generated.staffUsers.fields.email')).fill(`${login}@demo-park.ru`);
  await page.getByRole('button', { name: /Сохранить/ }).click();
  await expect(page).toHaveURL(/\/users\/users(\?|$)/);
  await page.getByPlaceholder(t('generated.generic.search')).fill(login);
  await expect(page.getByRole('cell', { name: login, exact: true })).toBeVisible();

  // The new user signs in on their own browser and finds only the home page open to them.
  const other = await browser.newContext();
  const staff = await other.newPage();
  await staff.addInitScript((key) => localStorage.setItem(key, 'true'), HIDDEN_HELP_KEY);
  await staff.goto('/login');
  await fillLoginForm(staff, login, password);
  const answer = staff.waitForResponse((response) => response.url().endsWith('/auth-api/auth'));
  await staff.getByRole('button', { name: t('login.submit'), exact: true }).click();
  const { data } = (await (await answer).json()) as { data: { sms_key: string } };
  await typeCode(staff, await codeFor(staff.request, data.sms_key));
  await expect(staff.getByRole('menuitem', { name: t('menu.home') })).toBeVisible();
  await staff.goto('/users/users');
  await expect(staff.getByText(t('app.noAccess'))).toBeVisible();

  // The owner blocks them; the card's history shows it. The owner's page is opened again: on a slow
  // machine the other sign-in outlasts the session's first minute, after which the scheduled fee-report
  // notice (src/modals) would stand over the list.
  await page.reload();
  await page.getByRole('cell', { name: login, exact: true }).click();
  await expect(page).toHaveURL(/\/users\/users\/\d+$/);
  await page.locator('form').getByText(t('generated.staffUsers.fields.disabled'), { exact: true }).click();
  await page.getByRole('button', { name: /Сохранить/ }).click();
  const history = page.getByRole('table', { name: t('generated.generic.history') });
  await expect(
    history.getByRole('row').filter({ hasText: t('generated.staffUsers.fields.disabled') }).filter({ hasText: t('generated.generic.yes') }),
  ).toHaveCount(1);
  await other.close();
});

test('a change made while the card still re-reads its user is kept and saved', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.getByRole('menuitem', { name: t('menu.users') }).click();
  const cell = page.getByRole('cell', { name: 'demo4', exact: true });
  await expect(cell).toBeVisible();
  // The card opens on the list's copy of demo4 and asks for the user again (through the list,
  // by id): that answer is held back until the name has been changed, as a slow network would.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const isReread = (url: string) => /\/api\/users(\/\d+)?(\?|$)/.test(url);
  const reread = page.waitForRequest((request) => request.method() === 'GET' && isReread(request.url()));
  await page.route((url) => isReread(url.href), async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.fallback();
  });
  await cell.click();
  await expect(page).toHaveURL(/\/users\/users\/\d+$/);
  await reread;
  const name = page.getByLabel(t('generated.staffUsers.fields.name'));
  await expect(name).toHaveValue(/\S/);
  const before = await name.inputValue();
  await name.fill(`${before} (смена)`);
  release();
  await page.waitForResponse((response) => response.request().method() === 'GET' && isReread(response.url()));
  await expect(name).toHaveValue(`${before} (смена)`);
  await page.getByRole('button', { name: /Сохранить/ }).click();
  const history = page.getByRole('table', { name: t('generated.generic.history') });
  await expect(history.getByRole('row').filter({ hasText: `${before} (смена)` })).toHaveCount(1);
  // Put back for the other tests.
  await name.fill(before);
  await page.getByRole('button', { name: /Сохранить/ }).click();
  await expect(history.getByRole('row').filter({ hasText: before }).first()).toBeVisible();
});

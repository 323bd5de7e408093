/**
 * The users section's card and rules as an owner uses them: a group 3 user sees only what the
 * group opens; narrowing a group 2 user's rules closes «Водители» to them — the API refuses their
 * very next request, and the menu drops the section once their cabinet reloads; «Завершить
 * сеансы» then signs them out.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { t, textsAt } from '../../texts/t';
import { HIDDEN_HELP_KEY } from '../../src/help/onboarding';
import { codeFor, fillLoginForm, signIn, typeCode } from './support';

const PASSWORD = 'staff-pass-1';

async function createStaffUser(page: Page, login: string, group: '2' | '3'): Promise<void> {
  await page.goto('/users/users/create');
  await page.getByLabel(t('generated.staffUsers.fields.login')).fill(login);
  await page.getByLabel(t('generated.staffUsers.fields.name')).fill(`Сотрудник ${login}`);
  await page.getByLabel(t('generated.staffUsers.fields.email')).fill(`${login}@demo-park.ru`);
  await page.getByLabel(t('generated.staffUsers.fields.phone')).fill(`+7916${String(Date.now()).slice(-7)}`);
  await page.getByLabel(t('generated.staffUsers.fields.group_id')).click();
  await page.getByRole('option', { name: t(`generated.staffUsers.choices.group_id.${group}`) }).click();
  await page.getByRole('textbox', { name: t('generated.staffUsers.fields.password') }).fill(PASSWORD);
  await page.getByRole('button', { name: /Сохранить/ }).click();
  await expect(page).toHaveURL(/\/users\/users(\?|$)/);
}

async function openCard(page: Page, login: string): Promise<void> {
  await page.getByPlaceholder(t('generated.generic.search')).fill(login);
  // The search lands in the URL after a pause; a click before that would be undone by it.
  await expect(page).toHaveURL(new RegExp(login));
  await page.getByRole('cell', { name: login, exact: true }).click();
  await expect(page).toHaveURL(/\/users\/users\/\d+$/);
}

/** The new user signs in on a browser of their own. */
async function signInAs(browser: Browser, login: string): Promise<Page> {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await staff.addInitScript((key) => localStorage.setItem(key, 'true'), HIDDEN_HELP_KEY);
  await staff.goto('/login');
  await fillLoginForm(staff, login, PASSWORD);
  const answer = staff.waitForResponse((response) => response.url().endsWith('/auth-api/auth'));
  await staff.getByRole('button', { name: t('login.submit'), exact: true }).click();
  const { data } = (await (await answer).json()) as { data: { sms_key: string } };
  await typeCode(staff, await codeFor(staff.request, data.sms_key));
  await expect(staff.getByRole('menuitem', { name: t('menu.home') })).toBeVisible();
  return staff;
}

const menuItem = (page: Page, label: string) => page.getByRole('menuitem', { name: new RegExp(`^${label}`) });

test('a group 3 user sees only what their group opens, and their rules have nothing to narrow', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const login = `observer${Date.now() % 1_000_000}`;
  await signIn(page, 'demo1');
  await createStaffUser(page, login, '3');
  await openCard(page, login);
  await page.getByRole('link', { name: t('users.actions.rules') }).click();
  await expect(page).toHaveURL(/\/users\/users\/\d+\/rules\/3$/);
  await expect(page.getByText(t('users.rules.intro', { group: t('generated.staffUsers.choices.group_id.3') }))).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  const staff = await signInAs(browser, login);
  await expect(menuItem(staff, t('menu.drivers'))).toHaveCount(0);
  await expect(menuItem(staff, t('menu.users'))).toHaveCount(0);
  await staff.goto('/drivers/list/all');
  await expect(staff.getByText(t('app.noAccess'))).toBeVisible();
  await staff.context().close();
});

test('narrowing a user’s rules closes a section: the API refuses at once, the menu drops it on reload', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const login = `admin${Date.now() % 1_000_000}`;
  await signIn(page, 'demo1');
  await createStaffUser(page, login, '2');
  const staff = await signInAs(browser, login);
  await expect(menuItem(staff, t('menu.drivers'))).toBeVisible();

  await openCard(page, login);
  await page.getByRole('link', { name: t('users.actions.rules') }).click();
  await expect(page).toHaveURL(/\/rules\/2$/);
  const drivers = page.getByRole('checkbox', { name: t('menu.drivers'), exact: true });
  await expect(drivers).toBeChecked();
  await drivers.uncheck();
  await expect(page.getByRole('checkbox', { name: textsAt('users.pages./drivers/blacklist') })).toBeDisabled();
  await page.getByRole('button', { name: t('users.rules.save') }).click();
  await expect(page.getByText(t('users.rules.saved'))).toBeVisible();

  // The staff user's open cabinet still shows the item; the server refuses what it asks for.
  const refused = staff.waitForResponse((response) => response.url().includes('/api/drivers/v2/list'));
  await menuItem(staff, t('menu.drivers')).click();
  expect((await refused).status()).toBe(403);
  await staff.reload();
  await expect(menuItem(staff, t('menu.home'))).toBeVisible();
  await expect(menuItem(staff, t('menu.transfers'))).toBeVisible();
  await expect(menuItem(staff, t('menu.drivers'))).toHaveCount(0);
  await staff.goto('/drivers/list/all');
  await expect(staff.getByText(t('app.noAccess'))).toBeVisible();

  // The owner ends the user's sessions: their next page load goes to the login form.
  await page.getByRole('link', { name: t('users.rules.back') }).click();
  await page.getByRole('button', { name: t('users.actions.endSessions') }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('users.actions.endSessions') }).click();
  await expect(page.getByText(t('users.actions.sessionsEnded', { count: 1 }))).toBeVisible();
  await staff.reload();
  await expect(staff).toHaveURL(/\/login/);
  await staff.context().close();
});

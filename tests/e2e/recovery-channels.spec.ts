/**
 * Issue 20 §1 as people live it: the owner changes a staff user's phone and is told it waits for
 * the user's code; the user is signed out, signs in again with the code sent to the OLD phone,
 * sees the notice, enters the code the NEW phone got, and from then on the new phone is used.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { t } from '../../texts/t';
import { HIDDEN_HELP_KEY } from '../../src/help/onboarding';
import { bearerOf, codeFor, fillLoginForm, signIn, typeCode } from './support';

const OLD_PHONE = '+79160007701';
const NEW_PHONE = '+79160007702';

interface OutboxEntry {
  phone: string;
  code: string;
  sms_key: string | null;
}

async function outbox(request: APIRequestContext, query: string): Promise<OutboxEntry[]> {
  return (await (await request.get(`/dev/sms-outbox?${query}`)).json()) as OutboxEntry[];
}

/** Signs in from /login on a page of its own; answers the phone the SMS code went to. */
async function signInStaff(page: Page, login: string, password: string): Promise<string> {
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), HIDDEN_HELP_KEY);
  await page.goto('/login');
  await fillLoginForm(page, login, password);
  const answer = page.waitForResponse((response) => response.url().endsWith('/auth-api/auth') && response.request().method() === 'POST');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  const { data } = (await (await answer).json()) as { data: { sms_key: string } };
  const code = await codeFor(page.request, data.sms_key);
  const [sent] = await outbox(page.request, `sms_key=${encodeURIComponent(data.sms_key)}`);
  await typeCode(page, code);
  await expect(page.getByRole('menuitem', { name: t('menu.home') })).toBeVisible();
  return sent?.phone ?? '';
}

test('a changed phone waits for the user’s code; sign-in keeps to the old phone until then', async ({ page, browser }) => {
  // Three sign-ins with SMS codes in one test.
  test.setTimeout(120_000);
  const login = `channel${Date.now() % 1_000_000}`;
  const password = 'channel-pass-1';
  await signIn(page, 'demo1');
  const bearer = bearerOf(page);
  await page.goto('/users/users');
  await expect.poll(bearer).not.toBe('');
  const created = await page.request.post('/api/users', {
    headers: { authorization: bearer() },
    data: { login, name: 'Сотрудник Контактов', email: `${login}@demo-park.ru`, phone: OLD_PHONE, group_id: 3, password },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  expect(await signInStaff(user, login, password)).toBe(OLD_PHONE);

  // The owner gives the user a new phone and is told it waits for the user's code.
  await page.goto(`/users/users/${id}`);
  const phoneField = page.getByLabel(t('generated.staffUsers.fields.phone'));
  await expect(phoneField).not.toHaveValue('');
  await phoneField.fill(NEW_PHONE);
  await page.getByRole('button', { name: /Сохранить/ }).click();
  await expect(page.getByRole('status').filter({ hasText: t('channels.saved.phone') })).toBeVisible();

  // The user was signed out everywhere; signing in again sends the code to the old phone.
  await user.reload();
  await expect(user).toHaveURL(/\/login/);
  expect(await signInStaff(user, login, password)).toBe(OLD_PHONE);

  // The notice asks for the code the new phone got; a wrong one is told at the field.
  const notice = user.getByRole('region', { name: t('channels.bar.region') });
  await expect(notice.getByText(t('channels.bar.phone', { value: '+7 *** ***-**-02' }))).toBeVisible();
  const code = (await outbox(user.request, `login=${login}`)).find((entry) => entry.phone === NEW_PHONE)?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await notice.getByLabel(t('channels.bar.code')).fill(code === '000000' ? '000001' : '000000');
  await notice.getByRole('button', { name: t('channels.bar.confirm') }).click();
  await expect(notice.getByText(t('sms.codeInvalid', { left: 4 }))).toBeVisible();
  await notice.getByLabel(t('channels.bar.code')).fill(code);
  await notice.getByRole('button', { name: t('channels.bar.confirm') }).click();
  await expect(user.getByText(t('channels.bar.confirmed.phone'))).toBeVisible();
  await expect(notice).toBeHidden();

  // From now on the new phone is the one: a sign-in on another device sends its code there.
  const laterContext = await browser.newContext();
  const later = await laterContext.newPage();
  expect(await signInStaff(later, login, password)).toBe(NEW_PHONE);
  await expect(later.getByRole('region', { name: t('channels.bar.region') })).toHaveCount(0);
  await userContext.close();
  await laterContext.close();
});

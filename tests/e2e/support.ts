/** What a person does again and again: signing in with the SMS code the sandbox gateway kept. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { t } from '../../texts/t';
import { HIDDEN_HELP_KEY } from '../../src/help/onboarding';
import { RAW_CODES } from '../helpers/raw-codes';

export const DEMO_PASSWORD = 'demo12345';

interface OutboxEntry {
  login: string;
  code: string;
  created_at: string;
}

/** The newest code sent to `login` after `since` (ISO time), as the sandbox outbox shows it. */
export async function newestCode(request: APIRequestContext, login: string, since: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/sms-outbox?login=${encodeURIComponent(login)}`);
      const entries = (await response.json()) as OutboxEntry[];
      const fresh = entries.find((entry) => entry.created_at >= since);
      code = fresh?.code ?? '';
      return code;
    })
    .toMatch(/^\d{5}$/);
  return code;
}

/** Fills the login form of the page, or of a dialog holding one (the add-account modal). */
export async function fillLoginForm(scope: Page | Locator, login: string, password = DEMO_PASSWORD): Promise<void> {
  await scope.getByLabel(t('login.login'), { exact: true }).fill(login);
  await scope.getByLabel(t('login.password'), { exact: true }).fill(password);
  await scope.getByRole('checkbox', { name: new RegExp(t('login.offerPrefix')) }).check();
}

/** Types a code into the five boxes the way a person does: one digit after another. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel(t('sms.digit', { n: 1 })).click();
  await page.keyboard.type(code);
}

/** The code of one sign-in challenge (its sms_key): parallel sign-ins of one login never mix. */
export async function codeFor(request: APIRequestContext, smsKey: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/sms-outbox?sms_key=${encodeURIComponent(smsKey)}`);
      const entries = (await response.json()) as OutboxEntry[];
      code = entries[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{5}$/);
  return code;
}

/**
 * Signs in from /login with the SMS step and waits for the cabinet frame. A demo user's first
 * sign-in in a fresh test database makes them a new user, whose onboarding panel would open over
 * the page: it is marked seen unless the test is about onboarding (`keepOnboarding`).
 */
export async function signIn(page: Page, login: string, options: { keepOnboarding?: boolean } = {}): Promise<void> {
  if (!options.keepOnboarding) {
    await page.addInitScript((key) => localStorage.setItem(key, 'true'), HIDDEN_HELP_KEY);
  }
  await page.goto('/login');
  await fillLoginForm(page, login);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/auth-api/auth') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  const { data } = (await (await answer).json()) as { data: { sms_key?: string } };
  if (data.sms_key === undefined) throw new Error(`no SMS step for ${login}`);
  await expect(page.getByRole('dialog', { name: t('sms.title') })).toBeVisible();
  await typeCode(page, await codeFor(page.request, data.sms_key));
  await expect(page.getByRole('dialog', { name: t('sms.title') })).toBeHidden();
  await expect(page.getByRole('menuitem', { name: t('menu.home') })).toBeVisible();
}

/** Words of the page that are a stored code (econom, android...) instead of its label. */
export async function rawCodesOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text.split(/[^A-Za-z_]+/).filter((word) => RAW_CODES.has(word));
}

/** The SPA's own bearer token, read off its requests (empty until it has made one). */
export function bearerOf(page: Page): () => string {
  let authorization = '';
  page.on('request', (request) => {
    const header = request.headers()['authorization'];
    if (header?.startsWith('Bearer ')) authorization = header;
  });
  return () => authorization;
}

/** GET on the main API with the SPA's own token, once the page has used one. */
export function apiOf(page: Page): (path: string) => Promise<unknown> {
  const bearer = bearerOf(page);
  return async (path) => {
    await expect.poll(bearer).not.toBe('');
    const response = await page.request.get(`/api${path}`, { headers: { authorization: bearer() } });
    expect(response.ok(), `GET ${path}`).toBe(true);
    return response.json();
  };
}

/** The benches' sign-in through the login form: password, then the SMS step's code from the sandbox outbox. */
import type { Page } from '@playwright/test';
import { t } from '../texts/t';

/** Fills and sends the login form at `url`; resolves with the SMS code once the SMS dialog shows. */
export async function passwordStep(page: Page, url: string, base: string, login = 'demo1'): Promise<string> {
  await page.goto(url);
  await page.getByLabel(t('login.login'), { exact: true }).fill(login);
  await page.getByLabel(t('login.password'), { exact: true }).fill('demo12345');
  await page.getByRole('checkbox', { name: new RegExp(t('login.offerPrefix')) }).check();
  const answer = page.waitForResponse((response) => response.url().endsWith('/auth-api/auth') && response.request().method() === 'POST');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  const { data } = (await (await answer).json()) as { data: { sms_key: string } };
  await page.getByRole('dialog', { name: t('sms.title') }).waitFor();
  const outbox = (await (await fetch(`${base}/dev/sms-outbox?sms_key=${data.sms_key}`)).json()) as { code: string }[];
  return outbox[0]?.code ?? '';
}

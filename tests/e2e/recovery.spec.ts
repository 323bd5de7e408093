import { expect, test } from '@playwright/test';
import { t, textsAt } from '../../texts/t';
import { newestCode, typeCode } from './support';

test('password recovery: e-mail, country and phone, SMS code, then the success text', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: new RegExp(t('login.restore')) }).click();
  const dialog = page.getByRole('dialog', { name: t('recovery.title') });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel(t('recovery.email')).fill('not-an-email');
  await dialog.getByRole('button', { name: t('recovery.next') }).click();
  await expect(dialog.getByText(t('recovery.emailInvalid'))).toBeVisible();
  await dialog.getByLabel(t('recovery.email')).fill('by-demo@demo-park.by');
  await dialog.getByRole('button', { name: t('recovery.next') }).click();

  // Belarus: the +375 mask ##-###-##-##.
  await dialog.getByLabel(t('recovery.country')).click();
  await page.getByRole('option', { name: textsAt('countries')[4] }).click();
  const phone = dialog.getByLabel(t('recovery.phone'));
  await phone.pressSequentially('291234567');
  await expect(phone).toHaveValue(/29-123-45-67/);
  const since = new Date(Date.now() - 2000).toISOString();
  await dialog.getByRole('button', { name: t('recovery.next') }).click();

  const code = await newestCode(page.request, 'by-demo@demo-park.by', since);
  await typeCode(page, code);
  await expect(dialog.getByText(t('recovery.success'))).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { t } from '../../texts/t';
import { signIn } from './support';

test('an unknown path shows the 404 page with a link to the main page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText(t('app.notFound'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('app.toMain') })).toHaveAttribute('href', '/');
});

test('a protected bookmark sends an anonymous visitor to the login form', async ({ page }) => {
  await page.goto('/payments/transactions');
  await expect(page).toHaveURL(/\/login/);
});

test('group 3 sees the no-access page on a section outside its groups', async ({ page }) => {
  await signIn(page, 'demo3');
  await page.goto('/payments/transactions');
  await expect(page.getByText(t('app.noAccess'))).toBeVisible();
  await expect(page.getByRole('menuitem', { name: t('menu.home') })).toBeVisible();
});

test('group 5 may open payments notifications but not the T-Bank settings', async ({ page }) => {
  await signIn(page, 'demo5');
  await page.goto('/payments/tinkoff/settings/1');
  await expect(page.getByText(t('app.noAccess'))).toBeVisible();
  await page.goto('/payments/notifications');
  await expect(page.getByText(t('app.noAccess'))).toBeHidden();
});

test('redirects of the spec keep working from a bookmark', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.goto('/drivers');
  await expect(page).toHaveURL(/\/drivers\/list\/all$/);
  await page.goto('/aggregators/antifrod');
  await expect(page).toHaveURL(/\/aggregators\/antifrod\/gett$/);
});

test('group 4 lands on the drivers list after signing in', async ({ page }) => {
  await signIn(page, 'demo4');
  await expect(page).toHaveURL(/\/drivers\/list\/all/);
});

test('the online cash register never shows outside Russia and the chat link is at the bottom', async ({ page }) => {
  await signIn(page, 'kz-demo');
  await expect(page.getByRole('menuitem', { name: t('menu.onlineKass') })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: t('menu.chat') })).toBeVisible();
});

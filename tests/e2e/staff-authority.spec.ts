/**
 * Who may manage whom, as a person sees it (issue 20 §1): demo5 (group 5) opens the owner's card
 * and finds it read-only with the reason, no actions and no «Сохранить»; on a group-4 user's card
 * the group choice offers only groups within their own. demo1, the owner, edits the same card.
 */
import { expect, test } from '@playwright/test';
import { t } from '../../texts/t';
import { signIn } from './support';

test('demo5 sees the owner read-only and gives only groups within its own', async ({ page }) => {
  await signIn(page, 'demo5');
  await page.getByRole('menuitem', { name: t('menu.users') }).click();
  await page.getByRole('cell', { name: 'demo1', exact: true }).click();
  await expect(page).toHaveURL(/\/users\/users\/\d+$/);
  await expect(page.getByText(t('users.authority.owner'))).toBeVisible();
  await expect(page.getByText(t('users.authority.readOnly'))).toBeVisible();
  await expect(page.getByText('demo1@demo-park.ru')).toBeVisible();
  await expect(page.getByRole('button', { name: /Сохранить/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('users.actions.resetPassword') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('users.actions.endSessions') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('users.actions.rules') })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(t('users.authority.owner'))).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 800 });

  // demo2 opens more than group 5 (the owners' pages): read-only too, for that reason.
  await page.goBack();
  await page.getByRole('cell', { name: 'demo2', exact: true }).click();
  await expect(page.getByText(t('users.authority.wider'))).toBeVisible();

  // demo4 is within group 5: the form, and only groups 3, 4 and 5 to give.
  await page.goBack();
  await page.getByRole('cell', { name: 'demo4', exact: true }).click();
  await expect(page.getByRole('button', { name: t('users.actions.resetPassword') })).toBeVisible();
  await page.getByLabel(t('generated.staffUsers.fields.group_id')).click();
  const options = page.getByRole('option');
  await expect(options).toHaveText(['—', t('generated.staffUsers.choices.group_id.3'), t('generated.staffUsers.choices.group_id.4'), t('generated.staffUsers.choices.group_id.5')]);
});

test('demo1, the owner, edits their own card', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.getByRole('menuitem', { name: t('menu.users') }).click();
  await page.getByRole('cell', { name: 'demo1', exact: true }).click();
  await expect(page).toHaveURL(/\/users\/users\/\d+$/);
  await expect(page.getByRole('button', { name: t('users.actions.resetPassword') })).toBeVisible();
  await expect(page.getByText(t('users.authority.owner'))).toHaveCount(0);
  await expect(page.getByText(t('users.authority.owned'), { exact: true })).toBeVisible();
  await page.getByLabel(t('generated.staffUsers.fields.name')).fill('Смирнов Алексей Викторович (владелец)');
  await page.getByRole('button', { name: /Сохранить/ }).click();
  const history = page.getByRole('table', { name: t('generated.generic.history') });
  await expect(history.getByRole('row').filter({ hasText: '(владелец)' })).toHaveCount(1);
});

/**
 * Who may manage whom, as a person sees it (issue 20 §1): demo5 (group 5) opens the owner's card
 * and finds it read-only with the reason, no actions and no «Сохранить»; on a group-4 user's card
 * the group choice offers only groups within their own. demo1, the owner, edits the same card.
 */
import { expect, test } from '@playwright/test';
import { ru } from '../../texts/ru';
import { ruResources } from '../../texts/ru-resources';
import { ruUsers } from '../../texts/ru-users';
import { signIn } from './support';

const texts = ruResources.staffUsers;
const groups = texts.choices.group_id;

test('demo5 sees the owner read-only and gives only groups within its own', async ({ page }) => {
  await signIn(page, 'demo5');
  await page.getByRole('menuitem', { name: ru.menu.users }).click();
  await page.getByRole('cell', { name: 'demo1', exact: true }).click();
  await expect(page).toHaveURL(/\/users\/users\/\d+$/);
  await expect(page.getByText(ruUsers.authority.owner)).toBeVisible();
  await expect(page.getByText(ruUsers.authority.readOnly)).toBeVisible();
  await expect(page.getByText('demo1@demo-park.ru')).toBeVisible();
  await expect(page.getByRole('button', { name: /Сохранить/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: ruUsers.actions.resetPassword })).toHaveCount(0);
  await expect(page.getByRole('button', { name: ruUsers.actions.endSessions })).toHaveCount(0);
  await expect(page.getByRole('link', { name: ruUsers.actions.rules })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(ruUsers.authority.owner)).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 800 });

  // demo2 opens more than group 5 (the owners' pages): read-only too, for that reason.
  await page.goBack();
  await page.getByRole('cell', { name: 'demo2', exact: true }).click();
  await expect(page.getByText(ruUsers.authority.wider)).toBeVisible();

  // demo4 is within group 5: the form, and only groups 3, 4 and 5 to give.
  await page.goBack();
  await page.getByRole('cell', { name: 'demo4', exact: true }).click();
  await expect(page.getByRole('button', { name: ruUsers.actions.resetPassword })).toBeVisible();
  await page.getByLabel(texts.fields.group_id).click();
  const options = page.getByRole('option');
  await expect(options).toHaveText(['—', groups['3'], groups['4'], groups['5']]);
});

test('demo1, the owner, edits their own card', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.getByRole('menuitem', { name: ru.menu.users }).click();
  await page.getByRole('cell', { name: 'demo1', exact: true }).click();
  await expect(page).toHaveURL(/\/users\/users\/\d+$/);
  await expect(page.getByRole('button', { name: ruUsers.actions.resetPassword })).toBeVisible();
  await expect(page.getByText(ruUsers.authority.owner)).toHaveCount(0);
  await expect(page.getByText(ruUsers.authority.owned, { exact: true })).toBeVisible();
  await page.getByLabel(texts.fields.name).fill('Смирнов Алексей Викторович (владелец)');
  await page.getByRole('button', { name: /Сохранить/ }).click();
  const history = page.getByRole('table', { name: ruResources.generic.history });
  await expect(history.getByRole('row').filter({ hasText: '(владелец)' })).toHaveCount(1);
});

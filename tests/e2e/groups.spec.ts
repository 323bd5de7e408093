/**
 * Issue 12 §2 in the browser: the owner creates a driver group, adds a park driver to it, edits
 * its cashless steps (a wrong percent and overlapping bands are shown at their fields in Russian),
 * sees the 7-day preview of the unsaved steps, saves them, and removes a saved step.
 */
import { expect, test } from '@playwright/test';
import { t } from '../../texts/t';
import { groupsTexts } from '../../resources/groups/groups/texts';
import { signIn } from './support';

test('create a group, add a driver, edit its steps and see the preview', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Вечерняя смена ${Date.now() % 100_000}`;
  await signIn(page, 'demo1');
  await page.goto('/groups');
  await expect(page.getByText(t('groups.allDrivers'))).toBeVisible();
  await page.getByRole('link', { name: /Создать/ }).first().click();
  await expect(page).toHaveURL(/\/groups\/new$/);
  // The list's «Название» sort button shares the label until the lazy form replaces it: the field is a textbox.
  await page.getByRole('textbox', { name: groupsTexts.labels.fields.name }).fill(name);
  await page.getByRole('button', { name: /Сохранить/ }).click();
  // The new group opens at once (its drivers and steps are set up there), told in its own words.
  await expect(page).toHaveURL(/\/groups\/detail\/\d+\/params$/);
  await expect(page.getByText(groupsTexts.labels.notifications.created)).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // Drivers: one of the park's, found by a piece of a surname.
  await page.getByRole('tab', { name: t('groups.tabs.drivers') }).click();
  await expect(page.getByText(t('groups.drivers.empty'))).toBeVisible();
  await page.getByLabel(t('groups.drivers.picker')).fill('ов');
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  const chosen = (await option.textContent())?.split(',')[0]?.trim() ?? '';
  await option.click();
  await page.getByRole('button', { name: t('groups.drivers.add') }).click();
  await expect(page.getByRole('cell', { name: chosen, exact: true })).toBeVisible();
  await expect(page.getByText(t('groups.drivers.total').replace('%{count}', '1'))).toBeVisible();

  // Commissions: the cashless tab, a new step with the spec's defaults, a wrong percent, the preview.
  await page.getByRole('tab', { name: t('groups.tabs.commissions') }).click();
  await expect(page).toHaveURL(/\/groups\/detail\/\d+\/step-1$/);
  await expect(page.getByText(t('groups.commissions.noSteps'))).toBeVisible();
  // Steps set up where there were none are meant to act: the switch is already on.
  await expect(page.getByRole('switch', { name: t('groups.commissions.active') })).toBeChecked();
  await page.getByRole('button', { name: t('groups.commissions.addStep') }).click();
  const step = page.getByRole('group', { name: 'Шаг1' });
  await expect(step.getByLabel(t('groups.commissions.fields.step_name'))).toHaveValue('Шаг1');
  await expect(step.getByLabel(t('groups.commissions.fields.step'), { exact: true })).toHaveValue('1');
  const commission = step.getByLabel(`${t('groups.commissions.fields.commission')}, ${t('groups.commissions.percentUnit')}`);
  await expect(commission).toHaveValue('0.00');
  await commission.fill('150');
  await expect(step.getByText(t('groups.commissions.validation.percent'))).toBeVisible();
  await expect(page.getByText(t('groups.commissions.preview.invalid'))).toBeVisible();
  await commission.fill('10');
  await expect(step.getByText(t('groups.commissions.validation.percent'))).toHaveCount(0);

  const preview = page.getByTestId('commission-preview');
  await expect(preview.getByRole('group', { name: t('groups.commissions.preview.wouldEarn') })).toBeVisible();
  await expect(preview.getByRole('group', { name: t('groups.commissions.preview.trips') })).toBeVisible();
  await page.getByRole('button', { name: t('groups.commissions.save') }).click();
  await expect(page.getByText(t('groups.commissions.saved'))).toBeVisible();
  await expect(page.getByText(/^Шаги не действуют/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('switch', { name: t('groups.commissions.active') })).toBeChecked();
  await expect(page.getByText(/^Шаги не действуют/)).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Шаг1' }).getByLabel(`${t('groups.commissions.fields.commission')}, ${t('groups.commissions.percentUnit')}`)).toHaveValue('10.00');

  // A second step from 500 ₽ (the first now ends there), saved, then removed: DELETE …/{step}/delete.
  await page.getByRole('group', { name: 'Шаг1' }).getByLabel(t('groups.commissions.fields.max_limit')).fill('500');
  await page.getByRole('button', { name: t('groups.commissions.addStep') }).click();
  const second = page.getByRole('group', { name: 'Шаг2' });
  await expect(second.getByLabel(t('groups.commissions.fields.step'), { exact: true })).toHaveValue('2');
  await expect(second.getByText(t('groups.commissions.validation.overlap').replace('%{name}', 'Шаг1'))).toBeVisible();
  await second.getByLabel(t('groups.commissions.fields.min_limit')).fill('500');
  await page.getByRole('button', { name: t('groups.commissions.save') }).click();
  await expect(page.getByText(t('groups.commissions.saved'))).toBeVisible();
  await second.getByRole('button', { name: `${t('groups.commissions.removeStep')}: Шаг2` }).click();
  await expect(page.getByText(t('groups.commissions.stepRemoved'))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Шаг1' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Шаг2' })).toHaveCount(0);
});

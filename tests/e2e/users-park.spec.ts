/**
 * /users/entity and /users/taxi, built by the resource generator: the owner adds the park's legal
 * entity with a mistyped ИНН, sees the error at the field, fixes it and saves; then moves the
 * park to another city's time zone on the park card and finds it saved, in the card and in its
 * history.
 */
import { expect, test } from '@playwright/test';
import { t } from '../../texts/t';
import { signIn } from './support';

const save = /Сохранить/;

test('the owner adds a legal entity: a wrong ИНН is shown at its field, fixed, then saved', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.goto('/users/entity');
  await expect(page.getByRole('cell', { name: 'ООО «Демо-парк»' })).toBeVisible();
  await page.getByRole('link', { name: /Создать/ }).click();
  await expect(page).toHaveURL(/\/users\/entity\/create$/);
  // The requisites follow the park's country, shown and not chosen.
  await expect(page.getByLabel(t('generated.legalEntities.fields.country_code'))).toHaveText(t('generated.legalEntities.choices.country_code.2'));

  await page.getByLabel(t('generated.legalEntities.fields.kind')).click();
  await page.getByRole('option', { name: t('generated.legalEntities.choices.kind.company') }).click();
  await page.getByLabel(t('generated.legalEntities.fields.name')).fill('ООО «Такси Север»');
  const inn = page.getByLabel(t('generated.legalEntities.fields.inn'));
  await inn.fill('7707083894');
  await page.getByLabel(t('generated.legalEntities.fields.kpp')).fill('773601001');
  await page.getByLabel(t('generated.legalEntities.fields.ogrn')).fill('1027700132195');
  await page.getByLabel(t('generated.legalEntities.fields.bank_name')).fill('ПАО Сбербанк');
  await page.getByLabel(t('generated.legalEntities.fields.bik')).fill('044525225');
  await page.getByLabel(t('generated.legalEntities.fields.account')).fill('4070 2810 9380 0001 2345');
  await page.getByLabel(t('generated.legalEntities.fields.corr_account')).fill('30101810400000000225');
  await page.getByRole('button', { name: save }).click();

  await expect(inn).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t('generated.legalEntities.validation.innCompany'))).toBeVisible();
  await expect(page).toHaveURL(/\/users\/entity\/create$/);

  await inn.fill('7707083893');
  await expect(page.getByText(t('generated.legalEntities.validation.innCompany'))).toBeHidden();
  await page.getByRole('button', { name: save }).click();
  await expect(page).toHaveURL(/\/users\/entity(\?|$)/);
  const row = page.getByRole('row').filter({ hasText: 'ООО «Такси Север»' });
  await expect(row).toContainText('7707083893');
  await expect(row).toContainText('40702810938000012345');
});

test('the owner moves the park to Novosibirsk time on the park card and finds it saved', async ({ page }) => {
  const renamed = 'Демо-парк Сибирь';
  await signIn(page, 'demo1');
  await page.goto('/users/taxi');
  const zone = page.getByLabel(t('generated.parkCard.fields.timezone_city'));
  await expect(zone).toHaveValue(`${t('timezones.moscow')} (UTC+3)`);
  await expect(page.getByLabel(t('generated.parkCard.fields.name'))).toHaveValue('Демо-парк');
  // The country is shown, fixed.
  await expect(page.getByLabel(t('generated.parkCard.fields.country_code'))).toHaveText(t('generated.parkCard.choices.country_code.2'));

  await zone.fill('Новосиб');
  await page.getByRole('option', { name: `${t('timezones.novosibirsk')} (UTC+7)` }).click();
  await page.getByLabel(t('generated.parkCard.fields.name')).fill(renamed);
  await page.getByRole('button', { name: save }).click();
  const history = page.getByRole('table', { name: t('generated.generic.history') });
  await expect(
    history.getByRole('row').filter({ hasText: t('generated.parkCard.fields.timezone_city') }).filter({ hasText: 'Новосибирск (UTC+7)' }),
  ).toHaveCount(1);

  // The shell's picture of the park follows without a reload: the home page names it anew.
  await page.getByRole('menuitem', { name: t('menu.home') }).click();
  await expect(page.locator('dd', { hasText: renamed })).toBeVisible();

  await page.goto('/users/taxi');
  await expect(page.getByLabel(t('generated.parkCard.fields.timezone_city'))).toHaveValue(`${t('timezones.novosibirsk')} (UTC+7)`);
  // Only the park's own country's cities are offered.
  await page.getByLabel(t('generated.parkCard.fields.timezone_city')).fill('Алма');
  await expect(page.getByRole('option', { name: /Алматы/ })).toHaveCount(0);
});

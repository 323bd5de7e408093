/**
 * Issue 12 §1 in the browser: the owner of the Belarusian demo park connects its Yandex aggregator
 * through the wizard to the local Yandex Fleet contract server (playwright.config.ts starts it):
 * a malformed Client ID is refused at the field in Russian, the check answers the platform's
 * driver count and work rules, a rule is mapped to a park group, and the import the wizard starts
 * brings the platform's drivers while the done step follows it. Another aggregator is added from
 * the catalogue with its city and goes through the wizard in «Тестовый режим»; a dispatcher sees
 * the aggregators but cannot connect one.
 */
import { expect, test } from '@playwright/test';
import { t } from '../../texts/t';
import { E2E_FLEET_PARK } from '../helpers/fleet-contract-cli-park';
import { signIn } from './support';

test('connect the Yandex aggregator through the wizard and see its import run', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'by-demo');
  await page.goto('/aggregators');
  const yandex = page.getByRole('link', { name: 'Яндекс Go' });
  await expect(yandex.getByText(t('aggregators.kind.sandbox'))).toBeVisible();
  await yandex.click();
  await expect(page).toHaveURL(/\/aggregators\/detail\/\d+$/);
  await expect(page.getByText(t('aggregators.card.sandboxNote'))).toBeVisible();
  await page.getByRole('link', { name: t('aggregators.card.settings') }).click();
  await expect(page).toHaveURL(/\/step-1$/);

  await page.getByLabel(t('aggregators.wizard.clientId')).fill('park');
  await page.getByLabel(t('aggregators.wizard.apiKey')).fill(E2E_FLEET_PARK.apiKey);
  await page.getByLabel(t('aggregators.wizard.parkId')).fill(E2E_FLEET_PARK.parkId);
  await page.getByRole('button', { name: t('aggregators.wizard.save') }).click();
  await expect(page.getByText(t('aggregatorImport.validation.clientId'))).toBeVisible();
  await page.getByLabel(t('aggregators.wizard.clientId')).fill(`taxi/park/${E2E_FLEET_PARK.parkId}`);
  await page.getByLabel(t('aggregators.create.city')).click();
  await page.getByRole('option', { name: /Санкт-Петербург/ }).click();
  await page.getByRole('button', { name: t('aggregators.wizard.save') }).click();

  await expect(page).toHaveURL(/\/step-2$/);
  const check = page.getByTestId('check-result');
  await expect(check).toContainText(t('aggregators.wizard.checkOk'));
  await expect(check).toContainText(t('aggregators.wizard.checkDrivers').replace('%{drivers}', '12'));
  await expect(check).toContainText(t('aggregators.wizard.checkRules').replace('%{rules}', '3'));
  await page.getByRole('link', { name: t('aggregators.wizard.next') }).click();

  await expect(page).toHaveURL(/\/step-3$/);
  await expect(page.getByText(`Подключение (архив) (${t('aggregators.wizard.ruleDisabled')})`)).toBeVisible();
  await page.getByLabel(`${t('aggregators.wizard.group')}: Аренда`, { exact: true }).click();
  await page.getByRole('option', { name: 'Аренда авто', exact: true }).click();
  await page.getByRole('button', { name: t('aggregators.wizard.save') }).click();

  await expect(page).toHaveURL(/\/step-4$/);
  await expect(page.getByText(t('aggregators.wizard.doneTitle'))).toBeVisible();
  // The runner (every second here) takes the new connection and imports the contract park.
  const progress = page.getByTestId('import-progress');
  await expect(progress.getByText(t('aggregatorImport.status.completed'), { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(progress).toContainText('Загружено водителей: 12');
  await page.getByRole('link', { name: t('aggregators.wizard.toCard') }).click();
  await expect(page).toHaveURL(/\/aggregators\/detail\/\d+$/);
  await expect(page.getByText(t('aggregators.kind.api'))).toBeVisible();
  await expect(page.getByText(/Санкт-Петербург/)).toBeVisible();
  await expect(page.getByText('Групп сопоставлено: 1 из 3')).toBeVisible();
});

test('add an aggregator from the catalogue and go through the wizard in the sandbox; a dispatcher only reads', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'by-demo');
  await page.goto('/aggregators/new');
  await expect(page.getByRole('radio', { name: /Яндекс Go/ })).toBeDisabled();
  await page.getByRole('button', { name: t('aggregators.create.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('aggregators.validation.code') })).toBeVisible();
  await page.getByRole('radio', { name: /Ситимобил/ }).check();
  await page.getByLabel(t('aggregators.create.city')).click();
  await page.getByRole('option', { name: /Казань/ }).click();
  await page.getByRole('button', { name: t('aggregators.create.submit') }).click();
  await expect(page).toHaveURL(/\/aggregators\/detail\/\d+\/step-1$/);
  await expect(page.getByText(t('aggregators.wizard.sandboxNote'))).toBeVisible();
  await page.getByRole('button', { name: t('aggregators.wizard.save') }).click();
  await expect(page.getByTestId('check-result')).toContainText(t('aggregators.wizard.checkSandbox'));
  await page.getByRole('link', { name: t('aggregators.wizard.next') }).click();
  await expect(page.getByText('Штатный')).toBeVisible();
  await page.getByRole('button', { name: t('aggregators.wizard.save') }).click();
  await expect(page.getByText(t('aggregators.wizard.doneSandbox'))).toBeVisible();
  await page.getByRole('link', { name: t('aggregators.wizard.toCard') }).click();
  await expect(page.getByText(/Казань/)).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'demo4');
  await page.goto('/aggregators');
  await expect(page.getByRole('link', { name: 'Яндекс Go' })).toBeVisible();
  await expect(page.getByRole('link', { name: t('aggregators.list.add') })).toHaveCount(0);
});

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
import { ruAggregatorImport } from '../../texts/ru-aggregator-import';
import { ruAggregators } from '../../texts/ru-aggregators';
import { E2E_FLEET_PARK } from '../helpers/fleet-contract-cli-park';
import { signIn } from './support';

const w = ruAggregators.wizard;

test('connect the Yandex aggregator through the wizard and see its import run', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'by-demo');
  await page.goto('/aggregators');
  const yandex = page.getByRole('link', { name: 'Яндекс Go' });
  await expect(yandex.getByText(ruAggregators.kind.sandbox)).toBeVisible();
  await yandex.click();
  await expect(page).toHaveURL(/\/aggregators\/detail\/\d+$/);
  await expect(page.getByText(ruAggregators.card.sandboxNote)).toBeVisible();
  await page.getByRole('link', { name: ruAggregators.card.settings }).click();
  await expect(page).toHaveURL(/\/step-1$/);

  await page.getByLabel(w.clientId).fill('park');
  await page.getByLabel(w.apiKey).fill(E2E_FLEET_PARK.apiKey);
  await page.getByLabel(w.parkId).fill(E2E_FLEET_PARK.parkId);
  await page.getByRole('button', { name: w.save }).click();
  await expect(page.getByText(ruAggregatorImport.validation.clientId)).toBeVisible();
  await page.getByLabel(w.clientId).fill(`taxi/park/${E2E_FLEET_PARK.parkId}`);
  await page.getByLabel(ruAggregators.create.city).click();
  await page.getByRole('option', { name: /Санкт-Петербург/ }).click();
  await page.getByRole('button', { name: w.save }).click();

  await expect(page).toHaveURL(/\/step-2$/);
  const check = page.getByTestId('check-result');
  await expect(check).toContainText(w.checkOk);
  await expect(check).toContainText(w.checkDrivers.replace('%{drivers}', '12'));
  await expect(check).toContainText(w.checkRules.replace('%{rules}', '3'));
  await page.getByRole('link', { name: w.next }).click();

  await expect(page).toHaveURL(/\/step-3$/);
  await expect(page.getByText(`Подключение (архив) (${w.ruleDisabled})`)).toBeVisible();
  await page.getByLabel(`${w.group}: Аренда`, { exact: true }).click();
  await page.getByRole('option', { name: 'Аренда авто', exact: true }).click();
  await page.getByRole('button', { name: w.save }).click();

  await expect(page).toHaveURL(/\/step-4$/);
  await expect(page.getByText(w.doneTitle)).toBeVisible();
  // The runner (every second here) takes the new connection and imports the contract park.
  const progress = page.getByTestId('import-progress');
  await expect(progress.getByText(ruAggregatorImport.status.completed, { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(progress).toContainText('Загружено водителей: 12');
  await page.getByRole('link', { name: w.toCard }).click();
  await expect(page).toHaveURL(/\/aggregators\/detail\/\d+$/);
  await expect(page.getByText(ruAggregators.kind.api)).toBeVisible();
  await expect(page.getByText(/Санкт-Петербург/)).toBeVisible();
  await expect(page.getByText('Групп сопоставлено: 1 из 3')).toBeVisible();
});

test('add an aggregator from the catalogue and go through the wizard in the sandbox; a dispatcher only reads', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'by-demo');
  await page.goto('/aggregators/new');
  await expect(page.getByRole('radio', { name: /Яндекс Go/ })).toBeDisabled();
  await page.getByRole('button', { name: ruAggregators.create.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: ruAggregators.validation.code })).toBeVisible();
  await page.getByRole('radio', { name: /Ситимобил/ }).check();
  await page.getByLabel(ruAggregators.create.city).click();
  await page.getByRole('option', { name: /Казань/ }).click();
  await page.getByRole('button', { name: ruAggregators.create.submit }).click();
  await expect(page).toHaveURL(/\/aggregators\/detail\/\d+\/step-1$/);
  await expect(page.getByText(w.sandboxNote)).toBeVisible();
  await page.getByRole('button', { name: w.save }).click();
  await expect(page.getByTestId('check-result')).toContainText(w.checkSandbox);
  await page.getByRole('link', { name: w.next }).click();
  await expect(page.getByText('Штатный')).toBeVisible();
  await page.getByRole('button', { name: w.save }).click();
  await expect(page.getByText(w.doneSandbox)).toBeVisible();
  await page.getByRole('link', { name: w.toCard }).click();
  await expect(page.getByText(/Казань/)).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'demo4');
  await page.goto('/aggregators');
  await expect(page.getByRole('link', { name: 'Яндекс Go' })).toBeVisible();
  await expect(page.getByRole('link', { name: ruAggregators.list.add })).toHaveCount(0);
});

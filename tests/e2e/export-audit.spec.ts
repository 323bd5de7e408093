/**
 * /users/exports (issue 11 §3, 152-ФЗ): the owner exports the drivers list with a search, then
 * finds the export in «Журнал выгрузок персональных данных» — who, what, the filter in Russian,
 * the rows — filters the journal by what was exported, and reads no stored code anywhere on it.
 * An administrator (group 2) may not open the journal.
 */
import { expect, test } from '@playwright/test';
import { DRIVER_ENDPOINTS } from '../../schemas/drivers';
import { t } from '../../texts/t';
import { rawCodesOn, signIn } from './support';

test('the owner exports the drivers list and finds the export in the journal', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo1');
  await page.goto('/drivers/list/all');
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  // The list is searched (its request carries the search) before the file is asked for.
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === `/api${DRIVER_ENDPOINTS.list}` && url.searchParams.get('search') === 'Иван';
  });
  await page.getByLabel(t('drivers.filters.search')).fill('Иван');
  await searched;
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });

  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api${DRIVER_ENDPOINTS.listExport}` && response.status() === 200,
  );
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: t('fleet.export.button') }).click();
  const [response] = await Promise.all([answer, downloading]);
  expect(new URL(response.url()).searchParams.get('search')).toBe('Иван');

  await page.goto('/users/exports');
  await expect(page.getByText(t('generated.exportAudit.title')).first()).toBeVisible({ timeout: 30_000 });
  const row = page.locator('tbody tr').first();
  // The journal's chunk loads on a busy machine as slowly as the list did.
  await expect(row).toContainText(t('generated.exportAudit.choices.kind.drivers'), { timeout: 30_000 });
  await expect(row).toContainText('Смирнов Алексей Викторович');
  await expect(row).toContainText('Поиск: «Иван»');
  await expect(row).toContainText('Период:');
  // The number of drivers in the file, set when the last row was written.
  await expect(row.locator('td').last()).toHaveText(/^\d+$/);
  for (const header of [t('generated.exportAudit.fields.created_at'), t('generated.exportAudit.fields.user_name'), t('generated.exportAudit.fields.kind'), t('generated.exportAudit.fields.parameters'), t('generated.exportAudit.fields.row_count')]) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  }
  expect(await rawCodesOn(page)).toEqual([]);

  // Filtered by what was exported: kept in the URL, answered by the API.
  const kind = page.getByRole('combobox', { name: t('generated.exportAudit.fields.kind') });
  await kind.click();
  await page.getByRole('option', { name: t('generated.exportAudit.choices.kind.staff_users') }).click();
  await expect(page).toHaveURL(/staff_users/);
  await expect(page.locator('tbody tr')).toHaveCount(0, { timeout: 30_000 });
  await kind.click();
  await page.getByRole('option', { name: t('generated.exportAudit.choices.kind.drivers') }).click();
  await expect(page.locator('tbody tr').first()).toContainText('Поиск: «Иван»', { timeout: 30_000 });
});

test('an administrator may not open the journal', async ({ page }) => {
  await signIn(page, 'demo2');
  await page.goto('/users/exports');
  await expect(page.getByText(t('app.noAccess'))).toBeVisible();
});

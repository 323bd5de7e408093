/**
 * Files keep the name the server gives them (issue 9, defect 4): «Выгрузить в Excel» on the
 * drivers list and a report from «Мои отчёты» are saved under the Cyrillic name of the answer's
 * Content-Disposition filename*, with its .xlsx, never as «download».
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { REPORTS_ENDPOINTS } from '../../schemas/reports';
import { DRIVER_ENDPOINTS } from '../../schemas/drivers';
import { t } from '../../texts/t';
import { signIn } from './support';

const STAMP = '\\d{2}-\\d{2}-\\d{4} \\d{2}-\\d{2}-\\d{2}';

/** The name the server put in filename*, read straight from the header (not by the SPA's parser). */
function serverName(response: Response): string {
  const header = response.headers()['content-disposition'] ?? '';
  const encoded = /filename\*=UTF-8''([^;\s]+)/.exec(header)?.[1];
  if (encoded === undefined) throw new Error(`no filename* in «${header}»`);
  return decodeURIComponent(encoded);
}

const answerOf = (page: Page, path: string) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === `/api${path}` && response.status() === 200);

test('«Выгрузить в Excel» on the drivers list saves the file under the server’s Cyrillic name', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.goto('/drivers/list/all');
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });

  const answer = answerOf(page, DRIVER_ENDPOINTS.listExport);
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: t('fleet.export.button') }).click();
  const [response, download] = await Promise.all([answer, downloading]);

  const name = serverName(response);
  expect(name).toMatch(new RegExp(`^Водители ${STAMP}\\.xlsx$`));
  expect(download.suggestedFilename()).toBe(name);
});

test('a report from «Мои отчёты» is saved under the server’s Cyrillic name', async ({ page }) => {
  test.setTimeout(120_000);
  // The SPA's own bearer, to order a report as this user without going through the order form.
  const authorized = page.waitForRequest((request) => request.url().includes('/api/') && request.headers().authorization !== undefined);
  await signIn(page, 'demo1');
  const authorization = (await authorized).headers().authorization ?? '';
  const ordered = await page.request.post(`/api${REPORTS_ENDPOINTS.order}`, {
    headers: { authorization },
    data: { report_type: 'drivers_active', date_from: '2026-01-01', date_to: '2026-01-31' },
  });
  expect(ordered.status()).toBe(200);
  const { report } = (await ordered.json()) as { report: { id: number } };

  await page.getByRole('button', { name: t('reportsUi.panel.title') }).click();
  const panel = page.getByRole('dialog', { name: t('reportsUi.panel.title') });
  const row = panel.getByRole('listitem').filter({ hasText: t('reports.types.drivers_active') }).filter({ hasText: '01.01.2026 – 31.01.2026' }).first();
  // The panel turns the row ready when the job's ReportReady arrives on the realtime channel.
  await expect(row).toContainText(t('reports.statuses.completed'), { timeout: 90_000 });

  const answer = page.waitForResponse(
    (response) => response.url().includes(`${REPORTS_ENDPOINTS.get}?report_id=${report.id}`) && response.status() === 200,
  );
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: new RegExp(`^${t('reportsUi.panel.download').split(' ')[0]}`) }).click();
  const [response, download] = await Promise.all([answer, downloading]);

  const name = serverName(response);
  expect(name).toMatch(new RegExp(`^${t('reports.types.drivers_active')} ${STAMP}\\.xlsx$`));
  expect(download.suggestedFilename()).toBe(name);
});

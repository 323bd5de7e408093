/**
 * Files keep the name the server gives them (issue 9, defect 4): «Выгрузить в Excel» on the
 * drivers list and a report from «Мои отчёты» are saved under the Cyrillic name of the answer's
 * Content-Disposition filename*, with its .xlsx, never as «download». An export too long for a
 * request (issue 22 §3) comes the same way, through «Мои отчёты».
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { EXPORT_REPORT_ROWS, REPORTS_ENDPOINTS } from '../../schemas/reports';
import { TRANSFER_ENDPOINTS } from '../../schemas/transfers';
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

test('an export past 10,000 rows is ordered as a report: the person is told, and the file comes to «Мои отчёты»', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'demo1');
  // Every trip of the demo park (15,000 over 90 days): more than one request should write.
  const today = new Date().toISOString().slice(0, 10);
  const filter = { date_from: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`, date_to: today };
  await page.goto(`/transfers/list/all?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });

  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === `/api${TRANSFER_ENDPOINTS.listExport}`);
  await page.getByRole('button', { name: t('fleet.export.button') }).click();
  const response = await answer;
  expect(response.status()).toBe(202);
  await expect(page.getByText(t('fleet.export.ordered', { rows: EXPORT_REPORT_ROWS.toLocaleString('ru-RU') }))).toBeVisible();

  const panel = page.getByRole('dialog', { name: t('reportsUi.panel.title') });
  await expect(panel).toBeVisible();
  const row = panel.getByRole('listitem').filter({ hasText: t('reports.types.transfers') }).first();
  await expect(row).toContainText(t('reports.statuses.completed'), { timeout: 150_000 });
  const file = page.waitForResponse(
    (answered) => answered.url().includes(`${REPORTS_ENDPOINTS.get}?report_id=`) && answered.status() === 200,
  );
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: new RegExp(`^${t('reportsUi.panel.download').split(' ')[0]}`) }).click();
  const [served, download] = await Promise.all([file, downloading]);
  expect(serverName(served)).toMatch(new RegExp(`^${t('reports.types.transfers')} ${STAMP}\\.xlsx$`));
  expect(download.suggestedFilename()).toBe(serverName(served));
});

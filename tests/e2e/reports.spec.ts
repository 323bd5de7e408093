/**
 * Reports end to end (spec 2 /reports, spec 4, spec 7, spec 8, spec 9): a report ordered from its
 * form shows in 'Мои отчёты' as 'Формируется' and turns 'Готов' without a reload (the server's job
 * and its 'ReportReady' on the realtime channel), then downloads as an xlsx named with the
 * dd-mm-yyyy hh-mm-ss stamp whose header row reads back. The panel freezes the page's scroll.
 * Group 3 gets neither the button nor the screens.
 */
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { HIDDEN_HELP_KEY } from '../../src/help/onboarding';
import { t } from '../../texts/t';
import { signIn } from './support';
import { typeDay } from './day-input';

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const shownDay = (day: string) => day.split('-').reverse().join('.');

/**
 * A month of its own for this run (so the row is found among any others) within the demo park's
 * trip history, which leads up to today: thousands of trips, so the job takes a moment to write.
 */
function ownPeriod(): { from: string; to: string; range: string } {
  const to = new Date();
  to.setDate(to.getDate() - Math.floor(Math.random() * 60));
  const from = new Date(to);
  from.setDate(from.getDate() - 29);
  const period = { from: localDay(from), to: localDay(to) };
  return { ...period, range: `${shownDay(period.from)} – ${shownDay(period.to)}` };
}

// The onboarding help panel (spec 4) would open over the app bar for the new demo users.
test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), HIDDEN_HELP_KEY);
});

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test('a transfers report is ordered, turns ready in the panel without a reload, and downloads as xlsx', async ({ page }) => {
  // The server writes a real file in the background: allow for a loaded machine.
  test.setTimeout(120_000);
  // Every realtime frame the page receives, whichever page's socket carried it.
  const sockets: string[] = [];
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    sockets.push(socket.url());
    socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  await signIn(page, 'demo1');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: t('reportsUi.catalogue.title') })).toBeVisible();
  // The channel sits on the page's host, its own port, with a ticket for token.
  await expect.poll(() => sockets.at(-1) ?? '').toMatch(/^ws:\/\/localhost:\d+\/\?token=.+/);

  await page.getByRole('link', { name: t('reports.types.transfers') }).click();
  await expect(page).toHaveURL(/\/reports\/transfers$/);
  await expect(page.getByRole('heading', { level: 1, name: t('reports.types.transfers') })).toBeVisible();

  const period = ownPeriod();
  await typeDay(page, t('reportsUi.order.dateFrom'), period.from);
  await typeDay(page, t('reportsUi.order.dateTo'), period.to);
  // The job may finish within a second: every text the panel's rows show is recorded as it
  // appears, so the in-progress state is seen however short it lasts.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { panelRowTexts: seen });
    new MutationObserver(() => {
      for (const item of document.querySelectorAll('[role="dialog"] li')) seen.push(item.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const ordered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/reports' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t('reportsUi.order.submit') }).click();
  const answer = (await (await ordered).json()) as { report: { id: number; status: string } };
  expect(answer.report.status).toBe('in_progress');

  const panel = page.getByRole('dialog', { name: t('reportsUi.panel.title') });
  await expect(panel).toBeVisible();
  expect(await bodyOverflow(page)).toBe('hidden');
  const row = panel.getByRole('listitem').filter({ hasText: period.range }).filter({ hasText: t('reports.types.transfers') }).first();
  const reloads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads.push(frame.url());
  });

  await expect(row).toContainText(t('reports.statuses.completed'), { timeout: 60_000 });
  expect(reloads).toEqual([]);
  const shown = await page.evaluate(() => (window as unknown as { panelRowTexts: string[] }).panelRowTexts);
  const ours = shown.filter((text) => text.includes(period.range) && text.includes(t('reports.types.transfers')));
  expect(ours.some((text) => text.includes(t('reports.statuses.in_progress')))).toBe(true);
  expect(ours.at(-1)).toContain(t('reports.statuses.completed'));
  await expect
    .poll(() => frames.map((frame) => JSON.parse(frame) as unknown))
    .toContainEqual({ type: 'ReportReady', report_id: answer.report.id });
  await expect(page.getByText(new RegExp(`${t('reports.types.transfers')}.*${period.range.replace(/\./g, '\\.')}.*готов`))).toBeVisible();

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: new RegExp(`^${t('reportsUi.panel.download').split(' ')[0]}`) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${t('reports.types.transfers')} \\d{2}-\\d{2}-\\d{4} \\d{2}-\\d{2}-\\d{2}\\.xlsx$`),
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet?.name).toBe(t('reports.types.transfers'));
  const header = (sheet?.getRow(1).values as unknown[]).filter((value) => typeof value === 'string');
  expect(header).toContain(t('fleet.fields.short_id'));
  expect(header).toContain(t('fleet.fields.booked_at'));

  await panel.getByRole('button', { name: t('reportsUi.panel.close') }).click();
  await expect(panel).toBeHidden();
  expect(await bodyOverflow(page)).not.toBe('hidden');
});

test('the app bar button opens «Мои отчёты», which freezes the page’s scroll while open', async ({ page }) => {
  await signIn(page, 'demo2');
  await page.getByRole('button', { name: t('reportsUi.panel.title') }).click();
  const panel = page.getByRole('dialog', { name: t('reportsUi.panel.title') });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('list', { name: t('reportsUi.panel.list') }).or(panel.getByText(t('reportsUi.panel.empty')))).toBeVisible();
  expect(await bodyOverflow(page)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect(await bodyOverflow(page)).not.toBe('hidden');
});

test('group 3 has no reports button and no reports screens', async ({ page }) => {
  await signIn(page, 'demo3');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: t('app.noAccess') })).toBeVisible();
  await page.goto('/reports/transfers');
  await expect(page.getByRole('heading', { name: t('app.noAccess') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('reportsUi.panel.title') })).toHaveCount(0);
});

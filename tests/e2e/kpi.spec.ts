/**
 * The KPI screens against the real server: /kpi goes to /kpi/main; the figures on screen are
 * what GET /taxis/{taxis_id}/rates answers for the same period (asked again by the test with the
 * page's own token); a preset and a tab change the URL and the figures; group 4 never asks for
 * orders_overall; group 3's home page has the access note and no figures; /kpi/xyz is the 404.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import type { KpiMetric, Metric, RatesResponse } from '../../schemas/kpi';
import { formatNumber } from '../../src/components/format';
import { t } from '../../texts/t';
import { signIn } from './support';
import { dayField, shownDay } from './day-input';

const isRates = (request: Request) => new URL(request.url()).pathname.endsWith('/rates');
const metricsOf = (request: Request) => new URL(request.url()).searchParams.get('metric') ?? '';
/** The screen's own call; the help condition asks for orders_overall alone. */
const isScreenCall = (request: Request) => isRates(request) && metricsOf(request) !== 'orders_overall';

/** The figure as the cabinet writes it (Testing Library and Playwright read no-break spaces as they are). */
function shown(metric: Metric, value: Metric['total']): string {
  return metric.unit === 'money' ? `${formatNumber(String(value), { fractionDigits: 2 })}\u00a0₽` : formatNumber(value);
}

/** Asks the server the same question the page asked, with the page's token. */
async function sameAnswer(page: Page, request: Request): Promise<RatesResponse> {
  const authorization = (await request.allHeaders()).authorization ?? '';
  expect(authorization).toMatch(/^Bearer /);
  const response = await page.request.get(request.url(), { headers: { authorization } });
  expect(response.status()).toBe(200);
  return (await response.json()) as RatesResponse;
}

const figureCard = (page: Page, metric: KpiMetric) => page.getByRole('region', { name: t(`kpi.metrics.${metric}`), exact: true });

test('/kpi shows the figures the rates call answers; a preset and a tab change the URL and the figures', async ({ page }) => {
  await signIn(page, 'demo1');
  // Signing in lands on the home page, whose KPI summary asks for rates too, sometimes only
  // after signIn has returned: the page is left first, so every call counted is /kpi's own.
  await page.goto('about:blank');
  const screenCalls: Request[] = [];
  page.on('request', (request) => {
    if (isScreenCall(request)) screenCalls.push(request);
  });
  const firstCall = page.waitForRequest(isScreenCall);
  await page.goto('/kpi');
  await expect(page).toHaveURL(/\/kpi\/main$/);
  const first = await firstCall;
  const answer = await sameAnswer(page, first);
  expect(answer.metrics.map((metric) => metric.metric)).toHaveLength(9);
  await expect(dayField(page, t('kpi.period.from'))).toHaveText(shownDay(answer.date_from));
  await expect(dayField(page, t('kpi.period.to'))).toHaveText(shownDay(answer.date_to));
  for (const metric of answer.metrics) {
    await expect(figureCard(page, metric.metric).locator('[data-total]')).toHaveText(shown(metric, metric.total));
  }
  // Orders run into the thousands over two weeks in the demo park: the figures are real.
  const finished = answer.metrics.find((metric) => metric.metric === 'orders_finished');
  expect(Number(finished?.total)).toBeGreaterThan(0);
  // The orders chart tells the last day's exact value.
  const chart = page.getByRole('group', { name: new RegExp(t('kpi.ordersChart')) });
  await chart.focus();
  const lastDay = finished?.series.at(-1);
  await expect(chart.getByRole('status')).toContainText(`${t('kpi.metrics.orders_finished')}: ${formatNumber(lastDay?.value ?? 0)}`);
  expect(screenCalls).toHaveLength(1);

  // A preset: the period lands in the URL and the figures follow the new answer.
  const presetCall = page.waitForRequest(isScreenCall);
  await page.getByRole('button', { name: t('kpi.period.preset', { days: 30 }) }).click();
  await expect(page).toHaveURL(/\/kpi\/main\?date_from=\d{4}-\d{2}-\d{2}&date_to=\d{4}-\d{2}-\d{2}$/);
  const month = await sameAnswer(page, await presetCall);
  expect(month.metrics[0]?.series).toHaveLength(30);
  expect(new URL(page.url()).searchParams.get('date_from')).toBe(month.date_from);
  for (const metric of month.metrics) {
    await expect(figureCard(page, metric.metric).locator('[data-total]')).toHaveText(shown(metric, metric.total));
  }
  const monthFinished = month.metrics.find((metric) => metric.metric === 'orders_finished');
  expect(Number(monthFinished?.total)).toBeGreaterThan(Number(finished?.total));

  // A tab: its own URL with the same period, one call for its own figures, a table of the days.
  const tabCall = page.waitForRequest(isScreenCall);
  await page.getByRole('tab', { name: t('kpi.pages.payments') }).click();
  await expect(page).toHaveURL(new RegExp(`/kpi/payments\\?date_from=${month.date_from}&date_to=${month.date_to}$`));
  const payments = await sameAnswer(page, await tabCall);
  expect(payments.metrics.map((metric) => metric.metric)).toEqual(['payments_overall', 'payments_count', 'payments_drivers']);
  const table = page.getByRole('table', { name: new RegExp(t('kpi.pages.payments')) });
  await expect(table.locator('tbody tr')).toHaveCount(30);
  const totals = table.locator('tfoot tr');
  for (const metric of payments.metrics) {
    await expect(page.locator(`[data-metric="${metric.metric}"] [data-total]`)).toHaveText(shown(metric, metric.total));
    await expect(totals).toContainText(shown(metric, metric.total));
  }
  expect(screenCalls).toHaveLength(3);
});

test('group 4 never asks for orders_overall and sees no card of it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (isRates(request)) asked.push(metricsOf(request));
  });
  await signIn(page, 'demo4');
  await page.goto('/kpi/main');
  await expect(figureCard(page, 'orders_finished').locator('[data-total]')).toHaveText(/\d/);
  await expect(figureCard(page, 'orders_overall')).toHaveCount(0);
  await page.getByRole('tab', { name: t('kpi.pages.orders') }).click();
  await expect(page.getByRole('table', { name: new RegExp(t('kpi.pages.orders')) })).toBeVisible();
  await expect(page.getByText(t('kpi.byDay', { metric: t('kpi.metrics.orders_overall') }))).toHaveCount(0);
  expect(asked).toHaveLength(2);
  for (const metrics of asked) expect(metrics.split(',')).not.toContain('orders_overall');
  await expect(page.getByRole('menuitem', { name: t('menu.manager') })).toHaveCount(0);
});

test('the help condition is asked once; the demo park is below the threshold, so no Ваш менеджер', async ({ page }) => {
  const helpCalls: string[] = [];
  page.on('request', (request) => {
    if (isRates(request) && metricsOf(request) === 'orders_overall') helpCalls.push(request.url());
  });
  const help = page.waitForResponse((response) => isRates(response.request()) && metricsOf(response.request()) === 'orders_overall');
  await signIn(page, 'demo2');
  const answer = (await (await help).json()) as RatesResponse;
  expect(answer.percent[1]?.orders_overall?.last_week).toBeLessThan(2_000_000);
  await expect(page.getByRole('heading', { name: t('kpi.title'), level: 1 })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: t('menu.manager') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('kpi.helpButton') })).toHaveCount(0);
  // Moving around the cabinet does not ask again: one call per session.
  await page.getByRole('tab', { name: t('kpi.pages.drivers') }).click();
  await expect(page.getByRole('table', { name: new RegExp(t('kpi.pages.drivers')) })).toBeVisible();
  await page.getByRole('menuitem', { name: t('menu.drivers') }).click();
  await expect(page).toHaveURL(/\/drivers\//);
  await page.getByRole('menuitem', { name: t('menu.kpi') }).click();
  await expect(figureCard(page, 'orders_overall').locator('[data-total]')).toHaveText(/\d/);
  expect(helpCalls).toHaveLength(1);
  const url = new URL(helpCalls[0] ?? '');
  expect(url.searchParams.get('group_by')).toBe('day');
  expect(url.searchParams.get('date_from')).toBe(answer.date_from);
  expect(url.searchParams.get('date_to')).toBe(answer.date_to);
});

test('group 3 sees its home page with the access note and no figures', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (isRates(request)) asked.push(request.url());
  });
  await signIn(page, 'demo3');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t('home.greeting').split('%{name}')[0] ?? '');
  await expect(page.getByText(t('kpi.home.accessNote'))).toBeVisible();
  await expect(page.getByRole('region', { name: t('kpi.home.kpiTitle') })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: t('menu.kpi') })).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('an unknown KPI page is the 404', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.goto('/kpi/xyz');
  await expect(page.getByRole('heading', { name: t('app.notFound') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('app.toMain') })).toHaveAttribute('href', '/');
});

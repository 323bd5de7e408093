/**
 * Issue 12 §1 in the browser: the owner asks the demo park's (sandbox) Yandex aggregator to
 * register a new driver, watches the request's status change on its card as the aggregator
 * answers (sent, in review, approved; the card refreshes itself), then registers the driver's car
 * and sees that request approved too; the list shows the request with its status chip and filters
 * by status. The sandbox's delays are seconds here (playwright.config.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { ruDriversAdd } from '../../texts/ru-drivers-add';
import { signIn } from './support';

const create = ruDriversAdd.create;
const status = ruDriversAdd.status;

async function yandexAggregatorId(page: Page): Promise<number> {
  const answer = page.waitForResponse((response) => /\/api\/taxis\/\d+\/aggregators$/.test(new URL(response.url()).pathname));
  await page.goto('/aggregators/drivers-add-settings');
  const { aggregators } = (await (await answer).json()) as { aggregators: { id: number; code: string }[] };
  const yandex = aggregators.find((aggregator) => aggregator.code === 'yandex');
  if (!yandex) throw new Error('the demo park has no Yandex aggregator');
  return yandex.id;
}

test('a driver-add request whose status changes as the aggregator answers, then the car', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'demo1');
  const aggregatorId = await yandexAggregatorId(page);
  await expect(page.getByRole('heading', { name: ruDriversAdd.settings.title, level: 1 })).toBeVisible();

  await page.goto(`/aggregators/detail/${aggregatorId}/drivers-add-list`);
  await expect(page.getByText(ruDriversAdd.sandbox)).toBeVisible();
  // The seeded requests, each with its status in Russian.
  await expect(page.locator('[data-status="rejected"]').first()).toBeVisible();

  await page.getByRole('button', { name: ruDriversAdd.list.newRequest }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(create.modeNew).check();
  const suffix = String(Date.now() % 10_000_000).padStart(7, '0');
  await dialog.getByLabel(create.lastName).fill('Тестов');
  await dialog.getByLabel(create.firstName).fill('Игорь');
  await dialog.getByLabel(create.phone).fill(`+7 915 ${suffix}`);
  await dialog.getByLabel(create.licenceNumber).fill(`77 АВ ${suffix.slice(1)}`);
  await dialog.getByLabel(create.tin).fill('770011223344');
  // Every status the card's chip shows is recorded as it appears: the card asks every few
  // seconds, so a state the aggregator passes through faster may never be on screen (the
  // history below lists them all), but the card must change by itself, without a reload. The
  // request may be decided within seconds: recording starts before it is sent.
  await page.evaluate((note) => {
    const seen: string[] = [];
    Object.assign(window, { chipTexts: seen, refreshingShown: false });
    const record = () => {
      if (!/\/aggregators\/drivers-add\/\d+$/.test(window.location.pathname)) return;
      const text = document.querySelector('dl [data-status]')?.textContent ?? '';
      if (text !== '' && seen.at(-1) !== text) seen.push(text);
      if (document.body.textContent?.includes(note)) Object.assign(window, { refreshingShown: true });
    };
    record();
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, ruDriversAdd.card.refreshing);
  await dialog.getByRole('button', { name: create.submit }).click();

  await expect(page).toHaveURL(/\/aggregators\/drivers-add\/\d+$/);
  const requestId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(page.getByRole('heading', { name: `Заявка № ${requestId}`, level: 1 })).toBeVisible();
  // The job sends it, the sandbox reviews it: the card follows without a reload.
  const chip = page.locator('dl [data-status]');
  await expect(chip).toHaveText(status.approved, { timeout: 45_000 });
  const { seen, refreshingShown } = await page.evaluate(() => {
    const recorded = window as unknown as { chipTexts: string[]; refreshingShown: boolean };
    return { seen: recorded.chipTexts, refreshingShown: recorded.refreshingShown };
  });
  const before: string[] = [status.new, status.sent, status.in_review];
  expect(seen.length, seen.join(' → ')).toBeGreaterThan(1);
  expect(seen.slice(0, -1).every((text) => before.includes(text)), seen.join(' → ')).toBe(true);
  expect(refreshingShown).toBe(true);
  await expect(page.getByText(ruDriversAdd.card.refreshing)).toBeHidden();
  const history = page.getByRole('table', { name: ruDriversAdd.card.history });
  for (const name of [status.new, status.sent, status.in_review, status.approved]) await expect(history.getByText(name, { exact: true })).toBeVisible();
  await page.screenshot({ path: '.tmp/drivers-add-card-1440.png', fullPage: true });

  // The car, entered by hand.
  await page.getByRole('link', { name: ruDriversAdd.card.registerCar }).click();
  await expect(page).toHaveURL(new RegExp(`/aggregators/drivers-add-car/${requestId}$`));
  await page.getByLabel(ruDriversAdd.car.modeNew).check();
  await page.getByLabel(ruDriversAdd.car.brand).fill('Kia');
  await page.getByLabel(ruDriversAdd.car.model).fill('Rio');
  await page.getByLabel(ruDriversAdd.car.year).fill('2021');
  await page.getByLabel(ruDriversAdd.car.color).fill('Белый');
  await page.getByLabel(ruDriversAdd.car.number).fill('А 321 ВС 77');
  await page.getByRole('button', { name: ruDriversAdd.car.submit }).click();
  await expect(page).toHaveURL(/\/aggregators\/drivers-add-car\/\d+$/);
  await expect(page.getByText('Kia Rio, А321ВС77')).toBeVisible();
  await expect(page.locator('dl [data-status]')).toHaveText(status.approved, { timeout: 45_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/drivers-add-car-390.png', fullPage: true });

  // The list: the request, filtered by its status.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/aggregators/detail/${aggregatorId}/drivers-add-list`);
  await page.getByLabel(ruDriversAdd.list.statusFilter).click();
  await page.getByRole('option', { name: status.approved, exact: true }).click();
  await expect(page.getByRole('link', { name: 'Тестов Игорь' }).first()).toBeVisible();
  await expect(page.locator('tbody [data-status]').filter({ hasNotText: status.approved })).toHaveCount(0);
  await page.screenshot({ path: '.tmp/drivers-add-list-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/drivers-add-list-390.png', fullPage: true });
});

test('the driver-add defaults are saved and read back', async ({ page }) => {
  const settings = ruDriversAdd.settings;
  await signIn(page, 'demo1');
  await yandexAggregatorId(page);
  const autoCar = page.getByLabel(settings.autoCar);
  await expect(autoCar).toBeVisible();
  const before = await autoCar.isChecked();
  // The city is chosen from the list; the employment keeps its choice.
  await page.getByLabel(settings.cityId).click();
  await page.getByRole('option').nth(1).click();
  await autoCar.setChecked(!before);
  await page.getByRole('button', { name: settings.save }).click();
  await expect(page.getByText(settings.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(settings.autoCar)).toBeChecked({ checked: !before });
  // Back as it was, for the other tests of the demo park.
  await page.getByLabel(settings.autoCar).setChecked(before);
  await page.getByRole('button', { name: settings.save }).click();
  await expect(page.getByText(settings.saved).first()).toBeVisible();
});

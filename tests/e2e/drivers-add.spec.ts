/**
 * Issue 12 §1 in the browser: the owner asks the demo park's (sandbox) Yandex aggregator to
 * register a new driver, watches the request's status change on its card as the aggregator
 * answers (sent, in review, approved; the card refreshes itself), then registers the driver's car
 * and sees that request approved too; the list shows the request with its status chip and filters
 * by status. The sandbox's delays are seconds here (playwright.config.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { t } from '../../texts/t';
import { signIn } from './support';

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
  await expect(page.getByRole('heading', { name: t('driversAdd.settings.title'), level: 1 })).toBeVisible();

  await page.goto(`/aggregators/detail/${aggregatorId}/drivers-add-list`);
  await expect(page.getByText(t('driversAdd.sandbox'))).toBeVisible();
  // The seeded requests, each with its status in Russian.
  await expect(page.locator('[data-status="rejected"]').first()).toBeVisible();

  await page.getByRole('button', { name: t('driversAdd.list.newRequest') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('driversAdd.create.modeNew')).check();
  const suffix = String(Date.now() % 10_000_000).padStart(7, '0');
  await dialog.getByLabel(t('driversAdd.create.lastName')).fill('Тестов');
  await dialog.getByLabel(t('driversAdd.create.firstName')).fill('Игорь');
  await dialog.getByLabel(t('driversAdd.create.phone')).fill(`+7 915 ${suffix}`);
  await dialog.getByLabel(t('driversAdd.create.licenceNumber')).fill(`77 АВ ${suffix.slice(1)}`);
  await dialog.getByLabel(t('driversAdd.create.tin')).fill('770011223344');
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
  }, t('driversAdd.card.refreshing'));
  await dialog.getByRole('button', { name: t('driversAdd.create.submit') }).click();

  await expect(page).toHaveURL(/\/aggregators\/drivers-add\/\d+$/);
  const requestId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(page.getByRole('heading', { name: `Заявка № ${requestId}`, level: 1 })).toBeVisible();
  // The job sends it, the sandbox reviews it: the card follows without a reload.
  const chip = page.locator('dl [data-status]');
  await expect(chip).toHaveText(t('driversAdd.status.approved'), { timeout: 45_000 });
  const { seen, refreshingShown } = await page.evaluate(() => {
    const recorded = window as unknown as { chipTexts: string[]; refreshingShown: boolean };
    return { seen: recorded.chipTexts, refreshingShown: recorded.refreshingShown };
  });
  const before: string[] = [t('driversAdd.status.new'), t('driversAdd.status.sent'), t('driversAdd.status.in_review')];
  expect(seen.length, seen.join(' → ')).toBeGreaterThan(1);
  expect(seen.slice(0, -1).every((text) => before.includes(text)), seen.join(' → ')).toBe(true);
  expect(refreshingShown).toBe(true);
  await expect(page.getByText(t('driversAdd.card.refreshing'))).toBeHidden();
  const history = page.getByRole('table', { name: t('driversAdd.card.history') });
  for (const name of [t('driversAdd.status.new'), t('driversAdd.status.sent'), t('driversAdd.status.in_review'), t('driversAdd.status.approved')]) await expect(history.getByText(name, { exact: true })).toBeVisible();
  await page.screenshot({ path: '.tmp/drivers-add-card-1440.png', fullPage: true });

  // The car, entered by hand.
  await page.getByRole('link', { name: t('driversAdd.card.registerCar') }).click();
  await expect(page).toHaveURL(new RegExp(`/aggregators/drivers-add-car/${requestId}$`));
  await page.getByLabel(t('driversAdd.car.modeNew')).check();
  await page.getByLabel(t('driversAdd.car.brand')).fill('Kia');
  await page.getByLabel(t('driversAdd.car.model')).fill('Rio');
  await page.getByLabel(t('driversAdd.car.year')).fill('2021');
  await page.getByLabel(t('driversAdd.car.color')).fill('Белый');
  await page.getByLabel(t('driversAdd.car.number')).fill('А 321 ВС 77');
  await page.getByRole('button', { name: t('driversAdd.car.submit') }).click();
  await expect(page).toHaveURL(/\/aggregators\/drivers-add-car\/\d+$/);
  await expect(page.getByText('Kia Rio, А321ВС77')).toBeVisible();
  await expect(page.locator('dl [data-status]')).toHaveText(t('driversAdd.status.approved'), { timeout: 45_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/drivers-add-car-390.png', fullPage: true });

  // The list: the request, filtered by its status.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/aggregators/detail/${aggregatorId}/drivers-add-list`);
  await page.getByLabel(t('driversAdd.list.statusFilter')).click();
  await page.getByRole('option', { name: t('driversAdd.status.approved'), exact: true }).click();
  await expect(page.getByRole('link', { name: 'Тестов Игорь' }).first()).toBeVisible();
  await expect(page.locator('tbody [data-status]').filter({ hasNotText: t('driversAdd.status.approved') })).toHaveCount(0);
  await page.screenshot({ path: '.tmp/drivers-add-list-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/drivers-add-list-390.png', fullPage: true });
});

test('the driver-add defaults are saved and read back', async ({ page }) => {
  await signIn(page, 'demo1');
  await yandexAggregatorId(page);
  const autoCar = page.getByLabel(t('driversAdd.settings.autoCar'));
  await expect(autoCar).toBeVisible();
  const before = await autoCar.isChecked();
  // The city is chosen from the list; the employment keeps its choice.
  await page.getByLabel(t('driversAdd.settings.cityId')).click();
  await page.getByRole('option').nth(1).click();
  await autoCar.setChecked(!before);
  await page.getByRole('button', { name: t('driversAdd.settings.save') }).click();
  await expect(page.getByText(t('driversAdd.settings.saved'))).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(t('driversAdd.settings.autoCar'))).toBeChecked({ checked: !before });
  // Back as it was, for the other tests of the demo park.
  await page.getByLabel(t('driversAdd.settings.autoCar')).setChecked(before);
  await page.getByRole('button', { name: t('driversAdd.settings.save') }).click();
  await expect(page.getByText(t('driversAdd.settings.saved')).first()).toBeVisible();
});

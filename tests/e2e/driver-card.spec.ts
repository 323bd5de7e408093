/** The driver card: its tabs, a charge and a correction moving the balance. */
import { expect, test, type Page } from '@playwright/test';
import { t } from '../../texts/t';
import { rawCodesOn, signIn } from './support';

/**
 * Opens the card of the n-th driver of the list, narrowed by `filter` (each test that moves money
 * takes its own driver).
 */
async function openDriver(page: Page, index: number, filter: Record<string, string> = {}): Promise<string> {
  // demo2: the list's spec signs in as demo1 in the other worker, and SMS codes are per login.
  await signIn(page, 'demo2');
  await page.goto(`/drivers/list/all?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  const link = page.locator('tbody tr').nth(index).getByRole('link').first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/drivers\/detail\/\d+\/balance$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

/** «-1 234,50 ₽» as a number of roubles. */
function roubles(text: string | null): number {
  return Number((text ?? '').replace(/[\s\u00a0₽+]/g, '').replace(',', '.'));
}

const headerBalance = (page: Page) => page.getByRole('group', { name: t('drivers.card.balance') });

// Each test walks many screens and moves money through the server: allow for a loaded machine.
test.beforeEach(() => {
  test.setTimeout(120_000);
});

test('a driver opens from the list and every tab of the card shows its data', async ({ page }) => {
  // A driver taking part in a goal, so the goals tab has one to open.
  await openDriver(page, 1, { has_targets: '1' });
  await expect(page.getByRole('region', { name: t('drivers.balance.withdrawable') })).toContainText('₽');
  await expect(page.locator('tbody tr').first()).toBeVisible();

  /** A text each tab shows, with rows or without. */
  const either = (...texts: string[]) => new RegExp(`^(${texts.join('|')})`);
  const walk: [string, RegExp | string][] = [
    [t('drivers.card.tabs.transfers'), t('drivers.transfers.filters.complete')],
    [t('drivers.card.tabs.cards'), either(t('drivers.cards.number'), t('drivers.cards.empty'))],
    [t('drivers.card.tabs.goals'), either(t('drivers.goals.progress'), t('drivers.goals.empty'))],
    [t('drivers.card.tabs.charges'), t('drivers.charges.create')],
    [t('drivers.card.tabs.correction'), t('drivers.correction.review')],
    [t('drivers.card.tabs.profile'), t('drivers.profile.sections.licence')],
    [t('drivers.card.tabs.mobileApp'), t('drivers.app.access')],
    [t('drivers.card.tabs.aggregators'), t('app.sandbox')],
    [t('drivers.card.tabs.change'), either(t('drivers.change.when'), t('drivers.change.empty'))],
    [t('drivers.card.tabs.balance'), t('drivers.balance.withdrawable')],
  ];
  for (const [tab, marker] of walk) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(marker).first()).toBeVisible();
    expect(await rawCodesOn(page), tab).toEqual([]);
  }
  // «Лимит баланса» reads as money, with the Russian comma.
  await page.getByRole('tab', { name: t('drivers.card.tabs.profile') }).click();
  await expect(page.getByLabel(t('fleet.fields.balance_limit'))).toHaveValue(/^-?\d{1,3}(\u00a0\d{3})*,\d{2}$/);
  await expect(page.getByRole('tab', { name: 'Выплаты' })).toHaveCount(1);

  await page.getByRole('tab', { name: t('drivers.card.tabs.goals') }).click();
  await page.locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/goals\/\d+$/);
  await expect(page.getByRole('heading', { name: t('drivers.goals.countingTrips') })).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
});

test('a charge is listed, lowers the balance and can be edited', async ({ page }) => {
  await openDriver(page, 5);
  const before = roubles(await headerBalance(page).locator('dd').textContent());

  await page.getByRole('tab', { name: t('drivers.card.tabs.charges') }).click();
  await page.getByRole('link', { name: t('drivers.charges.create') }).click();
  await page.getByRole('combobox', { name: t('drivers.charges.kind') }).click();
  await page.getByRole('option', { name: t('fleet.chargeKind.fine') }).click();
  // A sum typed and erased is asked for at its field, in words a person reads.
  await page.getByLabel(t('drivers.charges.amountInput')).fill('1500');
  await page.getByLabel(t('drivers.charges.amountInput')).fill('');
  await page.getByRole('button', { name: t('drivers.charges.create') }).click();
  await expect(page.getByText(t('fleet.validation.amountRequired'))).toBeVisible();
  await page.getByLabel(t('drivers.charges.amountInput')).fill('1500');
  await page.getByLabel(t('drivers.charges.description')).fill('Штраф ГИБДД, e2e');
  // Daily, three times from today: the first posting is made at once, the charge stays editable.
  await page.getByRole('combobox', { name: t('drivers.charges.period') }).click();
  await page.getByRole('option', { name: t('fleet.chargePeriod.daily') }).click();
  await page.getByLabel(t('drivers.charges.times')).fill('3');
  await page.getByRole('button', { name: t('drivers.charges.create') }).click();

  await expect(page.getByText(t('drivers.charges.created'))).toBeVisible();
  await expect(page).toHaveURL(/\/charges\/list$/);
  await expect(page.locator('tbody tr').filter({ hasText: 'Штраф ГИБДД, e2e' })).toBeVisible();
  await expect.poll(async () => roubles(await headerBalance(page).locator('dd').textContent())).toBeCloseTo(before - 1500, 2);

  await page.locator('tbody tr').filter({ hasText: 'Штраф ГИБДД, e2e' }).click();
  await expect(page).toHaveURL(/\/charges\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: /Списание №\d+/ })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toContainText('-1 500,00');
  await page.getByLabel(t('drivers.charges.description')).fill('Штраф ГИБДД, e2e, уточнён');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(t('drivers.charges.updated'))).toBeVisible();
  await expect(page.locator('tbody tr').filter({ hasText: 'Штраф ГИБДД, e2e, уточнён' })).toBeVisible();

  await page.getByRole('tab', { name: t('drivers.card.tabs.balance') }).click();
  await expect(page.locator('tbody tr').first()).toContainText('-1 500,00');
});

test('a correction over the limit shows only its error, and a debit is confirmed with the balance after it', async ({ page }) => {
  await openDriver(page, 7);
  const before = roubles(await headerBalance(page).locator('dd').textContent());
  await page.getByRole('tab', { name: t('drivers.card.tabs.correction') }).click();
  await page.getByRole('radio', { name: t('drivers.correction.directions.credit') }).check();
  await page.getByLabel(t('drivers.correction.amount')).fill('99999999999');
  await page.getByLabel(t('drivers.correction.reason')).fill('Проверка лимита, e2e');
  await expect(page.getByText(t('fleet.validation.amountTooLarge'))).toBeVisible();
  await expect(page.getByText(/Начисление\s+99/)).toHaveCount(0);

  await page.getByRole('radio', { name: t('drivers.correction.directions.debit') }).check();
  await page.getByLabel(t('drivers.correction.amount')).fill('250,5');
  await expect(page.getByText('Списание 250,50 ₽')).toBeVisible();
  await page.getByRole('button', { name: t('drivers.correction.review') }).click();
  const confirm = page.getByRole('dialog', { name: t('drivers.correction.confirmTitle') });
  await expect(confirm.getByRole('group', { name: t('drivers.correction.directions.debit') })).toContainText('-250,50');
  await expect
    .poll(async () => roubles(await confirm.getByRole('group', { name: t('drivers.correction.balanceAfter') }).locator('dd').textContent()))
    .toBeCloseTo(before - 250.5, 2);
  await confirm.getByRole('button', { name: t('drivers.correction.submit') }).click();
  await expect(page.getByText(/Корректировка проведена\. Новый баланс:/)).toBeVisible();
  // The ledger is read again when the balance tab opens; a loaded machine may take a while.
  await expect(page.locator('tbody tr').first()).toContainText('-250,50', { timeout: 30_000 });
  await expect.poll(async () => roubles(await headerBalance(page).locator('dd').textContent())).toBeCloseTo(before - 250.5, 2);
});

test('a correction changes the balance and tops the ledger', async ({ page }) => {
  await openDriver(page, 6);
  const before = roubles(await headerBalance(page).locator('dd').textContent());

    await page.getByRole('tab', { name: t('drivers.card.tabs.correction') }).click();
  // A sum without a direction is not taken for a credit: the direction is asked for.
  await page.getByLabel(t('drivers.correction.amount')).fill('500');
  await page.getByLabel(t('drivers.correction.reason')).fill('Бонус за смену, e2e');
  await page.getByRole('button', { name: t('drivers.correction.review') }).click();
  await expect(page.getByText(t('drivers.correction.directionRequired'))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('radio', { name: t('drivers.correction.directions.credit') }).check();
  await expect(page.getByText('Начисление 500,00 ₽')).toBeVisible();
  await page.getByRole('button', { name: t('drivers.correction.review') }).click();
  const confirm = page.getByRole('dialog', { name: t('drivers.correction.confirmTitle') });
  await expect(confirm.getByRole('group', { name: t('drivers.correction.directions.credit') })).toContainText('+500,00');
  await expect
    .poll(async () => roubles(await confirm.getByRole('group', { name: t('drivers.correction.balanceAfter') }).locator('dd').textContent()))
    .toBeCloseTo(before + 500, 2);
  await confirm.getByRole('button', { name: t('drivers.correction.submit') }).click();

  await expect(page.getByText(/Корректировка проведена\. Новый баланс:/)).toBeVisible();
  await expect(page).toHaveURL(/\/balance$/);
  const top = page.locator('tbody tr').first();
  await expect(top).toContainText(t('fleet.ledgerKind.correction'));
  await expect(top).toContainText('+500,00');
  await expect(top).toContainText('Бонус за смену, e2e');
  await expect.poll(async () => roubles(await headerBalance(page).locator('dd').textContent())).toBeCloseTo(before + 500, 2);
});

test('the app access switch saves as it flips, says so, and the reload shows what was saved', async ({ page }) => {
  await openDriver(page, 2);
  await page.getByRole('tab', { name: t('drivers.card.tabs.mobileApp') }).click();
  const access = page.getByRole('switch', { name: t('drivers.app.access') }).or(page.getByRole('checkbox', { name: t('drivers.app.access') }));
  await expect(access).toBeVisible();
  const before = await access.isChecked();
  for (const next of [!before, before]) {
    const saved = page.waitForResponse((response) => /\/api\/drivers\/\d+\/app$/.test(new URL(response.url()).pathname) && response.request().method() === 'PUT');
    await access.click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByText(next ? t('drivers.app.accessOn') : t('drivers.app.accessOff'))).toBeVisible();
    await page.reload();
    await expect(access).toBeChecked({ checked: next });
  }
  // No submit button: the switch is the whole form.
  await expect(page.getByRole('button', { name: t('drivers.common.save') })).toHaveCount(0);
});

/**
 * Russian input habits (issue 9, defects 5 and 8): dates are ДД.ММ.ГГГГ whatever the browser's
 * language, and phones are taken as people type them («8 916 123-45-67»).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { ru as russian } from 'date-fns/locale/ru';
import { t, textsAt } from '../../texts/t';
import { dayField } from './day-input';
import { newestCode, signIn } from './support';

const pad = (value: number) => String(value).padStart(2, '0');
const shown = (date: Date) => `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
const wire = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The total of the list's pagination ("1-25 из 66"). */
async function listTotal(page: Page): Promise<number> {
  const text = (await page.getByText(/^\d+-\d+ из \d+$/).textContent()) ?? '';
  return Number(/из (\d+)$/.exec(text)?.[1]);
}

/** Empties a date field the way a person does: every section selected, then erased. */
async function clearDate(field: Locator): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.press('ControlOrMeta+A');
  await field.page().keyboard.press('Backspace');
}

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('a period filter shows ДД.ММ.ГГГГ and typing «ДД.ММ.ГГГГ» filters the list', async ({ page }) => {
    // Sign-in, a cold list and two of its reloads: more than one step's worth on a busy machine.
    test.slow();
    await signIn(page, 'demo2');
    await page.goto('/transfers/list/complete');
    const from = dayField(page, t('desk.common.dateFrom'));
    const to = dayField(page, t('desk.common.dateTo'));
    await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    // The default period (the last 7 days) in Russian order, never 11/18/2026.
    const today = new Date();
    const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
    await expect(from).toHaveText(shown(weekAgo));
    await expect(to).toHaveText(shown(today));
    const weekTotal = await listTotal(page);
    // Every period the list asks for while the date is typed is a whole day: a half-typed one
    // («0_.__.ГГГГ», year 0202) is never sent.
    const periods: string[] = [];
    page.on('request', (request) => {
      const dateFrom = new URL(request.url()).searchParams.get('date_from');
      if (dateFrom !== null) periods.push(dateFrom);
    });

    await clearDate(from);
    await expect(from).toHaveText('ДД.ММ.ГГГГ');

    // Twenty days back: the demo park has trips every day of the last 90.
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 20);
    const asked = page.waitForRequest((request) => new URL(request.url()).searchParams.get('date_from') === wire(start));
    await page.keyboard.type(shown(start));
    await expect(from).toHaveText(shown(start));
    await asked;
    await expect(page).toHaveURL(new RegExp(`date_from%22%3A%22${wire(start)}`));
    await expect.poll(() => listTotal(page)).toBeGreaterThan(weekTotal);
    for (const period of periods) expect(period).toMatch(/^(19|20)\d{2}-\d{2}-\d{2}$/);

    // The calendar opens on that day, in Russian too.
    await from.getByRole('button').click();
    const month = page.getByRole('grid', { name: format(start, 'LLLL yyyy', { locale: russian }) });
    await expect(month.getByRole('gridcell', { selected: true })).toHaveText(String(start.getDate()));
    await expect(month.getByRole('columnheader').first()).toHaveAccessibleName('понедельник');
  });
});

test('a driver is created with the phone typed «8 916 …» and keeps it as +7', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.goto('/drivers/new');
  const unique = String(Date.now()).slice(-7);
  const typed = `8 916 ${unique.slice(0, 3)}-${unique.slice(3, 5)}-${unique.slice(5)}`;
  await page.getByLabel(t('fleet.fields.last_name'), { exact: true }).fill('Привычкин');
  await page.getByLabel(t('fleet.fields.first_name'), { exact: true }).fill('Пётр');
  await page.getByLabel(t('fleet.fields.phone'), { exact: true }).pressSequentially(typed);
  await page.getByLabel(t('fleet.fields.licence_number'), { exact: true }).fill(`99ПП${unique}`);
  await page.getByRole('button', { name: t('drivers.create.submit') }).click();
  await expect(page).toHaveURL(/\/drivers\/detail\/\d+\/balance$/);
  await expect(page.getByRole('group', { name: t('fleet.fields.phone') })).toContainText(`+7916${unique}`);
});

test('the recovery phone takes «8 916 123-45-67» as typed and sends the code', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: new RegExp(t('login.restore')) }).click();
  const dialog = page.getByRole('dialog', { name: t('recovery.title') });
  await dialog.getByLabel(t('recovery.email')).fill('demo5@demo-park.ru');
  await dialog.getByRole('button', { name: t('recovery.next') }).click();

  await dialog.getByLabel(t('recovery.country')).click();
  await page.getByRole('option', { name: textsAt('countries')[2] }).click();
  const phone = dialog.getByLabel(t('recovery.phone'));
  await phone.pressSequentially('8 916 123-45-05');
  await expect(phone).toHaveValue('(916) 123-45-05');
  const since = new Date(Date.now() - 2000).toISOString();
  await dialog.getByRole('button', { name: t('recovery.next') }).click();
  await expect(dialog.getByText(t('recovery.phoneInvalid'))).toBeHidden();
  // The code goes out only to the phone the account holds: +79161234505.
  expect(await newestCode(page.request, 'demo5@demo-park.ru', since)).toMatch(/^\d{5}$/);
});

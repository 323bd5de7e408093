/**
 * A resource folder copied into resources/ (tests/fixtures/car-colours/: a text, an enum, money,
 * a park day, a flag and a reference to drivers) gets, with no other change to the app, its list,
 * create form, edit form and card in the browser; and the same declaration with one more filter
 * line gets that filter, in the browser and in the API.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { carColourLabels } from '../fixtures/resources/car-colours';
import { t } from '../../texts/t';
import { readFileSync } from 'node:fs';
import { FILTER_LINE, startFixtureServer, fixtureUrl, withOneMoreFilter, type FixtureServer } from './fixture-server';
import { shownDay } from './day-input';
import { signIn } from './support';

const fields = carColourLabels.fields;
const kinds = carColourLabels.choices.kind;
const LIST = '/rent/car-colours';
const DATED = '/rent/car-colours-dated';

test.use({ baseURL: fixtureUrl });
// A second server beside the suite's own on a shared machine: each step gets room to load.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

let server: FixtureServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startFixtureServer();
});
test.afterAll(async () => {
  await server.stop();
});

/** A form field by its label, whether or not the label carries the required mark (after a thin space). */
const named = (label: string) => new RegExp(`^${label}(\\s\\*)?$`);
const labelled = (page: Page, label: string) => page.getByLabel(named(label));
const dayGroup = (page: Page, label: string) => page.getByRole('group', { name: named(label) });

async function typeDay(page: Page, label: string, day: string): Promise<void> {
  await dayGroup(page, label).getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(shownDay(day));
}

async function pickKind(page: Page, kind: string): Promise<void> {
  await labelled(page, fields.kind).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

let driverName = '';

test('the list is empty, the create form takes every kind of field, the list shows them', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.goto(LIST);
  await expect(page.getByText(carColourLabels.empty)).toBeVisible();
  // The declaration's `menu` field is its link in the left menu; the rent section has no screen of its own yet.
  await expect(page.getByRole('navigation').locator(`a[href="${LIST}"]`)).toContainText(carColourLabels.title);
  await page.getByRole('link', { name: /Создать/ }).first().click();
  await expect(page).toHaveURL(/\/rent\/car-colours\/create$/);

  await labelled(page, fields.name).fill('Жемчуг');
  await pickKind(page, kinds.metallic);
  // The house money input: roubles with kopecks, typed the Russian way and shown so once left.
  const surcharge = labelled(page, fields.surcharge);
  await surcharge.fill('1 500,5');
  await surcharge.blur();
  await expect(surcharge).toHaveValue(/^1\s500,50$/);
  await page.locator('form').getByText(fields.available, { exact: true }).click();
  await typeDay(page, fields.painted_on, '2026-03-15');
  // The reference: an autocomplete over the park's drivers.
  const driver = labelled(page, fields.driver_id);
  await driver.fill('ов');
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  driverName = (await option.innerText()).trim();
  await option.click();
  await page.getByRole('button', { name: /Сохранить/ }).click();

  await expect(page).toHaveURL(/\/rent\/car-colours(\?|$)/);
  const created = row(page, 'Жемчуг');
  await expect(created).toContainText(kinds.metallic);
  await expect(created).toContainText(/1\s500,50\s₽/);
  await expect(created).toContainText('15.03.2026');
  await expect(created).toContainText(driverName);

  // A second record, refused at the field first: the schema's rules speak at the input.
  await page.getByRole('link', { name: /Создать/ }).first().click();
  await labelled(page, fields.name).fill('У');
  await pickKind(page, kinds.matte);
  await labelled(page, fields.surcharge).fill('0');
  await page.getByRole('button', { name: /Сохранить/ }).click();
  await expect(page).toHaveURL(/\/create$/);
  await labelled(page, fields.name).fill('Уголь');
  await page.getByRole('button', { name: /Сохранить/ }).click();
  await expect(row(page, 'Уголь')).toContainText(kinds.matte);
});

test('the declared filters narrow the list and stay in the URL', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.goto(LIST);
  await expect(row(page, 'Уголь')).toBeVisible();
  await labelled(page, fields.kind).click();
  await page.getByRole('option', { name: kinds.metallic, exact: true }).click();
  await expect(row(page, 'Уголь')).toHaveCount(0);
  await expect(row(page, 'Жемчуг')).toBeVisible();
  await expect(page).toHaveURL(/filter=.*metallic/);
  await page.reload();
  await expect(row(page, 'Уголь')).toHaveCount(0);
  await expect(row(page, 'Жемчуг')).toBeVisible();
  // The base declaration has no date filter: its line is what the variant adds.
  await expect(dayGroup(page, `${fields.painted_on} ${t('generated.generic.from')}`)).toHaveCount(0);
});

test('the edit form saves a change that the card and its history show, and deletes with a confirmation', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.goto(LIST);
  await row(page, 'Жемчуг').getByText('Жемчуг').click();
  await expect(page).toHaveURL(/\/rent\/car-colours\/\d+$/);
  const id = /\/(\d+)$/.exec(page.url())?.[1] ?? '';
  const surcharge = labelled(page, fields.surcharge);
  await expect(surcharge).toHaveValue(/^1\s500,50$/);
  await expect(labelled(page, fields.driver_id)).toHaveValue(driverName);
  await surcharge.fill('2000');
  await page.getByRole('button', { name: /Сохранить/ }).click();
  const history = page.getByRole('table', { name: t('generated.generic.history') });
  // The history shows money as the card does (issue 21: no raw wire values in it).
  const change = history.getByRole('row').filter({ hasText: fields.surcharge }).filter({ hasText: /2\s000,00\s₽/ });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(/1\s500,50\s₽/);

  // The read-only card: every field by its label, the edit button, the same history.
  await page.goto(`${LIST}/${id}/show`);
  // The card's fields come before the history, which names the same values since it reads as the card does.
  await expect(page.getByText(/2\s000,00\s₽/).first()).toBeVisible();
  // The card's field (the history below names the value too, as it is since choices read in Russian).
  await expect(page.getByText(kinds.metallic).first()).toBeVisible();
  await expect(page.getByText('15.03.2026').first()).toBeVisible();
  await expect(page.getByText(driverName)).toBeVisible();
  await expect(page.getByRole('table', { name: t('generated.generic.history') })).toBeVisible();
  await page.getByRole('link', { name: /Редактировать/ }).click();
  await expect(page).toHaveURL(new RegExp(`/rent/car-colours/${id}$`));

  await page.goto(LIST);
  await row(page, 'Уголь').getByText('Уголь').click();
  await page.getByRole('button', { name: /Удалить/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Подтвердить/ }).click();
  await expect(page).toHaveURL(/\/rent\/car-colours(\?|$)/);
  await expect(row(page, 'Жемчуг')).toBeVisible();
  await expect(row(page, 'Уголь')).toHaveCount(0);
});

test('one more filter line: the date range filters in the browser and in the API', async ({ page }) => {
  await signIn(page, 'demo1');
  const authorized = page.waitForRequest((request) => request.url().includes('/api/car-colours') && request.headers().authorization !== undefined);
  await page.goto(DATED);
  const authorization = (await authorized).headers().authorization ?? '';
  await labelled(page, fields.kind).waitFor();
  await page.getByRole('link', { name: /Создать/ }).first().click();
  await labelled(page, fields.name).fill('Лазурь');
  await pickKind(page, kinds.solid);
  await labelled(page, fields.surcharge).fill('100');
  await typeDay(page, fields.painted_on, '2026-05-02');
  await page.getByRole('button', { name: /Сохранить/ }).click();
  await expect(row(page, 'Лазурь')).toBeVisible();
  await expect(row(page, 'Жемчуг')).toBeVisible();

  await typeDay(page, `${fields.painted_on} ${t('generated.generic.from')}`, '2026-03-01');
  await typeDay(page, t('generated.generic.to'), '2026-03-31');
  await expect(row(page, 'Лазурь')).toHaveCount(0);
  await expect(row(page, 'Жемчуг')).toBeVisible();

  const ask = (name: string) =>
    page.request.get(`/api/${name}?filter=${encodeURIComponent(JSON.stringify({ painted_on_gte: '2026-04-01' }))}`, {
      headers: { authorization },
    });
  const dated = await ask('car-colours-dated');
  expect(dated.status()).toBe(200);
  expect(((await dated.json()) as { name: string }[]).map((colour) => colour.name)).toEqual(['Лазурь']);
  // The declaration without the line refuses the filter instead of ignoring it.
  expect((await ask('car-colours')).status()).toBe(400);
});

test('the folder alone gives the API its OpenAPI entry and its access rule', async ({ page, request }) => {
  const document = (await (await request.get('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/car-colours', '/api/car-colours/{id}', '/api/car-colours-dated']));
  // Group 3 may not open /rent (schemas/access.ts): the API refuses it too, in the spec's shape.
  await signIn(page, 'demo3');
  const authorized = page.waitForRequest((sent) => sent.url().includes('/api/') && sent.headers().authorization !== undefined);
  await page.goto(LIST);
  const authorization = (await authorized).headers().authorization ?? '';
  const refused = await page.request.get('/api/car-colours', { headers: { authorization } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: expect.any(String), error_msg: expect.any(String) });
});

test('the second folder differs from the first by its name, its path and one filter line', () => {
  const first = readFileSync('tests/fixtures/car-colours/resource.ts', 'utf8').split('\n');
  const second = withOneMoreFilter(first.join('\n')).split('\n');
  const added = second.filter((line) => !first.includes(line)).map((line) => line.trim());
  expect(added).toEqual(["name: 'car-colours-dated',", "path: '/rent/car-colours-dated',", expect.stringContaining('filters: ['), FILTER_LINE, '],']);
});

import { expect, test, type Page } from '@playwright/test';
import { t } from '../../texts/t';
import { blacklistTexts } from '../../resources/drivers/blacklist/texts';
import { signIn } from './support';

const rows = (page: Page) => page.locator('tbody tr');
const driversItem = (page: Page) => page.getByRole('menuitem', { name: new RegExp(t('menu.drivers')) });
/**
 * The number on the «Водители» item; 0 when it shows none. Read in one step, without waiting: a
 * count-then-read would hang if the badge went away in between (it does, when the last is read).
 */
async function badgeCount(page: Page): Promise<number> {
  const [text] = await driversItem(page).locator('.MuiBadge-badge').allTextContents();
  return text === undefined ? 0 : Number(text);
}

test('opening the approved applications reads them: the badge drops; one is accepted into the park', async ({ page }) => {
  await signIn(page, 'demo1');
  const badge = driversItem(page).locator('.MuiBadge-badge');
  await expect(badge).toHaveText(/^\d+$/);
  const unread = Number(await badge.textContent());
  expect(unread).toBeGreaterThan(0);

  await page.goto('/drivers/approve');
  const waiting = page.getByRole('tab', { name: t('desk.approve.tabs.approved') });
  await expect(waiting).toHaveAttribute('aria-selected', 'true');
  // The page holds applications in every state, so its title names no one state (issue 21:
  // «Одобренные водители» above the open tab «Ждут решения»).
  await expect(page.locator('#react-admin-title')).toHaveText('Заявки водителей');
  await expect(rows(page).getByText(t('desk.approve.unread')).first()).toBeVisible();
  // The unread rows on screen are marked read and the badge follows without a reload.
  await expect.poll(() => badgeCount(page), { timeout: 30_000 }).toBeLessThan(unread);

  const first = rows(page).first();
  // The name cell reads the applicant's name, then «Новая заявка» while it is unread.
  const name = ((await first.locator('td').nth(1).textContent()) ?? '').replace(t('desk.approve.unread'), '').trim();
  const waitingBefore = await rows(page).count();
  await first.getByRole('button', { name: t('desk.approve.accept') }).click();
  const dialog = page.getByRole('dialog', { name: t('desk.approve.acceptTitle') });
  await dialog.getByRole('button', { name: t('desk.approve.accept'), exact: true }).click();
  await expect(page.getByText(t('desk.approve.accepted', { name }))).toBeVisible();
  await expect(rows(page)).toHaveCount(waitingBefore - 1);
  await expect(rows(page).filter({ hasText: name })).toHaveCount(0);
  expect(await badgeCount(page)).toBeLessThan(unread);

  await page.getByRole('tab', { name: t('desk.approve.tabs.accepted') }).click();
  const accepted = rows(page).filter({ hasText: name });
  await expect(accepted).toHaveCount(1);
  await expect(accepted.getByRole('link', { name: t('desk.approve.openDriver') })).toHaveAttribute(
    'href',
    /^\/drivers\/detail\/\d+\/balance$/,
  );
});

test('a declined application needs its reason', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.goto('/drivers/approve');
  await expect(rows(page).last().getByRole('button', { name: t('desk.approve.decline') })).toBeVisible();
  const last = rows(page).last();
  const name = ((await last.locator('td').nth(1).locator('span').first().textContent()) ?? '').trim();
  await last.getByRole('button', { name: t('desk.approve.decline') }).click();
  const dialog = page.getByRole('dialog', { name: t('desk.approve.declineTitle') });
  await dialog.getByRole('button', { name: t('desk.approve.decline') }).click();
  await expect(dialog.getByText(t('fleet.validation.required'))).toBeVisible();
  await dialog.getByLabel(t('desk.approve.reason')).fill('Нет разрешения на работу в такси');
  await dialog.getByRole('button', { name: t('desk.approve.decline') }).click();
  await expect(page.getByText(t('desk.approve.declined'))).toBeVisible();
  await page.getByRole('tab', { name: t('desk.approve.tabs.declined') }).click();
  await expect(rows(page).filter({ hasText: name })).toContainText('Нет разрешения на работу в такси');
});

test('a person who never drove for the park is added to the blacklist, found, and removed', async ({ page }) => {
  const person = `Тестов Чёрный ${Date.now() % 100000}`;
  const fields = blacklistTexts.labels.fields;
  // A form field by its label, with or without the required mark.
  const labelled = (label: string) => page.getByLabel(new RegExp(`^${label}(\\s\\*)?$`));
  await signIn(page, 'demo1');
  await page.goto('/drivers/blacklist');
  await page.getByRole('link', { name: /Создать/ }).first().click();
  await expect(page).toHaveURL(/\/drivers\/blacklist\/create$/);
  // A reason, but neither a park driver nor a person: the schema's rules speak at the fields.
  await labelled(fields.reason).fill('Угнал автомобиль парка');
  await page.getByRole('button', { name: /Сохранить/ }).click();
  await expect(page.getByText(t('fleet.validation.required'))).toHaveCount(2);
  await expect(page).toHaveURL(/\/create$/);
  await labelled(fields.full_name).fill(person);
  await labelled(fields.phone).fill('+79995550101');
  await page.getByRole('button', { name: /Сохранить/ }).click();
  await expect(page).toHaveURL(/\/drivers\/blacklist(\?|$)/);

  // Found by the phone's digits as a person types them.
  await page.getByPlaceholder(t('generated.generic.search')).fill('999 555-01');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(person);
  await expect(rows(page).first()).toContainText('Угнал автомобиль парка');
  await rows(page).first().getByText(person).click();
  await expect(page).toHaveURL(/\/drivers\/blacklist\/\d+\/show$/);
  await expect(page.getByText(t('generated.generic.history'))).toBeVisible();
  await page.getByRole('button', { name: /Удалить/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Подтвердить|Удалить/ }).click();
  await expect(page).toHaveURL(/\/drivers\/blacklist(\?|$)/);
  await expect(rows(page).filter({ hasText: person })).toHaveCount(0);
});

test('driver app and marketplace requests are decided', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.goto('/drivers/access-app');
  await expect(page).toHaveURL(/\/drivers\/access-app\/new$/);
  const request = rows(page).first();
  const driver = ((await request.getByRole('link').textContent()) ?? '').trim();
  await request.getByRole('button', { name: `${t('desk.access.approve')}: ${driver}` }).click();
  await expect(page.getByText(t('desk.access.approved'))).toBeVisible();
  await page.getByRole('tab', { name: t('desk.access.tabs.approved') }).click();
  await expect(page).toHaveURL(/\/drivers\/access-app\/approved$/);
  await expect(rows(page).filter({ hasText: driver }).first()).toContainText(t('fleet.accessRequestStatus.approved'));

  await page.goto('/drivers/access-market');
  const market = rows(page).first();
  const marketDriver = ((await market.getByRole('link').textContent()) ?? '').trim();
  await market.getByRole('button', { name: `${t('desk.access.reject')}: ${marketDriver}` }).click();
  await expect(page.getByText(t('desk.access.rejected'))).toBeVisible();
  await page.getByRole('tab', { name: t('desk.access.tabs.rejected') }).click();
  await expect(rows(page).filter({ hasText: marketDriver }).first()).toContainText(t('fleet.accessRequestStatus.rejected'));
});

test('a goal for every working driver is created and opens with its participants', async ({ page }) => {
  const title = `Цель e2e ${Date.now() % 100000}`;
  await signIn(page, 'demo1');
  await page.goto('/drivers/goals');
  await page.getByRole('button', { name: t('desk.goals.create') }).click();
  const dialog = page.getByRole('dialog', { name: t('desk.goals.createTitle') });
  await dialog.getByLabel(t('desk.goals.titleField')).fill(title);
  await dialog.getByLabel(t('desk.goals.targetTrips')).fill('0');
  await dialog.getByLabel(t('desk.goals.reward')).fill('1500');
  await dialog.getByRole('button', { name: t('desk.goals.create') }).click();
  await expect(dialog.getByText(t('fleet.validation.targetTrips'))).toBeVisible();
  await dialog.getByLabel(t('desk.goals.targetTrips')).fill('5');
  await dialog.getByRole('button', { name: t('desk.goals.create') }).click();
  await expect(page).toHaveURL(/\/drivers\/goals\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const participants = page.getByRole('table', { name: t('desk.goals.participants') });
  await expect(participants.getByRole('link').first()).toHaveAttribute('href', /^\/drivers\/detail\/\d+\/balance$/);
});

test('a passenger review is answered and becomes processed', async ({ page }) => {
  await signIn(page, 'demo1');
  await page.goto('/drivers/feedback/kpi');
  await expect(page.getByRole('img', { name: t('desk.feedback.byDayChart') })).toBeVisible();
  await page.getByRole('link', { name: t('desk.feedback.toList') }).click();
  await page.getByLabel(t('fleet.fields.status')).click();
  await page.getByRole('option', { name: t('fleet.feedbackStatus.new') }).click();
  await expect(page).toHaveURL(/status/);
  const review = rows(page).first();
  await expect(review).toContainText(t('fleet.feedbackStatus.new'));
  await review.locator('td').first().click();
  await expect(page).toHaveURL(/\/drivers\/feedback\/list\/\d+$/);

  const answer = page.getByRole('region', { name: t('desk.feedback.response') });
  await answer.getByLabel(t('desk.feedback.response')).fill('Спасибо за отзыв, передали водителю');
  await answer.getByRole('radio', { name: t('fleet.feedbackStatus.processed') }).check();
  await answer.getByRole('button', { name: t('desk.feedback.answer') }).click();
  await expect(page.getByText(t('desk.feedback.answered'))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: t('desk.feedback.response') }).getByLabel(t('desk.feedback.response'))).toHaveValue(
    'Спасибо за отзыв, передали водителю',
  );
  await expect(page.getByText(t('fleet.feedbackStatus.processed')).first()).toBeVisible();
});

test('the commission report opens for group 5 with its totals and a driver’s trips', async ({ page }) => {
  await signIn(page, 'demo5');
  await page.goto('/drivers/feereport');
  const totals = page.getByRole('group', { name: t('desk.common.total') });
  await expect(totals).toContainText(t('desk.feereport.trips'));
  await expect(rows(page).first().locator('td').nth(1)).toHaveText(/^\+\d+$/);
  const name = ((await rows(page).first().locator('td').first().textContent()) ?? '').trim();
  await rows(page).first().locator('td').first().click();
  await expect(page).toHaveURL(/\/drivers\/feereport\/drivers\/\d+/);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(rows(page).first()).toContainText(t('fleet.transferStatus.complete'));
});

test('group 3 may not open the commission report', async ({ page }) => {
  await signIn(page, 'demo3');
  await page.goto('/drivers/feereport');
  await expect(page.getByText(t('app.noAccess'))).toBeVisible();
});

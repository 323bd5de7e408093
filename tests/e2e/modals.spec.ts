/**
 * The cabinet's modals in a real browser on a controllable clock (page.clock is installed before
 * the first navigation; time jumps with fastForward, nothing waits for real). Banner answers are
 * kept per user on the server, so the tests that touch banners register a park of their own.
 */
import { devices, expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { t } from '../../texts/t';
import { DEMO_PASSWORD, codeFor, fillLoginForm, signIn, typeCode } from './support';

const BASE_MS = 60_000;

/** A new park with its owner (group 1): no banner answered, no referral program. */
async function registerPark(request: APIRequestContext): Promise<string> {
  const login = `modals-${Date.now()}-${Math.floor(Math.random() * 1_000_000)}`;
  const response = await request.post('/auth-api/auth/registration', {
    data: {
      park_name: 'Таксопарк Модальный',
      country_code: 2,
      name: 'Орлова Вера Павловна',
      login,
      email: `${login}@modal-park.ru`,
      phone: '+79035550101',
      password: DEMO_PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
  return login;
}

/** The modal session has started (its clock is running) once it asks for the rating poll's banner. */
const sessionStarted = (page: Page) =>
  page.waitForRequest((request: Request) => request.url().includes('/api/banner?banner_type=quality_poll'));

const SESSION_CALLS = {
  rating: /\/api\/banner\?banner_type=quality_poll/,
  feeReport: /\/api\/banner\?banner_type=report_data/,
  referral: /\/api\/referral\/settings/,
  park: /\/api\/taxis\/\d+$/,
} as const;
type SessionCall = keyof typeof SESSION_CALLS;

/**
 * Follows the calls the modal session makes when it starts. Time must not jump while they are
 * in flight: the HTTP client's 30 s time-out would fire and abort them.
 */
function watchSessionCalls(page: Page) {
  const pending = new Set<Request>();
  const seen = new Set<SessionCall>();
  const kindOf = (request: Request) =>
    (Object.keys(SESSION_CALLS) as SessionCall[]).find((kind) => SESSION_CALLS[kind].test(request.url()));
  page.on('request', (request) => {
    const kind = kindOf(request);
    if (kind === undefined) return;
    seen.add(kind);
    pending.add(request);
  });
  const settle = (request: Request) => pending.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    /** Every expected call was made, and none of these calls is in flight. */
    settled: (expected: readonly SessionCall[]) =>
      expect
        .poll(() => ({ missing: expected.filter((kind) => !seen.has(kind)), pending: pending.size }))
        .toEqual({ missing: [], pending: 0 }),
    reset: () => seen.clear(),
  };
}

test('the rating poll: each invalid comment is shown at the field and blocks sending, a valid one is thanked', async ({
  page,
}) => {
  const login = await registerPark(page.request);
  await page.clock.install();
  const calls = watchSessionCalls(page);
  await signIn(page, login);
  await calls.settled(['rating', 'feeReport', 'park']);

  // The fee-report notice comes first, at 60 s (the referral promo waits for its section's screen).
  await page.clock.fastForward(BASE_MS);
  const feeReport = page.getByRole('dialog').filter({ hasText: t('modals.feeReport.text') });
  await expect(feeReport).toBeVisible();
  // Its 'close' event must arrive before time jumps again (the client would time it out).
  const closeRecorded = page.waitForResponse((response) => response.url().endsWith('/api/banner/event'));
  await feeReport.getByRole('button', { name: t('modals.common.close') }).click();
  await expect(feeReport).toHaveCount(0);
  expect((await closeRecorded).status()).toBe(200);

  // So the poll waits for 10 x 60 s, not 2 x 60 s. (Between the jumps the clock runs on in real
  // time, hence the margin of a minute.)
  await page.clock.fastForward(8 * BASE_MS);
  const poll = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: t('modals.rating.send') }) });
  await expect(poll).toHaveCount(0);
  await page.clock.fastForward(BASE_MS);
  await expect(poll).toBeVisible();

  const send = poll.getByRole('button', { name: t('modals.rating.send') });
  await expect(send).toBeDisabled();
  await poll.getByRole('button', { name: t('modals.rating.score', { score: 5 }) }).click();
  await expect(send).toBeEnabled();

  const comment = poll.getByLabel(t('modals.rating.comment'));
  for (const [value, message] of [
    ['Отлично 好', t('rating.letters')],
    ['Отлично #1', t('rating.punctuation')],
    ['а'.repeat(1001), t('rating.tooLong')],
  ] as const) {
    await comment.fill(value);
    await expect(comment).toHaveAccessibleDescription(message);
    await expect(send).toBeDisabled();
  }

  const valid = 'Всё удобно: выплаты и отчёты «в два клика», спасибо!';
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/banner/event')) sent.push(request.postDataJSON());
  });
  await comment.fill(valid);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByRole('dialog').getByText(t('rating.high'))).toBeVisible();
  expect(sent).toMatchObject([
    { event_type: 'response', banner_type: 'quality_poll', extra_info: '5' },
    { event_type: 'comment', banner_type: 'quality_poll', extra_info: valid },
  ]);
});

// The promo's own behaviour (60 s, closing, not again) is covered with a «Рефералка» screen in
// tests/client/modals-session.test.tsx; this build has none, so the promo must not advertise it.
test('the referral promo stays closed while «Рефералка» has no screen; the fee-report notice comes at 60 s and again after a reload', async ({
  page,
}) => {
  const login = await registerPark(page.request);
  await page.clock.install();
  const calls = watchSessionCalls(page);
  const referralAsked: string[] = [];
  page.on('request', (request) => {
    if (SESSION_CALLS.referral.test(request.url())) referralAsked.push(request.url());
  });
  await signIn(page, login);
  await calls.settled(['rating', 'feeReport', 'park']);

  const referral = page.getByRole('dialog', { name: t('modals.referral.title') });
  const feeReport = page.getByRole('dialog').filter({ hasText: t('modals.feeReport.text') });
  // The clock also runs on in real time between the jumps: a margin of 15 s.
  await page.clock.fastForward(BASE_MS - 15_000);
  await expect(feeReport).toHaveCount(0);
  await page.clock.fastForward(15_000);
  await expect(feeReport).toBeVisible();
  await expect(referral).toHaveCount(0);
  expect(referralAsked).toEqual([]);
  // A desktop browser never gets the mobile-app promo.
  await expect(page.getByRole('dialog', { name: t('modals.promoApp.title') })).toHaveCount(0);
  // The notice is left open, so it comes back after the reload.

  calls.reset();
  await page.reload();
  await calls.settled(['rating', 'feeReport', 'park']);
  await page.clock.fastForward(BASE_MS);
  await expect(feeReport).toBeVisible();
  await expect(referral).toHaveCount(0);
});

test('the mobile-app promo opens on an iPhone 0.5 s after the cabinet loads, full screen', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...devices['iPhone 13'], baseURL, locale: 'ru-RU' });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/login');
  await fillLoginForm(page, 'demo2');
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/auth-api/auth') && response.request().method() === 'POST',
  );
  const started = sessionStarted(page);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  const { data } = (await (await answer).json()) as { data: { sms_key?: string } };
  if (data.sms_key === undefined) throw new Error('no SMS step for demo2');
  await typeCode(page, await codeFor(page.request, data.sms_key));
  await started;

  await page.clock.runFor(500);
  const promo = page.getByRole('dialog', { name: t('modals.promoApp.title') });
  await expect(promo).toBeVisible();
  await expect(promo.getByRole('link', { name: t('modals.promoApp.appStore') })).toBeVisible();
  await expect(promo.getByRole('link', { name: t('modals.promoApp.googlePlay') })).toBeVisible();
  // Below the 450 px mobile breakpoint the promo takes the whole screen.
  const viewport = page.viewportSize();
  const box = await promo.boundingBox();
  expect(box?.width).toBe(viewport?.width);

  await promo.getByRole('button', { name: t('modals.common.close') }).click();
  await expect(promo).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('hidden_promo_app_dialog'))).toBe('true');
  await context.close();
});

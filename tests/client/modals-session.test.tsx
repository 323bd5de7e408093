// @vitest-environment jsdom
/**
 * The modals as the frame shows them: timers on a fake clock, the calls each needs, the flags
 * they keep, one modal at a time.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Taxi } from '../../schemas/auth';
import { t } from '../../texts/t';
import { ModalsRoot } from '../../src/modals/ModalsRoot';
import { REFERRAL_CLAIMS } from '../../src/modals/ReferralPromoDialog';
import { resourceDefinitions } from '../../src/root/sections';
import { BASE_DELAY_MS } from '../../src/modals/schedule';
import { authProvider, fakeApi, renderWithCabinet, withReferralScreen, type RecordedCall, type Routes } from './modals-harness';

const NOW = Date.parse('2026-11-21T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

function taxi(overrides: Partial<Taxi> = {}): Taxi {
  return {
    id: 1,
    name: 'Парк',
    country_code: 2,
    balance: '0.00',
    balance_at: null,
    bankAllowed: false,
    hand_aggregator: false,
    qiwi_login: null,
    qiwi_flag: false,
    phone: '+74951234567',
    first_transaction_date: null,
    ...overrides,
  };
}

/** A park with a phone, its referral program on and no banners: nothing to show. */
function routes(overrides: Routes = {}): Routes {
  return {
    'GET /referral/settings': [{ id: 1, name: 'Основная', enabled: true }],
    'GET /banner': (call: RecordedCall) => ({ banner_id: null, banner_type: call.query.banner_type, title: null }),
    'GET /taxis/1': taxi(),
    'POST /banner/event': { ok: true },
    ...overrides,
  };
}

const banners =
  (ids: { quality_poll?: number; report_data?: number }) =>
  (call: RecordedCall) => ({
    banner_id: ids[call.query.banner_type as keyof typeof ids] ?? null,
    banner_type: call.query.banner_type,
    title: null,
  });

const asked = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

async function start(routeTable: Routes, groupId: 1 | 2 | 3 | 4 | 5 = 1, definitions = withReferralScreen) {
  const api = fakeApi(routeTable);
  const view = renderWithCabinet(<ModalsRoot />, api, authProvider(groupId), definitions);
  // The session has asked everything it needs.
  await waitFor(() => expect(asked(api.calls, 'GET', '/banner').length).toBeGreaterThan(0));
  await act(() => vi.advanceTimersByTimeAsync(0));
  return { api, view };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dialog = (name: string) => screen.queryByRole('dialog', { name });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('notification 1: the park phone (spec 4)', () => {
  it('asks after start when the park has no phone, shows the server field error, saves, and is not shown again', async () => {
    const put = vi.fn((call: RecordedCall) =>
      (call.body as { phone: string }).phone === '+79031112233'
        ? taxi({ phone: '+79031112233' })
        : { status: 400, body: { error: 'validation', error_msg: t('errors.validation'), data: { phone: 'Номер уже занят' } } },
    );
    const first = await start(routes({ 'GET /taxis/1': taxi({ phone: null }), 'PUT /taxis/1/phone': put }));
    expect(await screen.findByRole('dialog', { name: t('modals.parkPhone.title') })).toBeTruthy();
    expect(localStorage.getItem('notification_1_shown')).toBe('true');

    const field = screen.getByLabelText(t('modals.parkPhone.phone'));
    fireEvent.change(field, { target: { value: '9031112200' } });
    expect((field as HTMLInputElement).value).toBe('(903) 111-22-00');
    fireEvent.click(screen.getByRole('button', { name: t('modals.parkPhone.save') }));
    expect(await screen.findByText('Номер уже занят')).toBeTruthy();
    fireEvent.change(field, { target: { value: '9031112233' } });
    fireEvent.click(screen.getByRole('button', { name: t('modals.parkPhone.save') }));
    expect(await screen.findByText(t('modals.parkPhone.saved'))).toBeTruthy();
    await waitFor(() => expect(dialog(t('modals.parkPhone.title'))).toBeNull());
    expect(put.mock.calls.map(([call]) => call.body)).toEqual([{ phone: '+79031112200' }, { phone: '+79031112233' }]);
    first.view.unmount();

    await start(routes({ 'GET /taxis/1': taxi({ phone: null }) }));
    await advance(1000);
    expect(dialog(t('modals.parkPhone.title'))).toBeNull();
  });

  it('does not ask a park that has a phone, nor a group that may not open /users/taxi', async () => {
    const withPhone = await start(routes());
    await advance(1000);
    expect(dialog(t('modals.parkPhone.title'))).toBeNull();
    withPhone.view.unmount();

    await start(routes({ 'GET /taxis/1': taxi({ phone: null }) }), 3);
    await advance(1000);
    expect(dialog(t('modals.parkPhone.title'))).toBeNull();
    expect(localStorage.getItem('notification_1_shown')).toBeNull();
  });

  it('does not ask groups 4 and 5, who open the park card but may not write it (issue 20)', async () => {
    for (const group of [4, 5] as const) {
      const view = await start(routes({ 'GET /taxis/1': taxi({ phone: null }) }), group);
      await advance(1000);
      expect(dialog(t('modals.parkPhone.title')), `group ${group}`).toBeNull();
      expect(localStorage.getItem('notification_1_shown')).toBeNull();
      view.view.unmount();
    }
  });

  it('says «Получение данных …» when the park cannot be loaded', async () => {
    await start(routes({ 'GET /taxis/1': { status: 500, body: { error: 'internal', error_msg: 'Сбой базы' } } }));
    expect(await screen.findByText(t('errors.dataLoad', { message: 'Сбой базы' }))).toBeTruthy();
  });
});

describe('the referral promo (spec 2, 4, 9)', () => {
  it('opens 60 s after start when the program is off, links to the knowledge base, and stays hidden once closed', async () => {
    const first = await start(routes({ 'GET /referral/settings': [] }));
    await advance(59_000);
    expect(dialog(t('modals.referral.title'))).toBeNull();
    await advance(1000);
    const promo = await screen.findByRole('dialog', { name: t('modals.referral.title') });
    for (const claim of REFERRAL_CLAIMS) expect(promo.textContent).toContain(claim);
    const more = await screen.findByRole('link', { name: t('modals.referral.more') });
    expect(more.getAttribute('href')).toBe('https://example.org/kb');
    expect(more.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: t('modals.common.close') }));
    expect(dialog(t('modals.referral.title'))).toBeNull();
    expect(localStorage.getItem('hidden_referral_dialog')).toBe('true');
    first.view.unmount();

    const second = await start(routes({ 'GET /referral/settings': [] }));
    await advance(60_000);
    expect(dialog(t('modals.referral.title'))).toBeNull();
    expect(asked(second.api.calls, 'GET', '/referral/settings')).toEqual([]);
  });

  it('reads the first setting: a program that is on shows nothing', async () => {
    await start(routes({ 'GET /referral/settings': [{ id: 1, name: 'Основная', enabled: true }, { id: 2, name: 'Старая', enabled: false }] }));
    await advance(60_000);
    expect(dialog(t('modals.referral.title'))).toBeNull();
  });

  it('ignores a failure silently', async () => {
    await start(routes({ 'GET /referral/settings': { status: 500, body: { error: 'internal', error_msg: 'Сбой' } } }));
    await advance(60_000);
    expect(dialog(t('modals.referral.title'))).toBeNull();
    expect(screen.queryByText(/Сбой/)).toBeNull();
  });

  it('is not shown, nor the program asked for, while «Рефералка» has no screen (it would advertise a 404)', async () => {
    const withoutScreen = resourceDefinitions.map((definition) =>
      definition.name === 'referrals' ? { ...definition, views: {} } : definition,
    );
    const { api } = await start(routes({ 'GET /referral/settings': [] }), 1, withoutScreen);
    await advance(BASE_DELAY_MS + 1000);
    expect(dialog(t('modals.referral.title'))).toBeNull();
    expect(asked(api.calls, 'GET', '/referral/settings')).toEqual([]);
  });

  it('is not for groups that may not open /referrals/settings', async () => {
    const { api } = await start(routes({ 'GET /referral/settings': [] }), 3);
    await advance(60_000);
    expect(dialog(t('modals.referral.title'))).toBeNull();
    expect(asked(api.calls, 'GET', '/referral/settings')).toEqual([]);
  });
});

describe('the mobile-app promo (spec 2, 9)', () => {
  it('opens 0.5 s after start on an iPhone, App Store first, and stays hidden once closed', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const first = await start(routes());
    expect(dialog(t('modals.promoApp.title'))).toBeNull();
    await advance(500);
    await screen.findByRole('dialog', { name: t('modals.promoApp.title') });
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [t('modals.promoApp.appStore'), 'https://example.org/ios'],
      [t('modals.promoApp.googlePlay'), 'https://example.org/android'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: t('modals.common.close') }));
    expect(localStorage.getItem('hidden_promo_app_dialog')).toBe('true');
    first.view.unmount();

    await start(routes());
    await advance(1000);
    expect(dialog(t('modals.promoApp.title'))).toBeNull();
  });

  it('is not shown on a desktop browser', async () => {
    await start(routes());
    await advance(1000);
    expect(dialog(t('modals.promoApp.title'))).toBeNull();
  });
});

describe('banners, the questionnaire and the queue (spec 4, 9)', () => {
  it('shows one modal at a time: referral promo, then the fee-report notice, the rating poll at 10 x 60 s', async () => {
    await start(routes({ 'GET /referral/settings': [], 'GET /banner': banners({ quality_poll: 11, report_data: 21 }) }));
    await advance(60_000);
    await screen.findByRole('dialog', { name: t('modals.referral.title') });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: t('modals.common.close') }));
    await screen.findByRole('dialog', { name: t('modals.feeReport.title') });
    fireEvent.click(screen.getByRole('button', { name: t('modals.common.close') }));
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
    await advance(600_000 - 60_000 - 1000);
    expect(dialog(t('modals.rating.title'))).toBeNull();
    await advance(1000);
    expect(await screen.findByRole('dialog', { name: t('modals.rating.title') })).toBeTruthy();
  });

  it('brings the rating poll at 2 x 60 s when nothing came before, and only when a banner id is returned', async () => {
    await start(routes({ 'GET /banner': banners({ quality_poll: 11 }) }));
    await advance(119_000);
    expect(dialog(t('modals.rating.title'))).toBeNull();
    await advance(1000);
    expect(await screen.findByRole('dialog', { name: t('modals.rating.title') })).toBeTruthy();
  });

  it('asks no fee-report banner for a group that may not open /drivers/feereport', async () => {
    const { api } = await start(routes({ 'GET /banner': banners({ report_data: 21 }) }), 4);
    await advance(600_000);
    expect(dialog(t('modals.feeReport.title'))).toBeNull();
    expect(asked(api.calls, 'GET', '/banner').map((call) => call.query.banner_type)).toEqual(['quality_poll']);
  });

  it('opens the questionnaire at 2 x 60 s for a park whose first transaction was 10 days ago', async () => {
    const firstTransaction = new Date(NOW - 10 * DAY).toISOString();
    await start(routes({ 'GET /taxis/1': taxi({ first_transaction_date: firstTransaction }) }));
    await advance(119_000);
    expect(dialog(t('modals.questionnaire.title'))).toBeNull();
    await advance(1000);
    expect(await screen.findByRole('dialog', { name: t('modals.questionnaire.title') })).toBeTruthy();
  });

  it('reopens the questionnaire when the stored next-open date has come', async () => {
    localStorage.setItem('questionnareDialog', 'true');
    localStorage.setItem('nextOpenQuestionnare', new Date(NOW - 1000).toISOString());
    await start(routes());
    await advance(120_000);
    await screen.findByRole('dialog', { name: t('modals.questionnaire.title') });
    fireEvent.click(screen.getByRole('button', { name: t('modals.common.close') }));
    expect(localStorage.getItem('nextOpenQuestionnare')).toBeNull();
    expect(localStorage.getItem('questionnareDialog')).toBe('true');
  });
});

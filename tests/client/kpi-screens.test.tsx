// @vitest-environment jsdom
/**
 * The KPI screens, 'Ваш менеджер' and the home page rendered in the real <CabinetAdmin> over a
 * fake main API: /kpi goes to /kpi/main with one rates call for every figure, group 4 never asks
 * for orders_overall, a failed call says 'Получение данных …' and can be retried, the help
 * condition shows the menu item and the header button, and the home page shows what the group
 * may see.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { CoreAdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KPI_METRICS, HELP_THRESHOLD, type KpiMetric, type RatesResponse } from '../../schemas/kpi';
import type { NewsResponse } from '../../schemas/notices';
import { HomePage } from '../../resources/home/HomePage';
import { formatNumber } from '../../src/components/format';
import { t } from '../../texts/t';
import { CabinetAdmin } from '../../src/root/CabinetAdmin';
import { DefinitionsProvider } from '../../src/root/definitions';
import { SettingsProvider } from '../../src/root/settings';
import { resourceDefinitions } from '../../src/root/sections';
import { testSettings } from '../helpers/settings';
import { cabinetDataProvider, signedInAuth } from '../helpers/session';
import { dayOf } from '../helpers/day-input';
import { i18nProvider } from '../../src/i18n';

vi.mock('../../src/root/externals', () => {
  const Stub = () => <p>stub</p>;
  const LoginPage = Object.assign(() => <p>login</p>, { preload: async () => undefined });
  return { LoginPage, RegistrationPage: Stub, publicViews: {} };
});
vi.mock('../../src/root/frameParts', () => ({ AccountsPanel: () => <p>stub</p> }));


const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const MONEY: readonly KpiMetric[] = ['payments_overall', 'commission_income'];

/** A day's value of a figure: different per figure and per day, so a mix-up shows. */
const valueOf = (metric: KpiMetric, index: number) => (KPI_METRICS.indexOf(metric) + 1) * 10 + index;

function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    out.push(day.toISOString().slice(0, 10));
  }
  return out;
}

function ratesAnswer(url: URL, secondValue: number): RatesResponse {
  const from = url.searchParams.get('date_from') ?? '';
  const to = url.searchParams.get('date_to') ?? '';
  const metrics = (url.searchParams.get('metric') ?? '').split(',') as KpiMetric[];
  const period = days(from, to);
  return {
    date_from: from,
    date_to: to,
    group_by: 'day',
    metrics: metrics.map((metric) => {
      const money = MONEY.includes(metric);
      const values = period.map((_day, index) => valueOf(metric, index));
      const total = values.reduce((sum, value) => sum + value, 0);
      const wire = (value: number) => (money ? `${value * 1000}.00` : value);
      return {
        metric,
        unit: money ? 'money' : 'count',
        total: wire(total),
        previous_total: wire(Math.floor(total / 2)),
        change_percent: 100,
        series: period.map((date, index) => ({ date, value: wire(values[index] ?? 0) })),
      };
    }),
    percent: [{ orders_overall: { last_week: 12.5 } }, { orders_overall: { last_week: secondValue } }],
  };
}

const news: NewsResponse = {
  items: [
    { id: 31, title: 'Выплаты по СБП без комиссии', summary: '', content: '', published_at: '2026-11-20T09:00:00Z', read: 0 },
    { id: 30, title: 'Новый отчёт по комиссиям', summary: '', content: '', published_at: '2026-11-18T09:00:00Z', read: 1 },
    { id: 29, title: 'Обновление кабинета', summary: '', content: '', published_at: '2026-11-10T09:00:00Z', read: 1 },
  ],
  total: 12,
  page: 1,
  pages: 4,
  unread: 1,
};

/** The main API: rates (recorded), news; everything else 404. */
function fakeApi({ secondValue = 100, failRates = false } = {}) {
  const state = { rates: [] as URL[], failRates, news: 0 };
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://cabinet.test');
    if (url.pathname === '/api/taxis/1/rates') {
      state.rates.push(url);
      if (state.failRates) return json({ error: 'internal', error_msg: 'Показатели недоступны (тест)' }, 500);
      return json(ratesAnswer(url, secondValue));
    }
    if (url.pathname === '/api/news') {
      state.news += 1;
      return json(news);
    }
    return json({ error: 'not_found', error_msg: 'Не найдено' }, 404);
  });
  const { dataProvider } = cabinetDataProvider(fetch);
  return { state, dataProvider };
}

const authProvider = (groupId: number): AuthProvider =>
  signedInAuth({ groupId, identity: { fullName: 'Анна Лебедева', park_name: 'Парк Север' } });

/** Testing Library reads text with its no-break spaces made plain. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const Where = () => <output data-testid="where">{useLocation().pathname + useLocation().search}</output>;
const where = () => screen.getByTestId('where').textContent;

function renderApp(path: string, groupId: number, api: ReturnType<typeof fakeApi>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CabinetAdmin
        authProvider={authProvider(groupId)}
        dataProvider={api.dataProvider}
        loadSettings={async () => testSettings()}
        store={memoryStore()}
      />
      <Where />
    </MemoryRouter>,
  );
}

/** Rates calls of the screen itself (the help condition asks for orders_overall alone). */
const screenCalls = (api: ReturnType<typeof fakeApi>) => api.state.rates.filter((url) => url.searchParams.get('metric') !== 'orders_overall');
const helpCalls = (api: ReturnType<typeof fakeApi>) => api.state.rates.filter((url) => url.searchParams.get('metric') === 'orders_overall');

/** The first screen of a test loads the whole frame lazily, which takes a while under jsdom. */
const slow = { timeout: 8000 };

const card = (label: string) => screen.getByRole('region', { name: label });

// The whole cabinet frame renders under jsdom here: slower than a unit test, on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.useRealTimers();
});

describe('/kpi', () => {
  it('goes to /kpi/main and shows every figure of one rates call', async () => {
    const api = fakeApi();
    renderApp('/kpi', 1, api);
    await screen.findByRole('region', { name: t('kpi.metrics.commission_income') }, slow);
    expect(where()).toBe('/kpi/main');
    expect(screen.getByRole('tab', { name: t('kpi.pages.main') }).getAttribute('aria-selected')).toBe('true');
    const calls = screenCalls(api);
    expect(calls).toHaveLength(1);
    const call = calls[0];
    expect(call?.searchParams.get('group_by')).toBe('day');
    expect(call?.searchParams.get('metric')?.split(',').sort()).toEqual([...KPI_METRICS].sort());
    expect(days(call?.searchParams.get('date_from') ?? '', call?.searchParams.get('date_to') ?? '')).toHaveLength(14);
    // 14 days of 10..23 for orders_overall (the first figure): 231; money figures in roubles.
    expect(within(card(t('kpi.metrics.orders_overall'))).getByText(formatNumber(231))).toBeTruthy();
    const payments = (KPI_METRICS.indexOf('payments_overall') + 1) * 10 * 14 + 91;
    expect(within(card(t('kpi.metrics.payments_overall'))).getByText(plain(`${formatNumber(payments * 1000, { fractionDigits: 2 })}\u00a0₽`))).toBeTruthy();
    expect(screen.getByRole('region', { name: t('kpi.ordersChart') })).toBeTruthy();
  });

  it('keeps the period in the URL and asks again when a preset is chosen; a tab keeps the period', async () => {
    const api = fakeApi();
    renderApp('/kpi/main?date_from=2026-10-01&date_to=2026-10-03', 1, api);
    const orders = await screen.findByRole('region', { name: t('kpi.metrics.orders_overall') }, slow);
    expect(screenCalls(api)[0]?.search).toContain('date_from=2026-10-01&date_to=2026-10-03');
    // Three days of 10, 11, 12.
    expect(within(orders).getByText('33')).toBeTruthy();
    expect(dayOf(t('kpi.period.from'))).toBe('2026-10-01');

    fireEvent.click(screen.getByRole('button', { name: t('kpi.period.preset', { days: 7 }) }));
    await waitFor(() => expect(where()).toMatch(/^\/kpi\/main\?date_from=\d{4}-\d{2}-\d{2}&date_to=\d{4}-\d{2}-\d{2}$/));
    await waitFor(() => expect(within(card(t('kpi.metrics.orders_overall'))).getByText(formatNumber(10 * 7 + 21))).toBeTruthy());
    expect(screenCalls(api)).toHaveLength(2);
    const period = where()?.split('?')[1] ?? '';

    fireEvent.click(screen.getByRole('tab', { name: t('kpi.pages.drivers') }));
    await waitFor(() => expect(where()).toBe(`/kpi/drivers?${period}`));
    const table = await screen.findByRole('table', { name: new RegExp(t('kpi.pages.drivers')) });
    expect(screenCalls(api)).toHaveLength(3);
    expect(screenCalls(api)[2]?.searchParams.get('metric')).toBe('drivers_active,drivers_new');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 7 + 1);
    expect(screen.queryByRole('region', { name: t('kpi.metrics.orders_overall') })).toBeNull();
  });

  it('never asks group 4 for orders_overall: no card, no help call', async () => {
    const api = fakeApi({ secondValue: HELP_THRESHOLD * 2 });
    renderApp('/kpi/orders', 4, api);
    await screen.findByRole('table', { name: new RegExp(t('kpi.pages.orders')) }, slow);
    expect(api.state.rates.length).toBeGreaterThan(0);
    for (const url of api.state.rates) expect(url.searchParams.get('metric')).not.toContain('orders_overall');
    expect(screenCalls(api)[0]?.searchParams.get('metric')).toBe('orders_finished,orders_fraud');
    expect(screen.queryByText(t('kpi.byDay', { metric: t('kpi.metrics.orders_overall') }))).toBeNull();
    expect(helpCalls(api)).toHaveLength(0);
    expect(screen.queryByRole('menuitem', { name: t('menu.manager') })).toBeNull();
  });

  it('says Получение данных with the server message, and loads on retry', async () => {
    const api = fakeApi({ failRates: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/kpi/commission', 1, api);
    expect((await screen.findAllByText(t('errors.dataLoad', { message: 'Показатели недоступны (тест)' }), {}, slow)).length).toBeGreaterThan(0);
    expect(console.error).toHaveBeenCalled();
    api.state.failRates = false;
    fireEvent.click(await screen.findByRole('button', { name: t('kpi.retry') }));
    expect(await screen.findByRole('table', { name: new RegExp(t('kpi.pages.commission')) })).toBeTruthy();
  });

  it('shows the 404 text for a page that does not exist', async () => {
    const api = fakeApi();
    renderApp('/kpi/xyz', 1, api);
    expect(await screen.findByRole('heading', { name: t('app.notFound') }, slow)).toBeTruthy();
    expect(screenCalls(api)).toHaveLength(0);
  });
});

describe('Ваш менеджер', () => {
  it('appears in the menu and the KPI header once the second value reaches the threshold, and shows the contacts', async () => {
    const api = fakeApi({ secondValue: HELP_THRESHOLD });
    renderApp('/kpi/main', 2, api);
    const item = await screen.findByRole('menuitem', { name: t('menu.manager') }, slow);
    expect(await screen.findByRole('button', { name: t('kpi.helpButton') }, slow)).toBeTruthy();
    // One help call for the session: the menu and the header share it.
    expect(helpCalls(api)).toHaveLength(1);
    const help = helpCalls(api)[0];
    expect(help?.searchParams.get('group_by')).toBe('day');
    expect(days(help?.searchParams.get('date_from') ?? '', help?.searchParams.get('date_to') ?? '')).toHaveLength(14);

    fireEvent.click(item);
    const dialog = await screen.findByRole('dialog', { name: t('kpi.manager.title') });
    // The contacts come with the installation's settings, which may still be on their way.
    expect(await within(dialog).findByText('Ирина Соколова', {}, slow)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '+7\u00a0(495)\u00a0000\u201100\u201100' }).getAttribute('href')).toBe('tel:+74950000000');
    expect(within(dialog).getByRole('link', { name: 'manager@example.org' }).getAttribute('href')).toBe('mailto:manager@example.org');
    expect(within(dialog).getByText(new RegExp(t('kpi.manager.hours')))).toBeTruthy();
    expect(within(dialog).getByText(new RegExp(`${t('kpi.manager.working')}|${t('kpi.manager.notWorking')}`))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t('kpi.manager.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays away below the threshold', async () => {
    const api = fakeApi({ secondValue: HELP_THRESHOLD - 1 });
    renderApp('/kpi/main', 1, api);
    await screen.findByRole('region', { name: t('kpi.metrics.orders_overall') }, slow);
    await waitFor(() => expect(helpCalls(api)).toHaveLength(1));
    expect(screen.queryByRole('menuitem', { name: t('menu.manager') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('kpi.helpButton') })).toBeNull();
  });
});

describe('home page', () => {
  function renderHome(groupId: number, api: ReturnType<typeof fakeApi>) {
    return render(
      <MemoryRouter initialEntries={['/']}>
        <SettingsProvider load={async () => testSettings()}>
          <DefinitionsProvider definitions={resourceDefinitions}>
            <CoreAdminContext i18nProvider={i18nProvider} authProvider={authProvider(groupId)} dataProvider={api.dataProvider} store={memoryStore()}>
              <HomePage />
            </CoreAdminContext>
          </DefinitionsProvider>
        </SettingsProvider>
      </MemoryRouter>,
    );
  }

  it('shows a group that may open the figures the last 7 days and the latest news with unread marks', async () => {
    const api = fakeApi();
    renderHome(1, api);
    const summary = await screen.findByRole('region', { name: t('kpi.home.kpiTitle') }, slow);
    await within(summary).findByRole('region', { name: t('kpi.metrics.orders_finished') }, slow);
    const call = screenCalls(api)[0];
    expect(call?.searchParams.get('metric')).toBe('orders_finished,drivers_active,commission_income');
    expect(days(call?.searchParams.get('date_from') ?? '', call?.searchParams.get('date_to') ?? '')).toHaveLength(7);
    expect(within(summary).getByRole('link', { name: t('kpi.home.kpiLink') }).getAttribute('href')).toMatch(/^\/kpi\/main\?date_from=/);

    const newsBlock = await screen.findByRole('region', { name: t('kpi.home.newsTitle') });
    const links = await within(newsBlock).findAllByRole('link', { name: /Выплаты|отчёт|Обновление/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/news/one/31', '/news/one/30', '/news/one/29']);
    expect(within(links[0] as HTMLElement).getByText(t('kpi.home.unread'))).toBeTruthy();
    expect(within(links[1] as HTMLElement).queryByText(t('kpi.home.unread'))).toBeNull();
  });

  it('tells group 3 whom to ask for access and asks the server for nothing', async () => {
    const api = fakeApi();
    renderHome(3, api);
    expect(await screen.findByText(t('kpi.home.accessNote'))).toBeTruthy();
    expect(screen.getByText('Парк Север')).toBeTruthy();
    expect(screen.queryByRole('region', { name: t('kpi.home.kpiTitle') })).toBeNull();
    expect(screen.queryByRole('region', { name: t('kpi.home.newsTitle') })).toBeNull();
    expect(api.state.rates).toHaveLength(0);
    expect(api.state.news).toBe(0);
  });
});

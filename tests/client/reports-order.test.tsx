// @vitest-environment jsdom
/**
 * /reports and /reports/:report: the catalogue links every type to its form; the form orders
 * the report for the chosen period (POST /reports), then the panel opens on the new row in
 * progress; its own and the server's period messages appear at the fields; an unknown type is
 * the 404 page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, Notification, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { closeReportsPanel } from '../../src/components/reportsPanel';
import { ReportCatalogue } from '../../resources/reports/ReportCatalogue';
import { ReportOrder } from '../../resources/reports/ReportOrder';
import { ReportsButton } from '../../resources/reports/ReportsButton';
import { REPORT_TYPES } from '../../schemas/reports';
import { i18nProvider } from '../../src/i18n';
import { t } from '../../texts/t';
import { RouteParamsContext } from '../../src/root/routeParams';
import { fakeReportsServer, report } from './reports-fake-server';
import { dayOf, setDay } from '../helpers/day-input';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ({ group_id: 1, policy: 'a' }),
};

function renderOrder(server: ReturnType<typeof fakeReportsServer>, type: string) {
  render(
    <MemoryRouter>
      <AdminContext
        authProvider={authProvider}
        dataProvider={server.dataProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        store={memoryStore()}
        i18nProvider={i18nProvider}
      >
        <ReportsButton socket={server.socket} />
        <RouteParamsContext.Provider value={{ report: type }}>
          <ReportOrder />
        </RouteParamsContext.Provider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

function setPeriod(from: string, to: string) {
  setDay(t('reportsUi.order.dateFrom'), from);
  setDay(t('reportsUi.order.dateTo'), to);
}

const orders = (server: ReturnType<typeof fakeReportsServer>) =>
  server.state.requests.filter((request) => request.method === 'POST' && request.url.pathname === '/api/reports');

afterEach(() => {
  closeReportsPanel();
});

describe('ReportCatalogue', () => {
  it('links all 13 types, named in Russian, to their forms', () => {
    render(
      <MemoryRouter>
        <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
          <ReportCatalogue />
        </AdminContext>
      </MemoryRouter>,
    );
    for (const type of REPORT_TYPES) {
      const link = screen.getByRole('link', { name: t(`reports.types.${type}`) });
      expect(link.getAttribute('href')).toBe(`/reports/${type}`);
    }
    const orders = screen.getByRole('region', { name: t('reportsUi.catalogue.groups.orders') });
    expect(within(orders).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/reports/transfers',
      '/reports/orders_finished',
      '/reports/orders_overall',
      '/reports/orders_fraud',
    ]);
  });
});

// A whole react-admin form renders here: allow for a busy machine.
describe('ReportOrder', { timeout: 20_000 }, () => {
  it('orders the report for the period, then opens the panel on the new row in progress', async () => {
    const server = fakeReportsServer([report(1, { report_type: 'drivers' })]);
    renderOrder(server, 'transfers');
    expect(screen.getByRole('heading', { level: 1, name: 'Поездки' })).toBeTruthy();
    expect(screen.getByText(t('reportsUi.columns.transfers'))).toBeTruthy();
    setPeriod('2026-11-01', '2026-11-07');
    fireEvent.click(screen.getByRole('button', { name: t('reportsUi.order.submit') }));
    await waitFor(() => expect(orders(server)).toHaveLength(1));
    expect(orders(server)[0]?.body).toEqual({ report_type: 'transfers', date_from: '2026-11-01', date_to: '2026-11-07' });
    expect(await screen.findByText(t('reportsUi.order.ordered', { name: 'Поездки' }))).toBeTruthy();
    const panel = await screen.findByRole('dialog', { name: t('reportsUi.panel.title') });
    await waitFor(() => {
      const first = within(panel).getAllByRole('listitem')[0];
      expect(first?.textContent).toContain('01.11.2026 – 07.11.2026');
      expect(first?.textContent).toContain('Формируется');
    });
  });

  it('opens on the last 7 days', () => {
    renderOrder(fakeReportsServer([]), 'drivers');
    const from = dayOf(t('reportsUi.order.dateFrom'));
    const to = dayOf(t('reportsUi.order.dateTo'));
    expect(Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)).toBe(6);
  });

  it('says at the field when the start is after the end, and sends nothing', async () => {
    const server = fakeReportsServer([]);
    renderOrder(server, 'transfers');
    setPeriod('2026-11-08', '2026-11-07');
    fireEvent.click(screen.getByRole('button', { name: t('reportsUi.order.submit') }));
    expect(await screen.findByText(t('reportsUi.order.fromAfterTo'))).toBeTruthy();
    expect(orders(server)).toHaveLength(0);
  });

  it('shows the server’s field messages at the fields', async () => {
    const server = fakeReportsServer([]);
    const message = 'Конец периода не может быть позже сегодняшнего дня';
    server.state.orderAnswer = {
      status: 400,
      body: { error: 'validation', error_msg: t('errors.validation'), data: { date_to: message } },
    };
    renderOrder(server, 'transfers');
    setPeriod('2026-11-01', '2026-11-07');
    fireEvent.click(screen.getByRole('button', { name: t('reportsUi.order.submit') }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: t('reportsUi.panel.title') })).toBeNull();
  });

  it('is the 404 page for a type that does not exist', () => {
    renderOrder(fakeReportsServer([]), 'salaries');
    expect(screen.getByText(t('app.notFound'))).toBeTruthy();
  });
});

// @vitest-environment jsdom
/**
 * The trips list: one tab per filter with the count of `status_total`, the path's filter sent as
 * `filter`, links to the trip and to the driver's balance; and the pure pieces behind the tabs.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DESK_RESOURCES, deskAdapters } from '../../dataProvider/adapters/desk';
import { HttpClient } from '../../dataProvider/httpClient';
import { TransferList } from '../../resources/transfers/TransferList';
import { tabSearch, transferTabs } from '../../resources/transfers/transferTabs';
import { i18nProvider } from '../../src/i18n';
import { t } from '../../texts/t';
import { RouteParamsContext } from '../../src/root/routeParams';
import { signedInSession } from '../helpers/session';

describe('transferTabs', () => {
  it('gives every filter its label and its count from status_total, in the spec order', () => {
    expect(transferTabs({ complete: 700, cancelled: 66, active: 25, failed: 46, all: 837 })).toEqual([
      { value: 'complete', label: 'Выполненные', count: 700 },
      { value: 'cancelled', label: t('desk.transfers.tabs.cancelled'), count: 66 },
      { value: 'active', label: t('desk.transfers.tabs.active'), count: 25 },
      { value: 'failed', label: t('desk.transfers.tabs.failed'), count: 46 },
      { value: 'all', label: t('desk.transfers.tabs.all'), count: 837 },
    ]);
  });

  it('shows no counts before the first answer', () => {
    expect(transferTabs(undefined).map((tab) => tab.count)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('keeps the filters and sort of the query when switching tabs, back to the first page', () => {
    expect(tabSearch('?filter=%7B%22search%22%3A%221%22%7D&page=4&sort=price')).toBe('?filter=%7B%22search%22%3A%221%22%7D&sort=price');
    expect(tabSearch('?page=2')).toBe('');
  });
});

const session = signedInSession;

const transfer = {
  id: 7,
  short_id: '1000007',
  status: 'cancelled',
  booked_at: '2026-11-20T10:00:00.000Z',
  ended_at: null,
  aggregator: { id: 1, code: 'yandex', name: 'Яндекс Go' },
  driver: { id: 3, full_name: 'Иванов Иван Иванович', phone: '+79990000003' },
  car: { id: 2, number: 'А123ВС77', brand: 'Kia', model: 'Rio' },
  price: '0.00',
  payment_method: 'card',
  category: 'econom',
  park_commission: '0.00',
  aggregator_commission: '0.00',
  address_from: 'Москва, ул. Арбат, 1',
  address_to: 'Москва, ул. Покровка, 8',
};

function renderList(filter: string) {
  const asked: URL[] = [];
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://cabinet.test');
    asked.push(url);
    const statusTotal = { complete: 1234, cancelled: 66, active: 3, failed: 0, all: 1303 };
    const body =
      url.pathname === '/api/transfersp'
        ? { transfers: [transfer], pages: 1, transfers_total: 66, status_total: statusTotal }
        : { aggregators: [] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  const http = new HttpClient({ session, navigate: () => undefined, fetch });
  const transfers = deskAdapters[DESK_RESOURCES.transfers]?.(http);
  const dataProvider = Object.assign(testDataProvider({ getList: transfers?.getList }), {
    http,
    getCurrentUser: async () => ({ taxis_id: 1 }),
  });
  render(
    <MemoryRouter initialEntries={[`/transfers/list/${filter}`]}>
      <AdminContext dataProvider={dataProvider} queryClient={new QueryClient()} store={memoryStore()} i18nProvider={i18nProvider}>
        <RouteParamsContext.Provider value={{ filter }}>
          <TransferList />
        </RouteParamsContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return asked;
}

describe('TransferList', () => {
  it('shows each tab with its count, the path filter selected and sent', async () => {
    const asked = renderList('cancelled');
    const tabs = await screen.findByRole('tablist', { name: t('desk.transfers.tabsLabel') });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /Выполненные/ }).textContent).toBe('Выполненные1\u00a0234'));
    const cancelled = within(tabs).getByRole('tab', { name: /Отменённые/ });
    expect(cancelled.getAttribute('aria-selected')).toBe('true');
    expect(cancelled.textContent).toBe('Отменённые66');
    expect(within(tabs).getByRole('tab', { name: /Все/ }).getAttribute('href')).toMatch(/^\/transfers\/list\/all/);
    const list = asked.find((url) => url.pathname === '/api/transfersp');
    expect(list?.searchParams.get('filter')).toBe('cancelled');
    expect(list?.searchParams.get('sortcolumn')).toBe('booked_at');
    expect(list?.searchParams.get('date_from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('links the driver to the balance tab of the card', async () => {
    renderList('cancelled');
    const driver = await screen.findByRole('link', { name: transfer.driver.full_name });
    expect(driver.getAttribute('href')).toBe('/drivers/detail/3/balance');
  });
});

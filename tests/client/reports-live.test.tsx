// @vitest-environment jsdom
/**
 * The app bar's reports button and the realtime channel together (spec 4): 'ReportReady' turns a
 * listed report completed without reloading, with a notification naming it even while the panel
 * is closed; 'ReportFailed' fetches the list again; the badge counts reports in progress; groups
 * that may not open /reports get neither the button nor a channel.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, Notification, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeReportsPanel } from '../../src/components/reportsPanel';
import { ReportsButton } from '../../resources/reports/ReportsButton';
import { REPORTS_POLL_MS } from '../../resources/reports/reportsQueries';
import { MAX_RECONNECTS } from '../../src/realtime/channel';
import { i18nProvider } from '../../src/i18n';
import { t } from '../../texts/t';
import { fakeReportsServer, report } from './reports-fake-server';

function authProvider(groupId: number): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ group_id: groupId, policy: 'a' }),
  };
}

/** Report 3 in progress, 2 done, 1 failed. */
const initial = () => [
  report(3, { status: 'in_progress', file_name: null, from_date: '2026-11-01', to_date: '2026-11-07' }),
  report(2, { report_type: 'drivers', file_name: 'Водители.xlsx' }),
  report(1, { report_type: 'orders_fraud', status: 'failed', file_name: null }),
];

function renderButton(server: ReturnType<typeof fakeReportsServer>, groupId = 1) {
  render(
    <MemoryRouter>
      <AdminContext
        authProvider={authProvider(groupId)}
        dataProvider={server.dataProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        store={memoryStore()}
        i18nProvider={i18nProvider}
      >
        <ReportsButton socket={server.socket} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** Waits for the channel and lets the server accept it. */
async function connected(server: ReturnType<typeof fakeReportsServer>) {
  await waitFor(() => expect(server.state.sockets).toHaveLength(1));
  act(() => server.lastSocket().send({ type: 'Connected' }));
  return server.lastSocket();
}

const row = (range: string) =>
  within(screen.getByRole('list', { name: t('reportsUi.panel.list') }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(range));

afterEach(() => {
  closeReportsPanel();
  vi.useRealTimers();
});

describe('ReportsButton with the realtime channel', { timeout: 20_000 }, () => {
  it('opens the channel with a fresh ticket on the page’s host and the ticket’s port', async () => {
    const server = fakeReportsServer(initial());
    renderButton(server);
    await waitFor(() => expect(server.state.sockets).toHaveLength(1));
    expect(server.lastSocket().url).toBe(`ws://${window.location.hostname}:9002/?token=ticket-1`);
    expect(server.state.requests.filter((request) => request.url.pathname === '/api/realtime/ticket')).toHaveLength(1);
  });

  it('turns the row completed and names the report when ReportReady arrives, with the panel open', async () => {
    const server = fakeReportsServer(initial());
    renderButton(server);
    const socket = await connected(server);
    fireEvent.click(await screen.findByRole('button', { name: t('reportsUi.panel.title') }));
    await waitFor(() => expect(row('01.11.2026')?.textContent).toContain('Формируется'));
    expect(within(row('01.11.2026') as HTMLElement).queryByRole('button')).toBeNull();

    server.setStatus(3, 'completed');
    act(() => socket.send({ type: 'ReportReady', report_id: 3 }));
    await waitFor(() => expect(row('01.11.2026')?.textContent).toContain('Готов'));
    expect(within(row('01.11.2026') as HTMLElement).getByRole('button', { name: /Скачать/ })).toBeTruthy();
    expect(
      await screen.findByText(t('reportsUi.events.ready', { name: 'Поездки', range: '01.11.2026 – 07.11.2026' })),
    ).toBeTruthy();
  });

  it('announces a finished report while the panel is closed, and the badge counts down', async () => {
    const server = fakeReportsServer(initial());
    renderButton(server);
    const socket = await connected(server);
    const button = await screen.findByRole('button', { name: t('reportsUi.panel.title') });
    await waitFor(() => expect(button.textContent).toBe('1'));
    server.setStatus(3, 'completed');
    act(() => socket.send({ type: 'ReportReady', report_id: 3 }));
    expect(
      await screen.findByText(t('reportsUi.events.ready', { name: 'Поездки', range: '01.11.2026 – 07.11.2026' })),
    ).toBeTruthy();
    await waitFor(() => expect(button.textContent).toBe(''));
    expect(screen.queryByRole('dialog', { name: t('reportsUi.panel.title') })).toBeNull();
  });

  it('fetches the list again on ReportFailed and says the report failed', async () => {
    const server = fakeReportsServer(initial());
    renderButton(server);
    const socket = await connected(server);
    fireEvent.click(await screen.findByRole('button', { name: t('reportsUi.panel.title') }));
    await waitFor(() => expect(row('01.11.2026')?.textContent).toContain('Формируется'));
    const asked = server.state.requests.length;
    server.setStatus(3, 'failed');
    act(() => socket.send({ type: 'ReportFailed', report_id: 3 }));
    await waitFor(() => expect(row('01.11.2026')?.textContent).toContain('Ошибка'));
    expect(server.state.requests.slice(asked).some((request) => request.url.pathname === '/api/reports/list')).toBe(true);
    expect(
      await screen.findByText(t('reportsUi.events.failed', { name: 'Поездки', range: '01.11.2026 – 07.11.2026' })),
    ).toBeTruthy();
  });

  it('announces nothing for a report that is not the user’s', async () => {
    const server = fakeReportsServer(initial());
    renderButton(server);
    const socket = await connected(server);
    await screen.findByRole('button', { name: t('reportsUi.panel.title') });
    const asked = server.state.requests.length;
    act(() => socket.send({ type: 'ReportReady', report_id: 99 }));
    await waitFor(() => expect(server.state.requests.length).toBeGreaterThan(asked));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByText(/готов$/)).toBeNull();
  });

  it('catches up after a reconnect when reports were in progress', async () => {
    const server = fakeReportsServer(initial());
    renderButton(server);
    const socket = await connected(server);
    const button = await screen.findByRole('button', { name: t('reportsUi.panel.title') });
    await waitFor(() => expect(button.textContent).toBe('1'));
    // The report finished while the channel was down: its event never came.
    server.setStatus(3, 'completed');
    act(() => socket.onclose?.({ code: 1006 }));
    await waitFor(() => expect(server.state.sockets).toHaveLength(2), { timeout: 5000 });
    act(() => server.lastSocket().send({ type: 'Connected' }));
    await waitFor(() => expect(button.textContent).toBe(''));
  });

  it('asks for reports in progress every 30 s once the channel has given up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeReportsServer(initial());
    server.state.ticketStatus = 503;
    renderButton(server);
    const button = await screen.findByRole('button', { name: t('reportsUi.panel.title') });
    await waitFor(() => expect(button.textContent).toBe('1'));
    const tickets = () => server.state.requests.filter((request) => request.url.pathname === '/api/realtime/ticket');
    // The first try and 5 reconnects 1, 2, 4, 8 and 16 s apart (at most).
    await act(async () => {
      await vi.advanceTimersByTimeAsync(32_000);
    });
    expect(tickets()).toHaveLength(1 + MAX_RECONNECTS);
    server.setStatus(3, 'completed');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REPORTS_POLL_MS + 1000);
    });
    await waitFor(() => expect(button.textContent).toBe(''));
    expect(tickets()).toHaveLength(1 + MAX_RECONNECTS);
  });

  it('shows no button and opens no channel for group 3', async () => {
    const server = fakeReportsServer(initial());
    renderButton(server, 3);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(screen.queryByRole('button', { name: t('reportsUi.panel.title') })).toBeNull();
    expect(server.state.requests).toEqual([]);
  });
});

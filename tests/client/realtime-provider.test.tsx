// @vitest-environment jsdom
/**
 * The realtime provider: one channel while enabled (ticket from POST /api/realtime/ticket, socket
 * on the page's host, wss for an https page), messages handed to the subscribers of their type
 * only, the socket closed on unmount (logout leaves the layout) and nothing asked when disabled.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { AdminContext, memoryStore } from 'react-admin';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RealtimeProvider, useRealtimeEvent, useRealtimeStatus } from '../../src/realtime/RealtimeProvider';
import { fakeReportsServer } from './reports-fake-server';
import { i18nProvider } from '../../src/i18n';

const Listener = () => {
  const [ready, setReady] = useState<number[]>([]);
  const [failed, setFailed] = useState<number[]>([]);
  useRealtimeEvent('ReportReady', (event) => setReady((ids) => [...ids, event.report_id]));
  useRealtimeEvent('ReportFailed', (event) => setFailed((ids) => [...ids, event.report_id]));
  return (
    <>
      <output aria-label="ready">{ready.join(',')}</output>
      <output aria-label="failed">{failed.join(',')}</output>
      <output aria-label="status">{useRealtimeStatus()}</output>
    </>
  );
};

function renderProvider(server: ReturnType<typeof fakeReportsServer>, enabled = true) {
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={server.dataProvider} store={memoryStore()}>
      <RealtimeProvider enabled={enabled} socket={server.socket} location={{ protocol: 'https:', hostname: 'park.example' }}>
        <Listener />
      </RealtimeProvider>
    </AdminContext>,
  );
}

const shown = (name: string) => screen.getByRole('status', { name }).textContent;

describe('RealtimeProvider', () => {
  it('connects over wss with a ticket and hands each message to the subscribers of its type', async () => {
    const server = fakeReportsServer([]);
    renderProvider(server);
    await waitFor(() => expect(server.state.sockets).toHaveLength(1));
    const ticket = server.state.requests.find((request) => request.url.pathname === '/api/realtime/ticket');
    expect(ticket?.method).toBe('POST');
    const socket = server.lastSocket();
    expect(socket.url).toBe('wss://park.example:9002/?token=ticket-1');
    act(() => socket.send({ type: 'Connected' }));
    expect(shown('status')).toBe('open');
    act(() => {
      socket.send({ type: 'ReportReady', report_id: 7 });
      socket.send({ type: 'ReportFailed', report_id: 8 });
      socket.send({ type: 'ReportReady', report_id: 9 });
    });
    expect(shown('ready')).toBe('7,9');
    expect(shown('failed')).toBe('8');
  });

  it('closes the socket when it unmounts and does not come back', async () => {
    const server = fakeReportsServer([]);
    const view = renderProvider(server);
    await waitFor(() => expect(server.state.sockets).toHaveLength(1));
    const socket = server.lastSocket();
    view.unmount();
    expect(socket.closed).toBe(true);
    // Its close no longer reaches the channel, so it cannot schedule a reconnect.
    expect(socket.onclose).toBeNull();
    expect(socket.onmessage).toBeNull();
  });

  it('asks for nothing while disabled', async () => {
    const server = fakeReportsServer([]);
    renderProvider(server, false);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(server.state.requests).toEqual([]);
    expect(shown('status')).toBe('idle');
  });
});

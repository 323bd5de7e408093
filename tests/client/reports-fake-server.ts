/**
 * A fake cabinet API for the reports' client tests: the user's reports newest first behind
 * GET /api/reports/list, files behind GET /api/reports/get, orders through POST /api/reports and
 * realtime tickets; a fake WebSocket the test drives. Every request is recorded.
 */
import { vi } from 'vitest';
import type { Report, ReportType } from '../../schemas/reports';
import type { SocketFactory, SocketLike } from '../../src/realtime/channel';
import { cabinetDataProvider } from '../helpers/session';


/** A local 12:05 on the given day, so the expected created date does not depend on the zone. */
export const createdAt = (day: number) => new Date(2026, 10, day, 12, 5).toISOString();

export function report(id: number, overrides: Partial<Report> = {}): Report {
  return {
    id,
    report_type: 'transfers' satisfies ReportType,
    from_date: '2026-11-14',
    to_date: '2026-11-20',
    created_at: createdAt(21),
    status: 'completed',
    rows: 10,
    file_name: `Поездки 21-11-2026 12-05-${String(id).padStart(2, '0')}.xlsx`,
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export class FakeSocket implements SocketLike {
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closed = false;

  constructor(readonly url: string) {}

  close(): void {
    this.closed = true;
  }

  send(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

export function fakeReportsServer(initial: Report[]) {
  const state = {
    /** Newest first, as the server answers. */
    reports: [...initial],
    requests: [] as { method: string; url: URL; body: unknown }[],
    /** Answers of GET /api/reports/get by report id (200 with a file when absent). */
    fileStatus: new Map<number, number>(),
    listStatus: 200,
    orderAnswer: null as null | { status: number; body: unknown },
    ticketStatus: 200,
    sockets: [] as FakeSocket[],
  };
  const fetch = vi.fn(async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://cabinet.test');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    state.requests.push({ method, url, body });
    if (url.pathname === '/api/reports/list') {
      if (state.listStatus !== 200) return json({ error: 'forbidden', error_msg: 'Нет' }, state.listStatus);
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      return json({ reports: state.reports.slice(offset, offset + limit), total: state.reports.length });
    }
    if (url.pathname === '/api/reports/get') {
      const status = state.fileStatus.get(Number(url.searchParams.get('report_id'))) ?? 200;
      if (status !== 200) return json({ error: 'failed', error_msg: 'Отчёт ещё формируется' }, status);
      return new Response(new Blob(['xlsx'], { type: 'application/octet-stream' }), { status: 200 });
    }
    if (url.pathname === '/api/reports' && method === 'POST') {
      if (state.orderAnswer !== null) return json(state.orderAnswer.body, state.orderAnswer.status);
      const order = body as { report_type: ReportType; date_from: string; date_to: string };
      const created = report((state.reports[0]?.id ?? 0) + 1, {
        report_type: order.report_type,
        from_date: order.date_from,
        to_date: order.date_to,
        status: 'in_progress',
        rows: null,
        file_name: null,
      });
      state.reports.unshift(created);
      return json({ report: created });
    }
    if (url.pathname === '/api/realtime/ticket' && method === 'POST') {
      if (state.ticketStatus !== 200) return json({ error: 'internal', error_msg: 'Internal server error' }, state.ticketStatus);
      return json({ data: { ticket: `ticket-${state.sockets.length + 1}`, expires_in: 30, port: 9002 } });
    }
    return json({ error: 'not_found', error_msg: 'Не найдено' }, 404);
  });
  const { dataProvider } = cabinetDataProvider(fetch);
  const socket: SocketFactory = (url) => {
    const fake = new FakeSocket(url);
    state.sockets.push(fake);
    return fake;
  };
  const lastSocket = (): FakeSocket => {
    const fake = state.sockets.at(-1);
    if (fake === undefined) throw new Error('no socket opened');
    return fake;
  };
  const setStatus = (id: number, status: Report['status']) => {
    state.reports = state.reports.map((item) => (item.id === id ? { ...item, status } : item));
  };
  return { state, dataProvider, socket, lastSocket, setStatus };
}

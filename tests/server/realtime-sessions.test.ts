/**
 * Issue 20 §3: a realtime socket outlived its user's session and kept hearing the park's payouts.
 * Now every way a session ends (logout, «Завершить сеансы», a reused refresh token, blocking, a new
 * group) closes the user's sockets, on every process: the session layer's signal travels as a
 * database NOTIFY (PGlite's own in one process, PostgreSQL's to all of them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { PAYOUT_STATUS_EVENT, PAYOUT_STATUS_PATH } from '../../schemas/realtime';
import { seedDemo } from '../../server/db/seed';
import { RealtimeTicketsRepository } from '../../server/modules/realtime/realtime-tickets.repository';
import { eventBusFor, PostgresEventBus, type EventBus } from '../../server/realtime/event-bus';
import { CLOSE_SESSION_ENDED, CLOSE_UNAUTHORIZED, RealtimeServer } from '../../server/realtime/realtime-server';
import { AUTH, bearer, signIn, type SignedIn } from '../helpers/auth';
import { parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Socket {
  messages: unknown[];
  closed: Promise<number>;
  isOpen: () => boolean;
}

function connect(port: number, ticket: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/?token=${encodeURIComponent(ticket)}`);
    const messages: unknown[] = [];
    const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    ws.once('open', () => resolve({ messages, closed, isOpen: () => ws.readyState === WebSocket.OPEN }));
    ws.once('error', reject);
  });
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 150 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Resolves with the close code, or 'open' if the socket is still open after `ms`. */
const closeWithin = (socket: Socket, ms = 2000) =>
  Promise.race([socket.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);

describe('realtime sockets end with their sessions', () => {
  let t: TestApp;
  let bus: EventBus;
  let realtime: RealtimeServer;
  let taxisId: number;
  let demo1: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    bus = await eventBusFor(t.database, t.url);
    realtime = await RealtimeServer.start({ host: '127.0.0.1', port: 0, tickets: new RealtimeTicketsRepository(t.database.db), bus, clock: t.clock });
    taxisId = await parkIdOf(t.db, 'demo1');
    demo1 = await signIn(t, 'demo1');
  });
  afterAll(async () => {
    await realtime.close();
    await bus.close();
    await t.close();
  });

  async function ticketOf(session: SignedIn): Promise<string> {
    const response = await t.app.inject({ method: 'POST', url: '/api/realtime/ticket', headers: bearer(session.token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.ticket;
  }

  /** A socket of `login`'s that hears the park's payouts now. */
  async function listening(login: string, server: RealtimeServer = realtime): Promise<{ session: SignedIn; socket: Socket }> {
    // A new sign-in comes after the last session end the realtime server remembers.
    t.clock.advance(1000);
    const session = await signIn(t, login);
    const socket = await connect(server.port, await ticketOf(session));
    await until(() => socket.messages.length > 0);
    const event = { type: PAYOUT_STATUS_EVENT, payout_id: 1, driver_id: 1, batch_id: null, status: 'completed' };
    await bus.publish({ taxis_id: taxisId, path: PAYOUT_STATUS_PATH, event });
    await until(() => socket.messages.length > 1);
    expect(socket.messages).toEqual([{ type: 'Connected' }, event]);
    return { session, socket };
  }

  it('closes the socket at logout', async () => {
    const { session, socket } = await listening('demo2');
    const logout = await t.app.inject({
      method: 'PUT',
      url: `${AUTH}/token/logout`,
      payload: { AUTH_USER: 'demo2' },
      cookies: session.cookies,
      headers: bearer(session.token),
    });
    expect(logout.statusCode).toBe(200);
    expect(await closeWithin(socket)).toBe(CLOSE_SESSION_ENDED);
  });

  it('refuses a ticket issued before the logout', async () => {
    t.clock.advance(1000);
    const session = await signIn(t, 'demo2');
    const ticket = await ticketOf(session);
    t.clock.advance(1000);
    await t.app.inject({ method: 'PUT', url: `${AUTH}/token/logout`, payload: { AUTH_USER: 'demo2' }, cookies: session.cookies, headers: bearer(session.token) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const late = await connect(realtime.port, ticket);
    expect(await closeWithin(late)).toBe(CLOSE_UNAUTHORIZED);
  });

  it('closes the socket when the park ends the user\'s sessions', async () => {
    const { session, socket } = await listening('demo2');
    const ended = await t.app.inject({ method: 'DELETE', url: `/api/users/${session.userId}/sessions`, headers: bearer(demo1.token) });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await closeWithin(socket)).toBe(CLOSE_SESSION_ENDED);
  });

  it('closes the socket when a used refresh token comes back (the sign-in is revoked)', async () => {
    const { session, socket } = await listening('demo2');
    const refresh = () => t.app.inject({ method: 'PUT', url: `${AUTH}/token/refresh`, payload: { AUTH_USER: 'demo2' }, cookies: session.cookies });
    expect((await refresh()).statusCode).toBe(200);
    expect(socket.isOpen()).toBe(true);
    expect((await refresh()).statusCode).toBe(401);
    expect(await closeWithin(socket)).toBe(CLOSE_SESSION_ENDED);
  });

  it('closes the socket when the user is blocked, and when their group changes', async () => {
    const blocked = await listening('demo2');
    const block = await t.app.inject({ method: 'PUT', url: `/api/users/${blocked.session.userId}`, headers: bearer(demo1.token), payload: { disabled: true } });
    expect(block.statusCode, block.body).toBe(200);
    expect(await closeWithin(blocked.socket)).toBe(CLOSE_SESSION_ENDED);
    await t.app.inject({ method: 'PUT', url: `/api/users/${blocked.session.userId}`, headers: bearer(demo1.token), payload: { disabled: false } });

    const regrouped = await listening('demo5');
    const move = await t.app.inject({ method: 'PUT', url: `/api/users/${regrouped.session.userId}`, headers: bearer(demo1.token), payload: { group_id: 4 } });
    expect(move.statusCode, move.body).toBe(200);
    expect(await closeWithin(regrouped.socket)).toBe(CLOSE_SESSION_ENDED);
    // The old token carried group 5: it ends with the group it named.
    const stale = await t.app.inject({ method: 'POST', url: '/api/realtime/ticket', headers: bearer(regrouped.session.token) });
    expect(stale.statusCode).toBe(401);
  });

  it('leaves the sockets of other users open', async () => {
    const other = await listening('demo1');
    const { session } = await listening('demo2');
    await t.app.inject({ method: 'DELETE', url: `/api/users/${session.userId}/sessions`, headers: bearer(demo1.token) });
    expect(await closeWithin(other.socket, 300)).toBe('open');
  });

  it.runIf(process.env.TEST_DB_ENGINE === 'postgres')('closes a socket held by another process on the same PostgreSQL', async () => {
    // A second server process: its own LISTEN connection and its own realtime port.
    const secondBus = await PostgresEventBus.connect(t.url ?? '');
    const second = await RealtimeServer.start({ host: '127.0.0.1', port: 0, tickets: new RealtimeTicketsRepository(t.database.db), bus: secondBus, clock: t.clock });
    try {
      t.clock.advance(1000);
      const session = await signIn(t, 'demo2');
      const socket = await connect(second.port, await ticketOf(session));
      await until(() => socket.messages.length > 0);
      const logout = await t.app.inject({ method: 'PUT', url: `${AUTH}/token/logout`, payload: { AUTH_USER: 'demo2' }, cookies: session.cookies, headers: bearer(session.token) });
      expect(logout.statusCode).toBe(200);
      expect(await closeWithin(socket)).toBe(CLOSE_SESSION_ENDED);
    } finally {
      await second.close();
      await secondBus.close();
    }
  });
});

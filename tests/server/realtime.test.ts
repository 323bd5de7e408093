import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { PAYOUT_STATUS_EVENT, PAYOUT_STATUS_PATH } from '../../schemas/realtime';
import { seedDemo } from '../../server/db/seed';
import { RealtimeTicketsRepository } from '../../server/modules/realtime/realtime-tickets.repository';
import { LocalEventBus, PostgresEventBus, type EventBus } from '../../server/realtime/event-bus';
import { CLOSE_UNAUTHORIZED, RealtimeServer } from '../../server/realtime/realtime-server';
import { bearer, signIn } from '../helpers/auth';
import { createTestApp, testDatabaseUrl, type TestApp } from '../helpers/test-app';

interface Socket {
  ws: WebSocket;
  messages: unknown[];
  closed: Promise<number>;
}

function connect(port: number, ticket: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/?token=${encodeURIComponent(ticket)}`);
    const messages: unknown[] = [];
    const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    ws.once('open', () => resolve({ ws, messages, closed }));
    ws.once('error', reject);
  });
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('realtime channel', () => {
  let t: TestApp;
  let bus: EventBus;
  let realtime: RealtimeServer;

  beforeAll(async () => {
    bus = new LocalEventBus();
    t = await createTestApp({}, { bus });
    await seedDemo(t.db);
    realtime = await RealtimeServer.start({
      host: '127.0.0.1',
      port: 0,
      tickets: new RealtimeTicketsRepository(t.db),
      bus,
      clock: t.clock,
    });
  });
  afterAll(async () => {
    await realtime.close();
    await t.close();
  });

  async function ticketFor(login: string): Promise<string> {
    const session = await signIn(t, login);
    const response = await t.app.inject({ method: 'POST', url: '/api/realtime/ticket', headers: bearer(session.token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.expires_in).toBe(30);
    return body.data.ticket;
  }

  it('refuses a ticket request without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/realtime/ticket' });
    expect(response.statusCode).toBe(401);
  });

  it('opens with a ticket once: the same ticket cannot open a second socket', async () => {
    const ticket = await ticketFor('demo1');
    const first = await connect(realtime.port, ticket);
    await until(() => first.messages.length > 0);
    expect(first.messages[0]).toEqual({ type: 'Connected' });
    const second = await connect(realtime.port, ticket);
    expect(await second.closed).toBe(CLOSE_UNAUTHORIZED);
    first.ws.close();
  });

  it('refuses a ticket older than 30 seconds and a made-up one', async () => {
    const ticket = await ticketFor('demo1');
    t.clock.advance(31_000);
    const late = await connect(realtime.port, ticket);
    expect(await late.closed).toBe(CLOSE_UNAUTHORIZED);
    const forged = await connect(realtime.port, 'not-a-ticket');
    expect(await forged.closed).toBe(CLOSE_UNAUTHORIZED);
  });

  it("delivers a park's event only to that park's sockets", async () => {
    const russian = await connect(realtime.port, await ticketFor('demo2'));
    const kazakh = await connect(realtime.port, await ticketFor('kz-demo'));
    await until(() => russian.messages.length > 0 && kazakh.messages.length > 0);
    const me = await signIn(t, 'demo2');
    const user = (await t.app.inject({ method: 'GET', url: `/api/users/${me.userId}`, headers: bearer(me.token) })).json();
    await bus.publish({ taxis_id: user.taxis_id, event: { type: 'ReportReady', report_id: 42 } });
    await until(() => russian.messages.length > 1);
    expect(russian.messages[1]).toEqual({ type: 'ReportReady', report_id: 42 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(kazakh.messages).toEqual([{ type: 'Connected' }]);
    russian.ws.close();
    kazakh.ws.close();
  });

  it("delivers a user's event (ReportReady) only to that user's sockets, not to the rest of the park", async () => {
    const orderer = await connect(realtime.port, await ticketFor('demo1'));
    const operator = await connect(realtime.port, await ticketFor('demo3'));
    await until(() => orderer.messages.length > 0 && operator.messages.length > 0);
    const me = await signIn(t, 'demo1');
    const user = (await t.app.inject({ method: 'GET', url: `/api/users/${me.userId}`, headers: bearer(me.token) })).json();
    await bus.publish({ taxis_id: user.taxis_id, user_id: me.userId, event: { type: 'ReportReady', report_id: 43 } });
    await until(() => orderer.messages.length > 1);
    expect(orderer.messages[1]).toEqual({ type: 'ReportReady', report_id: 43 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(operator.messages).toEqual([{ type: 'Connected' }]);
    orderer.ws.close();
    operator.ws.close();
  });

  it('delivers a payout\'s status only to those of the park who may open the payouts list', async () => {
    const owner = await connect(realtime.port, await ticketFor('demo1'));
    const operator = await connect(realtime.port, await ticketFor('demo3'));
    await until(() => owner.messages.length > 0 && operator.messages.length > 0);
    const me = await signIn(t, 'demo1');
    const user = (await t.app.inject({ method: 'GET', url: `/api/users/${me.userId}`, headers: bearer(me.token) })).json();
    const event = { type: PAYOUT_STATUS_EVENT, payout_id: 5, driver_id: 7, batch_id: null, status: 'completed' };
    await bus.publish({ taxis_id: user.taxis_id, path: PAYOUT_STATUS_PATH, event });
    await until(() => owner.messages.length > 1);
    expect(owner.messages[1]).toEqual(event);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Group 3 cannot open /payments/transactions: its socket hears nothing of the payouts.
    expect(operator.messages).toEqual([{ type: 'Connected' }]);
    owner.ws.close();
    operator.ws.close();
  });

  it.runIf(process.env.TEST_DB_ENGINE === 'postgres')(
    'reaches a socket held by another process through PostgreSQL NOTIFY',
    async () => {
      const publisher = await PostgresEventBus.connect(testDatabaseUrl());
      const subscriber = await PostgresEventBus.connect(testDatabaseUrl());
      const received: unknown[] = [];
      const taxisId = 900_000 + Math.floor(Math.random() * 99_999);
      subscriber.subscribe((event) => {
        if (event.taxis_id === taxisId) received.push(event.event);
      });
      await publisher.publish({ taxis_id: taxisId, event: { type: 'ReportReady', report_id: 7 } });
      await until(() => received.length > 0);
      expect(received).toEqual([{ type: 'ReportReady', report_id: 7 }]);
      await publisher.close();
      await subscriber.close();
    },
  );
});

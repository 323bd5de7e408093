/**
 * The realtime channel's reconnect policy (spec 8: a closed channel reconnects up to 5 times),
 * with a fake WebSocket and fake timers: a fresh ticket for every connection, growing waits,
 * exactly 5 attempts after a close and then silence, the count reset by a successful connection,
 * nothing more after stop().
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_RECONNECTS,
  RealtimeChannel,
  reconnectDelay,
  type ChannelStatus,
  type SocketLike,
} from '../../src/realtime/channel';
import type { RealtimeMessage } from '../../src/realtime/messages';
import { socketUrl } from '../../src/realtime/ticket';

class FakeSocket implements SocketLike {
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closedWith: number | undefined;

  constructor(readonly url: string) {}

  close(code?: number): void {
    this.closedWith = code;
  }

  /** The server accepted the ticket. */
  accept(): void {
    this.receive(JSON.stringify({ type: 'Connected' }));
  }

  receive(data: unknown): void {
    this.onmessage?.({ data });
  }

  /** The server (or the network) closed the socket. */
  drop(code = 1006): void {
    this.onerror?.(new Event('error'));
    this.onclose?.({ code });
  }
}

function setup(options: { ticketFails?: () => boolean } = {}) {
  const sockets: FakeSocket[] = [];
  const messages: RealtimeMessage[] = [];
  const statuses: ChannelStatus[] = [];
  let tickets = 0;
  const channel = new RealtimeChannel({
    ticket: async () => {
      tickets += 1;
      if (options.ticketFails?.()) throw new Error('Сервер недоступен');
      return { ticket: `t${tickets}`, port: 9002 };
    },
    url: ({ port, ticket }) => socketUrl({ protocol: 'http:', hostname: 'cabinet.test' }, port, ticket),
    socket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    // The jitter-free waits: 1, 2, 4, 8, 16 s.
    delay: (attempt) => reconnectDelay(attempt, () => 1),
  });
  const last = (): FakeSocket => {
    const socket = sockets.at(-1);
    if (socket === undefined) throw new Error('no socket yet');
    return socket;
  };
  return { channel, sockets, messages, statuses, last, tickets: () => tickets };
}

/** Lets the ticket promise settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops growing at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('keeps growing with the jitter: the shortest wait of an attempt is longer than the longest of the one before', () => {
    for (let attempt = 2; attempt <= MAX_RECONNECTS; attempt += 1) {
      expect(reconnectDelay(attempt, () => 0)).toBeGreaterThan(reconnectDelay(attempt - 1, () => 1));
    }
  });
});

describe('RealtimeChannel', () => {
  it('connects with a ticket to the page host on the ticket’s port and hands on parsed messages', async () => {
    const t = setup();
    t.channel.start();
    await settle();
    expect(t.last().url).toBe('ws://cabinet.test:9002/?token=t1');
    t.last().accept();
    t.last().receive(JSON.stringify({ type: 'ReportReady', report_id: 42 }));
    t.last().receive('not json');
    t.last().receive(JSON.stringify({ type: 'ReportReady', report_id: 'x' }));
    t.last().receive(JSON.stringify({ type: 'SomethingNew' }));
    expect(t.messages).toEqual([{ type: 'Connected' }, { type: 'ReportReady', report_id: 42 }]);
    expect(t.channel.status).toBe('open');
  });

  it('uses wss when the page came over https', () => {
    expect(socketUrl({ protocol: 'https:', hostname: 'cabinet.example' }, 9002, 'a b')).toBe(
      'wss://cabinet.example:9002/?token=a%20b',
    );
  });

  it('reconnects exactly 5 times with a fresh ticket each time and growing waits, then stops', async () => {
    const t = setup();
    t.channel.start();
    await settle();
    t.last().accept();
    t.last().drop();
    const waits = [1000, 2000, 4000, 8000, 16_000];
    for (const [index, wait] of waits.entries()) {
      expect(t.channel.status).toBe('waiting');
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(t.sockets).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(t.sockets).toHaveLength(index + 2);
      expect(t.last().url).toBe(`ws://cabinet.test:9002/?token=t${index + 2}`);
      // Refused ticket: the server closes without 'Connected'.
      t.last().drop(4401);
    }
    expect(t.channel.status).toBe('failed');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(t.sockets).toHaveLength(1 + MAX_RECONNECTS);
    expect(t.tickets()).toBe(1 + MAX_RECONNECTS);
  });

  it('counts a refused ticket request as an attempt', async () => {
    const t = setup({ ticketFails: () => true });
    t.channel.start();
    await settle();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(t.tickets()).toBe(1 + MAX_RECONNECTS);
    expect(t.sockets).toHaveLength(0);
    expect(t.channel.status).toBe('failed');
  });

  it('starts counting again after a successful connection', async () => {
    const t = setup();
    t.channel.start();
    await settle();
    t.last().accept();
    // Four failed reconnects...
    t.last().drop();
    for (const wait of [1000, 2000, 4000, 8000]) {
      await vi.advanceTimersByTimeAsync(wait);
      t.last().drop();
    }
    // ...then the fifth succeeds, and the next close gets all five again, from the shortest wait.
    await vi.advanceTimersByTimeAsync(16_000);
    t.last().accept();
    expect(t.channel.status).toBe('open');
    const before = t.sockets.length;
    t.last().drop();
    for (const wait of [1000, 2000, 4000, 8000, 16_000]) {
      await vi.advanceTimersByTimeAsync(wait);
      t.last().drop();
    }
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(t.sockets.length - before).toBe(MAX_RECONNECTS);
    expect(t.channel.status).toBe('failed');
  });

  it('closes the socket on stop and never reconnects afterwards', async () => {
    const t = setup();
    t.channel.start();
    await settle();
    t.last().accept();
    const socket = t.last();
    t.channel.stop();
    expect(socket.closedWith).toBe(1000);
    socket.drop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(t.sockets).toHaveLength(1);
    expect(t.channel.status).toBe('idle');
  });

  it('cancels a scheduled reconnect and ignores a ticket that arrives after stop', async () => {
    const t = setup();
    t.channel.start();
    await settle();
    t.last().drop();
    t.channel.stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(t.tickets()).toBe(1);

    const late = setup();
    late.channel.start();
    // The ticket request is under way when the user logs out.
    late.channel.stop();
    await settle();
    expect(late.sockets).toHaveLength(0);
  });
});

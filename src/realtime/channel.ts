/**
 * The realtime connection and its reconnect policy (spec 8: a closed channel reconnects up to 5
 * times; spec 9: at most 5 attempts). No React here, so the policy is tested on its own.
 *
 * - Every connection asks for a fresh ticket: tickets are single use.
 * - A connection counts as successful once the server says 'Connected' (it accepts the socket
 *   before it reads the ticket, and closes with 4401 on a bad one); that resets the count.
 * - A close, a refused ticket or a socket that cannot be built is one failed attempt; after the
 *   5th failed reconnect in a row the channel gives up until it is started again.
 * - stop() (logout, unmount) closes the socket without reconnecting.
 */
import { parseRealtimeMessage, type RealtimeMessage } from './messages';
import type { RealtimeTicket } from './ticket';

/** Spec 8, 9: reconnect attempts after a close, at most. */
export const MAX_RECONNECTS = 5;
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/** Normal closure: the page closed the channel on purpose. */
const CLOSE_NORMAL = 1000;

/**
 * The wait before reconnect `attempt` (1-based): doubling from 1 s up to 30 s, shortened by up to
 * a quarter at random so the tabs of a park do not all knock at the same instant after a restart.
 * The shortest wait of an attempt is still longer than the longest of the one before.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const full = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(full * (0.75 + 0.25 * random()));
}

/** The part of the browser's WebSocket the channel uses (tests give a fake). */
export interface SocketLike {
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

/** idle: not started or stopped; connecting: ticket or socket on the way; open: 'Connected' came; waiting: a reconnect is scheduled; failed: gave up. */
export type ChannelStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'failed';

export interface RealtimeChannelOptions {
  ticket: () => Promise<RealtimeTicket>;
  url: (ticket: RealtimeTicket) => string;
  socket: SocketFactory;
  onMessage: (message: RealtimeMessage) => void;
  onStatus?: (status: ChannelStatus) => void;
  maxReconnects?: number;
  delay?: (attempt: number) => number;
}

export class RealtimeChannel {
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Failed attempts since the last successful connection. */
  private failures = 0;
  private running = false;
  /** Bumped by every connect and by stop(), so a ticket that arrives late is not used. */
  private generation = 0;
  private current: ChannelStatus = 'idle';

  constructor(private readonly options: RealtimeChannelOptions) {}

  get status(): ChannelStatus {
    return this.current;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.failures = 0;
    void this.connect();
  }

  stop(): void {
    this.running = false;
    this.generation += 1;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket !== null) {
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      socket.close(CLOSE_NORMAL);
    }
    this.setStatus('idle');
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    this.setStatus('connecting');
    let url: string;
    try {
      url = this.options.url(await this.options.ticket());
    } catch {
      if (generation === this.generation) this.failed();
      return;
    }
    if (generation !== this.generation || !this.running) return;

    let socket: SocketLike;
    try {
      socket = this.options.socket(url);
    } catch {
      this.failed();
      return;
    }
    this.socket = socket;
    socket.onmessage = (event) => {
      const message = parseRealtimeMessage(event.data);
      if (message === null) return;
      if (message.type === 'Connected') {
        this.failures = 0;
        this.setStatus('open');
      }
      this.options.onMessage(message);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.failed();
    };
    // An error is always followed by a close, which is where the channel reacts.
    socket.onerror = () => undefined;
  }

  private failed(): void {
    if (!this.running) return;
    const limit = this.options.maxReconnects ?? MAX_RECONNECTS;
    if (this.failures >= limit) {
      this.setStatus('failed');
      return;
    }
    this.failures += 1;
    this.setStatus('waiting');
    const delay = (this.options.delay ?? reconnectDelay)(this.failures);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }

  private setStatus(status: ChannelStatus): void {
    if (status === this.current) return;
    this.current = status;
    this.options.onStatus?.(status);
  }
}

/**
 * The realtime channel (spec 7: websocket on port 9002, token as a query parameter). The
 * `?token=` is a single-use ticket valid 30 s from POST /api/realtime/ticket, never the session
 * token, so URLs that land in proxy logs carry nothing reusable. Each socket belongs to one park
 * and receives only that park's events: those for its user, or for a screen its user may open.
 * When the user's sessions end (the bus's signal, from whichever process ended them) every socket
 * of that user closes; a tab whose own sign-in lives on reconnects with a fresh ticket.
 */
import type { IncomingMessage } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import type { Clock } from '../clock';
import { TICKET_TTL_SECONDS, type RealtimeTicketsRepository } from '../modules/realtime/realtime-tickets.repository';
import type { EventBus, ParkEvent } from './event-bus';

const HEARTBEAT_MS = 30_000;
/** Close codes in the application range (4000-4999). */
export const CLOSE_UNAUTHORIZED = 4401;
/** The user's sessions ended (logout, blocked, another group...): the socket closes with them. */
export const CLOSE_SESSION_ENDED = 4410;

interface ParkSocket extends WebSocket {
  taxisId?: number;
  userId?: number;
  hears?: readonly string[];
  alive?: boolean;
}

export interface RealtimeServerOptions {
  host: string;
  port: number;
  tickets: RealtimeTicketsRepository;
  bus: EventBus;
  clock: Clock;
}

export class RealtimeServer {
  private readonly wss: WebSocketServer;
  private readonly unsubscribe: () => void;
  private readonly unsubscribeSessions: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  /**
   * When each user's sessions last ended: a ticket issued before that moment (up to 30 s old)
   * opens nothing, or a socket could open just after the logout that should have closed it.
   */
  private readonly sessionsEndedAt = new Map<number, Date>();

  private constructor(
    wss: WebSocketServer,
    private readonly options: RealtimeServerOptions,
  ) {
    this.wss = wss;
    this.wss.on('connection', (socket: ParkSocket, request: IncomingMessage) => void this.accept(socket, request));
    this.unsubscribe = options.bus.subscribe((event) => this.deliver(event));
    this.unsubscribeSessions = options.bus.onSessionsEnded((userId) => this.endSessionsOf(userId));
    this.heartbeat = setInterval(() => this.sweep(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  static start(options: RealtimeServerOptions): Promise<RealtimeServer> {
    return new Promise((resolve, reject) => {
      const wss = new WebSocketServer({ host: options.host, port: options.port, maxPayload: 4096 });
      wss.once('error', reject);
      wss.once('listening', () => resolve(new RealtimeServer(wss, options)));
    });
  }

  get port(): number {
    const address = this.wss.address();
    return typeof address === 'object' && address !== null ? address.port : this.options.port;
  }

  private async accept(socket: ParkSocket, request: IncomingMessage): Promise<void> {
    const url = new URL(request.url ?? '/', 'ws://localhost');
    const ticket = url.searchParams.get('token');
    const owner = ticket ? await this.options.tickets.redeem(ticket, this.options.clock.now()) : null;
    const ended = owner ? this.sessionsEndedAt.get(owner.userId) : undefined;
    if (!owner || (ended !== undefined && owner.issuedAt <= ended)) {
      socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
      return;
    }
    socket.taxisId = owner.taxisId;
    socket.userId = owner.userId;
    socket.hears = owner.hears;
    socket.alive = true;
    socket.on('pong', () => {
      socket.alive = true;
    });
    socket.send(JSON.stringify({ type: 'Connected' }));
  }

  private deliver(event: ParkEvent): void {
    const message = JSON.stringify(event.event);
    for (const client of this.wss.clients as Set<ParkSocket>) {
      const addressee =
        client.taxisId === event.taxis_id &&
        (event.user_id === undefined || client.userId === event.user_id) &&
        (event.path === undefined || (client.hears ?? []).includes(event.path));
      if (addressee && client.readyState === WebSocket.OPEN) client.send(message);
    }
  }

  private endSessionsOf(userId: number): void {
    this.sessionsEndedAt.set(userId, this.options.clock.now());
    for (const client of this.wss.clients as Set<ParkSocket>) {
      if (client.userId === userId) client.close(CLOSE_SESSION_ENDED, 'session ended');
    }
  }

  private sweep(): void {
    // The remembered ends outlive every ticket issued before them (30 s), and no longer.
    const forgetBefore = this.options.clock.now().getTime() - 2 * TICKET_TTL_SECONDS * 1000;
    for (const [userId, at] of this.sessionsEndedAt) if (at.getTime() < forgetBefore) this.sessionsEndedAt.delete(userId);

    for (const client of this.wss.clients as Set<ParkSocket>) {
      if (client.alive === false) {
        client.terminate();
        continue;
      }
      client.alive = false;
      client.ping();
    }
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    this.unsubscribeSessions();
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}

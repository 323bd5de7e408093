/**
 * Events for a park's connected users (spec 4: 'ReportReady'). With several API processes the
 * event must reach sockets held by any of them, so publication goes through PostgreSQL
 * NOTIFY and every process LISTENs; the embedded PGlite runs in one process and delivers locally.
 *
 * Besides events, the bus carries one signal: "the sessions of user X ended". The session layer
 * raises it with NOTIFY inside the transaction that revokes them (server/modules/auth/
 * sessions.repository.ts), so it reaches every process, PGlite's too, and only once committed.
 */
import pg from 'pg';
import { z } from 'zod';

export const CHANNEL = 'cabinet_events';
/** The signal's channel; its payload is the user's id. */
export const SESSIONS_ENDED_CHANNEL = 'cabinet_sessions_ended';
/** NOTIFY payloads are limited to 8000 bytes: events carry ids, never documents. */
const MAX_PAYLOAD = 7900;

export const ParkEventSchema = z.object({
  taxis_id: z.number().int(),
  /**
   * The one user the event is for (a report is its orderer's alone): absent only for news that
   * every user of the park may read. Sockets of other users never see it.
   */
  user_id: z.number().int().optional(),
  /** Only for the users who may open this screen (one of REALTIME_EVENT_PATHS). */
  path: z.string().optional(),
  event: z.object({ type: z.string().min(1) }).catchall(z.unknown()),
});
export type ParkEvent = z.infer<typeof ParkEventSchema>;

export type ParkEventListener = (event: ParkEvent) => void;
export type SessionsEndedListener = (userId: number) => void;

/** A database's notifications on one channel (PGlite's `listen`); answers how to stop. */
export type NotificationSource = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export interface EventBus {
  publish(event: ParkEvent): Promise<void>;
  subscribe(listener: ParkEventListener): () => void;
  /** Users whose sessions ended, on whichever process ended them. */
  onSessionsEnded(listener: SessionsEndedListener): () => void;
  close(): Promise<void>;
}

const userIdOf = (payload: string): number | null => {
  const id = Number(payload);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** One process: deliver in memory; sessions ended are heard from the embedded database when given. */
export class LocalEventBus implements EventBus {
  private readonly listeners = new Set<ParkEventListener>();
  private readonly sessionListeners = new Set<SessionsEndedListener>();
  private stopListening: (() => Promise<void>) | null = null;

  /** The bus of a PGlite process: the session layer's NOTIFY arrives through PGlite's `listen`. */
  static async listening(source: NotificationSource): Promise<LocalEventBus> {
    const bus = new LocalEventBus();
    bus.stopListening = await source(SESSIONS_ENDED_CHANNEL, (payload) => {
      const userId = userIdOf(payload);
      if (userId !== null) bus.sessionsEnded(userId);
    });
    return bus;
  }

  async publish(event: ParkEvent): Promise<void> {
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: ParkEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onSessionsEnded(listener: SessionsEndedListener): () => void {
    this.sessionListeners.add(listener);
    return () => this.sessionListeners.delete(listener);
  }

  sessionsEnded(userId: number): void {
    for (const listener of this.sessionListeners) listener(userId);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.sessionListeners.clear();
    await this.stopListening?.();
    this.stopListening = null;
  }
}

/** Several processes on PostgreSQL: NOTIFY on publish, one LISTEN connection per process. */
export class PostgresEventBus implements EventBus {
  private readonly local = new LocalEventBus();
  private readonly listener: pg.Client;
  private readonly publisher: pg.Pool;

  private constructor(url: string) {
    this.listener = new pg.Client({ connectionString: url });
    this.publisher = new pg.Pool({ connectionString: url, max: 2 });
  }

  static async connect(url: string): Promise<PostgresEventBus> {
    const bus = new PostgresEventBus(url);
    await bus.listener.connect();
    bus.listener.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === SESSIONS_ENDED_CHANNEL) {
        const userId = userIdOf(message.payload);
        if (userId !== null) bus.local.sessionsEnded(userId);
        return;
      }
      if (message.channel !== CHANNEL) return;
      const parsed = ParkEventSchema.safeParse(JSON.parse(message.payload));
      if (parsed.success) void bus.local.publish(parsed.data);
    });
    await bus.listener.query(`LISTEN ${CHANNEL}`);
    await bus.listener.query(`LISTEN ${SESSIONS_ENDED_CHANNEL}`);
    return bus;
  }

  async publish(event: ParkEvent): Promise<void> {
    const payload = JSON.stringify(ParkEventSchema.parse(event));
    if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw new Error('Событие слишком большое для NOTIFY');
    await this.publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
  }

  subscribe(listener: ParkEventListener): () => void {
    return this.local.subscribe(listener);
  }

  onSessionsEnded(listener: SessionsEndedListener): () => void {
    return this.local.onSessionsEnded(listener);
  }

  async close(): Promise<void> {
    await this.local.close();
    await this.listener.end();
    await this.publisher.end();
  }
}

/**
 * The bus of a started server: NOTIFY across processes on PostgreSQL (as the system role); in
 * memory on PGlite, hearing the session layer's signal through PGlite's own notifications.
 */
export async function eventBusFor(database: { kind: 'pglite' | 'postgres'; listen?: NotificationSource }, systemUrl: string | null): Promise<EventBus> {
  if (database.kind === 'postgres' && systemUrl !== null) return PostgresEventBus.connect(systemUrl);
  return database.listen === undefined ? new LocalEventBus() : LocalEventBus.listening(database.listen);
}

/**
 * Events for a park's connected users (spec 4: 'ReportReady'). With several API processes the
 * event must reach sockets held by any of them, so publication goes through PostgreSQL
 * NOTIFY and every process LISTENs; the embedded PGlite runs in one process and delivers locally.
 */
import pg from 'pg';
import { z } from 'zod';

export const CHANNEL = 'cabinet_events';
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

export interface EventBus {
  publish(event: ParkEvent): Promise<void>;
  subscribe(listener: ParkEventListener): () => void;
  close(): Promise<void>;
}

/** One process: deliver in memory. */
export class LocalEventBus implements EventBus {
  private readonly listeners = new Set<ParkEventListener>();

  async publish(event: ParkEvent): Promise<void> {
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: ParkEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
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
      if (message.channel !== CHANNEL || !message.payload) return;
      const parsed = ParkEventSchema.safeParse(JSON.parse(message.payload));
      if (parsed.success) void bus.local.publish(parsed.data);
    });
    await bus.listener.query(`LISTEN ${CHANNEL}`);
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

  async close(): Promise<void> {
    await this.local.close();
    await this.listener.end();
    await this.publisher.end();
  }
}

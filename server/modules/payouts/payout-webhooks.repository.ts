/** The SQL of the rails' notifications: each one recorded once by the rail's event id. */
import type { Db } from '../../db/client';
import { payoutRailEvents } from '../../db/schema';

export class PayoutWebhooksRepository {
  constructor(private readonly db: Db) {}

  /** Records the notification; false when it was recorded before (a replay). */
  async record(values: typeof payoutRailEvents.$inferInsert): Promise<boolean> {
    const rows = await this.db.insert(payoutRailEvents).values(values).onConflictDoNothing().returning({ id: payoutRailEvents.id });
    return rows.length > 0;
  }
}

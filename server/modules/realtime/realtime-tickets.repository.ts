/** Single-use 30-second tickets that open the realtime channel. Stored hashed. */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { realtimeTickets } from '../../db/schema';
import { randomToken, sha256 } from '../auth/tokens';

export const TICKET_TTL_SECONDS = 30;

export class RealtimeTicketsRepository {
  constructor(private readonly db: Db) {}

  async issue(userId: number, taxisId: number, hears: readonly string[], now: Date): Promise<string> {
    const ticket = randomToken();
    await this.db.insert(realtimeTickets).values({
      ticketHash: sha256(ticket),
      userId,
      taxisId,
      hears: [...hears],
      createdAt: now,
      expiresAt: new Date(now.getTime() + TICKET_TTL_SECONDS * 1000),
    });
    // Expired tickets are worthless: drop them as new ones are made.
    await this.db.delete(realtimeTickets).where(lt(realtimeTickets.expiresAt, new Date(now.getTime() - 60_000)));
    return ticket;
  }

  /** Marks the ticket used in one statement, so two sockets can never both redeem it. */
  async redeem(ticket: string, now: Date): Promise<{ userId: number; taxisId: number; hears: string[]; issuedAt: Date } | null> {
    const [row] = await this.db
      .update(realtimeTickets)
      .set({ usedAt: now })
      .where(
        and(
          eq(realtimeTickets.ticketHash, sha256(ticket)),
          isNull(realtimeTickets.usedAt),
          gt(realtimeTickets.expiresAt, now),
        ),
      )
      .returning({
        userId: realtimeTickets.userId,
        taxisId: realtimeTickets.taxisId,
        hears: realtimeTickets.hears,
        issuedAt: realtimeTickets.createdAt,
      });
    return row ?? null;
  }
}

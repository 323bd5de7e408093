/** Devices (SHA-256 of DEVICE_UID) each user confirmed with an SMS code. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userDevices } from '../../db/schema';

export class DevicesRepository {
  constructor(private readonly db: Db) {}

  /** True when the user confirmed this device with a code before; nothing is updated. */
  async isConfirmed(userId: number, deviceHash: string): Promise<boolean> {
    const rows = await this.db
      .select({ userId: userDevices.userId })
      .from(userDevices)
      .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceHash, deviceHash)))
      .limit(1);
    return rows.length > 0;
  }

  /** True when the device is known; its last sign-in time is updated on the way. */
  async touchIfConfirmed(userId: number, deviceHash: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(userDevices)
      .set({ lastSeenAt: now })
      .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceHash, deviceHash)))
      .returning({ userId: userDevices.userId });
    return rows.length > 0;
  }

  /** Every device of a user asks for the SMS code again (their recovery channels changed). */
  async forgetAllOf(userId: number): Promise<void> {
    await this.db.delete(userDevices).where(eq(userDevices.userId, userId));
  }

  async confirm(userId: number, deviceHash: string, now: Date): Promise<void> {
    await this.db
      .insert(userDevices)
      .values({ userId, deviceHash, confirmedAt: now, lastSeenAt: now })
      .onConflictDoUpdate({ target: [userDevices.userId, userDevices.deviceHash], set: { lastSeenAt: now } });
  }
}

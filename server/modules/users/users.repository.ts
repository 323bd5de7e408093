/** Cabinet users and the park each belongs to. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxis, users } from '../../db/schema';
import { confirmedChannelSql } from './channel-changes.repository';

export type UserRow = typeof users.$inferSelect;

export interface UserWithPark extends UserRow {
  countryCode: number;
  parkName: string;
}

export interface RecoveryAccount {
  id: number;
  login: string;
  email: string;
  taxisId: number;
  parkName: string;
  serverId: string;
}

export interface NewPark {
  parkName: string;
  countryCode: number;
  login: string;
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  groupId: number;
  /** IANA zone and the city it was chosen by (schemas/timezones.ts). */
  timezone: string;
  timezoneCity: string;
  now: Date;
}

export class UsersRepository {
  constructor(private readonly db: Db) {}

  /** Logins are unique case-insensitively (users_login_unique is on lower(login)). */
  async findByLogin(login: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.login})`, login.toLowerCase()))
      .limit(1);
    return row ?? null;
  }

  /**
   * Whether any user but `exceptId` holds the login, in any park: through login_taken (migration
   * 0011), which answers just that past row-level security, inside the caller's transaction.
   */
  async loginTaken(login: string, exceptId: number | null): Promise<boolean> {
    const result: unknown = await this.db.execute(sql`select login_taken(${login}, ${exceptId}::integer) as taken`);
    return (result as { rows: { taken: boolean }[] }).rows[0]?.taken === true;
  }

  async findById(id: number): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  /**
   * The user's name as the park knows them: the one place that reads it for history rows, ledger
   * entries and charges (users/author.ts). Null for no user, or an id that is not one.
   */
  async nameOf(id: number | null): Promise<string | null> {
    if (id === null || !Number.isSafeInteger(id)) return null;
    const [row] = await this.db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
    return row?.name ?? null;
  }

  async findWithPark(id: number): Promise<UserWithPark | null> {
    const [row] = await this.db
      .select({ user: users, countryCode: taxis.countryCode, parkName: taxis.name })
      .from(users)
      .innerJoin(taxis, eq(taxis.id, users.taxisId))
      .where(eq(users.id, id))
      .limit(1);
    return row ? { ...row.user, countryCode: row.countryCode, parkName: row.parkName } : null;
  }

  /**
   * Every enabled account whose confirmed e-mail and phone these are, one per park at most in
   * practice: a changed channel counts only once its code confirmed it (recovery-channels.service.ts).
   */
  async findForRecovery(email: string, phone: string): Promise<RecoveryAccount[]> {
    const confirmedEmail = confirmedChannelSql('email');
    return this.db
      .select({
        id: users.id,
        login: users.login,
        email: confirmedEmail,
        taxisId: users.taxisId,
        parkName: taxis.name,
        serverId: taxis.serverId,
      })
      .from(users)
      .innerJoin(taxis, eq(taxis.id, users.taxisId))
      .where(
        and(
          eq(sql`lower(${confirmedEmail})`, email.toLowerCase()),
          eq(confirmedChannelSql('phone'), phone),
          eq(users.disabled, false),
        ),
      )
      .orderBy(asc(users.taxisId), asc(users.id));
  }

  async markFirstLogin(id: number, now: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ firstLogin: now })
      .where(and(eq(users.id, id), sql`${users.firstLogin} is null`));
  }

  /**
   * Stores a recovered password that takes over at `activeAt`. A previous recovered password
   * that is already in force becomes the current one first, so it is not lost.
   */
  async setPendingPassword(id: number, passwordHash: string, activeAt: Date, now: Date): Promise<void> {
    await this.db
      .update(users)
      .set({
        passwordHash: sql`case when ${users.pendingPasswordActiveAt} <= ${now.toISOString()}::timestamptz
          then ${users.pendingPasswordHash} else ${users.passwordHash} end`,
        pendingPasswordHash: passwordHash,
        pendingPasswordActiveAt: activeAt,
      })
      .where(eq(users.id, id));
  }

  /** Housekeeping once the recovered password is in force; skipped if a newer one arrived. */
  async promotePendingPassword(id: number, pendingHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash: pendingHash, pendingPasswordHash: null, pendingPasswordActiveAt: null })
      .where(and(eq(users.id, id), eq(users.pendingPasswordHash, pendingHash)));
  }

  /** A park and its first user, its owner (users.park_owner), together or not at all. */
  async createParkWithOwner(park: NewPark): Promise<{ userId: number; taxisId: number }> {
    return this.db.transaction(async (tx) => {
      const [createdPark] = await tx
        .insert(taxis)
        .values({
          name: park.parkName,
          countryCode: park.countryCode,
          phone: park.phone,
          timezone: park.timezone,
          timezoneCity: park.timezoneCity,
          createdAt: park.now,
        })
        .returning({ id: taxis.id });
      if (!createdPark) throw new Error('park insert returned nothing');
      const [createdUser] = await tx
        .insert(users)
        .values({
          taxisId: createdPark.id,
          login: park.login,
          name: park.name,
          email: park.email,
          phone: park.phone,
          groupId: park.groupId,
          passwordHash: park.passwordHash,
          parkOwner: true,
          createdAt: park.now,
        })
        .returning({ id: users.id });
      if (!createdUser) throw new Error('user insert returned nothing');
      return { userId: createdUser.id, taxisId: createdPark.id };
    });
  }
}

/**
 * The auth guard's per-request checks (the session is not revoked, the user's own rules in the
 * token's group), kept per session so a busy token costs no statement (issue 22 §2). Kept per
 * app (per database), never shared between tokens: the key is the token's session and group.
 *
 * A change must apply at the user's next request. Every write that ends a session or changes a
 * user's rules calls `accessChanged(userId)` (sessions.repository.ts, user-rules.repository.ts):
 * it drops the user's entries in every cache of the process and keeps the user uncached for
 * QUIET_MS, so a request racing a transaction that has not committed yet reads the database
 * again rather than keeping what it read before the commit; a read begun before any change is
 * never stored. Other processes (PostgreSQL) hear session ends through the event bus's NOTIFY;
 * a rules change made in another process applies there within ENTRY_TTL_MS.
 */

export interface SessionAccess {
  /** Paths the user's own rules deny in the token's group. */
  denied: readonly string[];
}

/** How long a kept check is trusted: the bound on a rules change made by another process. */
const ENTRY_TTL_MS = 5_000;
/** How long a changed user is read through: longer than any transaction that revokes. */
const QUIET_MS = 30_000;
/** Entries per app; past it the cache starts again (a session is one entry). */
const MAX_ENTRIES = 20_000;

interface Entry extends SessionAccess {
  userId: number;
  until: number;
}

const caches = new Set<AccessCache>();

/** A session of the user ended or the user's rules changed: the next request reads the database. */
export function accessChanged(userId: number): void {
  for (const cache of caches) cache.changed(userId);
}

export class AccessCache {
  private readonly entries = new Map<string, Entry>();
  private readonly quietUntil = new Map<number, number>();
  /** Bumped by every change: a read begun before it is not stored. */
  private generation = 0;

  /** `clock`: the app's, so tests can step past the quiet time. */
  constructor(private readonly clock: { now(): Date }) {
    caches.add(this);
  }

  /**
   * The session's access: kept, or read by `read` (null: the session is not active, never kept).
   */
  async of(sid: string, userId: number, groupId: number, read: () => Promise<SessionAccess | null>): Promise<SessionAccess | null> {
    const key = `${sid}\u0000${groupId}`;
    const kept = this.entries.get(key);
    const time = this.clock.now().getTime();
    if (kept !== undefined && kept.userId === userId && kept.until > time) return kept;
    const startedAt = this.generation;
    const access = await read();
    if (access === null || startedAt !== this.generation || (this.quietUntil.get(userId) ?? 0) > time) return access;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { denied: access.denied, userId, until: time + ENTRY_TTL_MS });
    return access;
  }

  changed(userId: number): void {
    this.generation += 1;
    const time = this.clock.now().getTime();
    this.quietUntil.set(userId, time + QUIET_MS);
    for (const [user, until] of this.quietUntil) if (until < time) this.quietUntil.delete(user);
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }

  close(): void {
    this.entries.clear();
    caches.delete(this);
  }
}

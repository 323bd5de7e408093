/**
 * The one refresh-token rotation, for staff and drivers alike (issue 21 §4). A sign-in is a family
 * of refresh tokens whose id is the session id; each token is spent once and replaced by a
 * successor in the same family; a spent or revoked token presented again ends the family and its
 * session. The two kinds differ only in their tables, in who owns a token (a user, or a driver of a
 * park) and in how their session rows are opened and ended, so those are the parameters.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/** The columns every refresh-token table has; the owner columns come on top. */
interface TokenColumns {
  id: PgColumn;
  tokenHash: PgColumn;
  familyId: PgColumn;
  usedAt: PgColumn;
  revokedAt: PgColumn;
}

export interface RotatedToken {
  id: number;
  tokenHash: string;
  familyId: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export interface TokenKind<Owner extends object, Row extends RotatedToken & Owner> {
  readonly tokens: PgTable & TokenColumns & { $inferSelect: Row };
  /** Picks the owner columns (of a token, or of a new sign-in's owner): copied onto a successor. */
  owner(of: Owner): Owner;
  /** Opens the session a new family stands for, inside the transaction that stores its first token. */
  openSession(tx: Db, sid: string, owner: Owner, now: Date): Promise<void>;
  /** Ends the session of a family, inside the transaction that revokes its tokens. */
  endSession(tx: Db, sid: string, now: Date): Promise<void>;
}

export class RefreshRotation<Owner extends object, Row extends RotatedToken & Owner> {
  constructor(
    private readonly db: Db,
    private readonly kind: TokenKind<Owner, Row>,
  ) {}

  /** A sign-in: its session and the first token of its family (the family id is the session id). */
  async start(sid: string, owner: Owner, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.kind.openSession(tx, sid, owner, now);
      await this.insert(tx, { tokenHash, familyId: sid, ...this.kind.owner(owner), createdAt: now, expiresAt });
    });
  }

  async find(tokenHash: string): Promise<Row | null> {
    const { tokens } = this.kind;
    const [row] = await this.db.select().from(tokens).where(eq(tokens.tokenHash, tokenHash)).limit(1);
    return (row as Row | undefined) ?? null;
  }

  /**
   * Spends `current` and adds its successor to the family. The spend is conditional, so of two
   * requests racing with the same token exactly one rotates; the other gets `false`.
   */
  async rotate(current: Row, successorHash: string, now: Date, expiresAt: Date): Promise<boolean> {
    const { tokens } = this.kind;
    return this.db.transaction(async (tx) => {
      const spent = await tx
        .update(tokens)
        .set({ usedAt: now } as never)
        .where(and(eq(tokens.id, current.id), isNull(tokens.usedAt), isNull(tokens.revokedAt)))
        .returning({ id: tokens.id });
      if (spent.length === 0) return false;
      await this.insert(tx, {
        tokenHash: successorHash,
        familyId: current.familyId,
        ...this.kind.owner(current),
        createdAt: now,
        expiresAt,
      });
      return true;
    });
  }

  /** Ends a sign-in: every refresh token of the family and the session behind its access tokens. */
  async revokeFamily(familyId: string, now: Date): Promise<void> {
    const { tokens } = this.kind;
    await this.db.transaction(async (tx) => {
      await tx
        .update(tokens)
        .set({ revokedAt: now } as never)
        .where(and(eq(tokens.familyId, familyId), isNull(tokens.revokedAt)));
      await this.kind.endSession(tx, familyId, now);
    });
  }

  // The owner columns vary by kind, which drizzle's insert type cannot follow through a parameter.
  private async insert(tx: Db, values: Omit<RotatedToken, 'id' | 'usedAt' | 'revokedAt'> & Owner): Promise<void> {
    await tx.insert(this.kind.tokens).values(values as never);
  }
}

/** The signed-in user as the desk records them: id and name (change history, ledger, blacklist). */
import { eq } from 'drizzle-orm';
import type { AccessClaims } from '../../../schemas/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export interface Author {
  userId: number;
  userName: string;
}

export async function authorOf(db: Db, claims: AccessClaims): Promise<Author> {
  const userId = Number(claims.sub);
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return { userId, userName: row?.name ?? claims.login };
}

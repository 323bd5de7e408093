/** The signed-in user as the desk records them: id and name (change history, ledger, blacklist). */
import type { AccessClaims } from '../../../schemas/auth';
import type { Db } from '../../db/client';
import { UsersRepository } from './users.repository';

export interface Author {
  userId: number;
  userName: string;
}

/** A user who is gone keeps the login the token carries. */
export async function authorOf(db: Db, claims: AccessClaims): Promise<Author> {
  const userId = Number(claims.sub);
  return { userId, userName: (await new UsersRepository(db).nameOf(userId)) ?? claims.login };
}

/** Who a history row names: the signed-in user by the name the park knows them by. */
import type { AccessClaims } from '../../../schemas/auth';
import type { Db } from '../../db/client';
import { UsersRepository } from '../users/users.repository';
import type { ChangeAuthor } from './drivers.repository';

/** A user who is gone is named by the token's login, with no id to point at. */
export async function changeAuthor(db: Db, claims: AccessClaims): Promise<ChangeAuthor> {
  const userId = Number(claims.sub);
  const userName = await new UsersRepository(db).nameOf(userId);
  return { userId: userName === null ? null : userId, userName: userName ?? claims.login };
}

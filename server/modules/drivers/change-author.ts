/** Who a history row names: the signed-in user by the name the park knows them by. */
import type { AccessClaims } from '../../../schemas/auth';
import type { ChangeAuthor, DriversRepository } from './drivers.repository';

export async function changeAuthor(drivers: DriversRepository, claims: AccessClaims): Promise<ChangeAuthor> {
  const userId = Number(claims.sub);
  const userName = Number.isInteger(userId) ? await drivers.userName(userId) : null;
  return { userId: userName === null ? null : userId, userName: userName ?? claims.login };
}

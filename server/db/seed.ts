/**
 * Demo parks for a first start and for tests: a Russian park with one user per group (demo1 is
 * group 1 ... demo5 is group 5), and one park each in Kazakhstan and Belarus.
 */
import { eq, inArray, or } from 'drizzle-orm';
import { COUNTRY_CODES, type CountryCode } from '../../schemas/auth';
import type { GroupId } from '../../schemas/access';
import { hashPassword } from '../modules/auth/passwords';
import type { Db } from './client';
import {
  authSessions,
  linkedAccounts,
  refreshTokens,
  smsChallenges,
  taxis,
  userDevices,
  realtimeTickets,
  users,
} from './schema';

export const DEMO_PASSWORD = 'demo12345';

interface DemoUser {
  login: string;
  name: string;
  email: string;
  phone: string;
  groupId: GroupId;
}

interface DemoPark {
  name: string;
  countryCode: CountryCode;
  phone: string;
  users: DemoUser[];
}

export const DEMO_PARKS: readonly DemoPark[] = [
  {
    name: 'Демо-парк',
    countryCode: COUNTRY_CODES.russia,
    phone: '+74951234567',
    users: [
      { login: 'demo1', name: 'Смирнов Алексей Викторович', email: 'demo1@demo-park.ru', phone: '+79161234501', groupId: 1 },
      { login: 'demo2', name: 'Кузнецова Марина Сергеевна', email: 'demo2@demo-park.ru', phone: '+79161234502', groupId: 2 },
      { login: 'demo3', name: 'Попов Игорь Николаевич', email: 'demo3@demo-park.ru', phone: '+79161234503', groupId: 3 },
      { login: 'demo4', name: 'Волкова Елена Андреевна', email: 'demo4@demo-park.ru', phone: '+79161234504', groupId: 4 },
      { login: 'demo5', name: 'Морозов Дмитрий Павлович', email: 'demo5@demo-park.ru', phone: '+79161234505', groupId: 5 },
    ],
  },
  {
    name: 'Демо-парк Казахстан',
    countryCode: COUNTRY_CODES.kazakhstan,
    phone: '+77172345678',
    users: [
      { login: 'kz-demo', name: 'Нурланов Ержан Серикович', email: 'kz-demo@demo-park.kz', phone: '+77011234567', groupId: 1 },
    ],
  },
  {
    name: 'Демо-парк Беларусь',
    countryCode: COUNTRY_CODES.belarus,
    phone: '+375172345678',
    users: [
      { login: 'by-demo', name: 'Ковалёв Андрей Михайлович', email: 'by-demo@demo-park.by', phone: '+375291234567', groupId: 1 },
    ],
  },
];

export const DEMO_LOGINS: readonly string[] = DEMO_PARKS.flatMap((park) => park.users.map((user) => user.login));

/** The park whose presence means the demo data is there. */
const MARKER_PARK = 'Демо-парк';

export interface SeedOptions {
  /** Delete the demo parks with everything of their users first, then create them again. */
  force?: boolean;
}

export async function demoParkExists(db: Db): Promise<boolean> {
  const rows = await db.select({ id: taxis.id }).from(taxis).where(eq(taxis.name, MARKER_PARK)).limit(1);
  return rows.length > 0;
}

/** A fresh installation: the first start seeds demo parks only into an empty database. */
export async function hasAnyPark(db: Db): Promise<boolean> {
  const rows = await db.select({ id: taxis.id }).from(taxis).limit(1);
  return rows.length > 0;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<{ created: boolean }> {
  if (!options.force && (await demoParkExists(db))) return { created: false };
  const parks = await Promise.all(
    DEMO_PARKS.map(async (park) => ({
      ...park,
      users: await Promise.all(
        park.users.map(async (user) => ({ ...user, passwordHash: await hashPassword(DEMO_PASSWORD) })),
      ),
    })),
  );
  await db.transaction(async (tx) => {
    await deleteDemoParks(tx);
    for (const park of parks) {
      const [created] = await tx
        .insert(taxis)
        .values({ name: park.name, countryCode: park.countryCode, phone: park.phone })
        .returning({ id: taxis.id });
      if (!created) throw new Error(`park ${park.name} was not created`);
      await tx.insert(users).values(park.users.map((user) => ({ ...user, taxisId: created.id })));
    }
  });
  return { created: true };
}

/** Removes the demo parks with everything of their users, children before parents. */
async function deleteDemoParks(db: Db): Promise<void> {
  const parks = await db
    .select({ id: taxis.id })
    .from(taxis)
    .where(inArray(taxis.name, DEMO_PARKS.map((park) => park.name)));
  if (parks.length === 0) return;
  const parkIds = parks.map((park) => park.id);
  const userIds = (await db.select({ id: users.id }).from(users).where(inArray(users.taxisId, parkIds))).map(
    (user) => user.id,
  );
  if (userIds.length > 0) {
    await db
      .delete(linkedAccounts)
      .where(or(inArray(linkedAccounts.ownerUserId, userIds), inArray(linkedAccounts.userId, userIds)));
    await db.delete(realtimeTickets).where(inArray(realtimeTickets.userId, userIds));
    await db.delete(refreshTokens).where(inArray(refreshTokens.userId, userIds));
    await db.delete(authSessions).where(inArray(authSessions.userId, userIds));
    await db.delete(userDevices).where(inArray(userDevices.userId, userIds));
    await db.delete(smsChallenges).where(inArray(smsChallenges.userId, userIds));
    await db.delete(users).where(inArray(users.id, userIds));
  }
  await db.delete(taxis).where(inArray(taxis.id, parkIds));
}

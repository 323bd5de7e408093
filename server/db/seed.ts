/**
 * Demo parks for a first start and for tests: a Russian park with one user per group (demo1 is
 * group 1 ... demo5 is group 5), and one park each in Kazakhstan and Belarus; an installation
 * without news also gets the demo news, alert, banners and help (demo-notices.ts). The cabinet's own
 * start and `npm run seed` also give them fleets (seedFleet); tests call seedDemo alone and stay
 * fast and fleet-free.
 */
import { eq, inArray, or } from 'drizzle-orm';
import { COUNTRY_CODES, type CountryCode } from '../../schemas/auth';
import type { GroupId } from '../../schemas/access';
import { seedDemoCommissions } from './demo-commissions';
import { seedDemoDriverAdds } from './demo-drivers-add';
import { seedDemoHandy } from './demo-handy';
import { seedDemoPayouts } from './demo-payouts';
import { seedDemoPayoutSettings } from './demo-payout-settings';
import { seedDemoInns, seedDemoNpd } from './demo-npd';
import { seedDemoReconciliation } from './demo-reconciliation';
import { hashPassword } from '../modules/auth/passwords';
import type { Db } from './client';
import { seedDemoNotices } from './demo-notices';
import {
  analyzeFleet,
  buildIndexes,
  BULK_TRIPS,
  deleteFleet,
  dropBulkIndexes,
  generateParkFleet,
  type ParkFleetSummary,
} from './generator/park-fleet';
import { BELARUS, KAZAKHSTAN, RUSSIA, type ParkProfile } from './generator/park-profiles';
import { cityOfZone } from '../../schemas/timezones';
import {
  alertReads,
  authSessions,
  bannerEvents,
  exportAudit,
  legalEntities,
  linkedAccounts,
  newsReads,
  offerDeliveries,
  offers,
  referralSettings,
  reports,
  refreshTokens,
  resourceChanges,
  smsChallenges,
  taxis,
  userAccessRules,
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
  /** The account that registered the park (users.park_owner): one per park. */
  parkOwner?: true;
}

interface DemoPark {
  name: string;
  countryCode: CountryCode;
  phone: string;
  /** City, time zone, phone and plate formats of its generated fleet. */
  profile: ParkProfile;
  users: DemoUser[];
  /** The park's legal entity (/users/entity), with requisites that pass their check digits. */
  entity: Omit<typeof legalEntities.$inferInsert, 'taxisId' | 'countryCode'>;
}

export const DEMO_PARKS: readonly DemoPark[] = [
  {
    name: 'Демо-парк',
    countryCode: COUNTRY_CODES.russia,
    phone: '+74951234567',
    profile: RUSSIA,
    users: [
      { login: 'demo1', name: 'Смирнов Алексей Викторович', email: 'demo1@demo-park.ru', phone: '+79161234501', groupId: 1, parkOwner: true },
      { login: 'demo2', name: 'Кузнецова Марина Сергеевна', email: 'demo2@demo-park.ru', phone: '+79161234502', groupId: 2 },
      { login: 'demo3', name: 'Попов Игорь Николаевич', email: 'demo3@demo-park.ru', phone: '+79161234503', groupId: 3 },
      { login: 'demo4', name: 'Волкова Елена Андреевна', email: 'demo4@demo-park.ru', phone: '+79161234504', groupId: 4 },
      { login: 'demo5', name: 'Морозов Дмитрий Павлович', email: 'demo5@demo-park.ru', phone: '+79161234505', groupId: 5 },
    ],
    entity: {
      kind: 'company',
      name: 'ООО «Демо-парк»',
      inn: '7712345671',
      kpp: '771201001',
      ogrn: '1127746123450',
      bankName: 'ПАО Сбербанк',
      bik: '044525225',
      account: '40702810938000012345',
      corrAccount: '30101810400000000225',
    },
  },
  {
    name: 'Демо-парк Казахстан',
    countryCode: COUNTRY_CODES.kazakhstan,
    phone: '+77172345678',
    profile: KAZAKHSTAN,
    users: [
      { login: 'kz-demo', name: 'Нурланов Ержан Серикович', email: 'kz-demo@demo-park.kz', phone: '+77011234567', groupId: 1, parkOwner: true },
    ],
    entity: {
      kind: 'company',
      name: 'ТОО «Демо-парк Казахстан»',
      inn: '150440012344',
      bankName: 'АО «Kaspi Bank»',
      bik: 'CASPKZKA',
      account: 'KZ18722S000012345678',
    },
  },
  {
    name: 'Демо-парк Беларусь',
    countryCode: COUNTRY_CODES.belarus,
    phone: '+375172345678',
    profile: BELARUS,
    users: [
      { login: 'by-demo', name: 'Ковалёв Андрей Михайлович', email: 'by-demo@demo-park.by', phone: '+375291234567', groupId: 1, parkOwner: true },
    ],
    entity: {
      kind: 'company',
      name: 'ООО «Демо-парк Беларусь»',
      inn: '192345671',
      bankName: 'ОАО «АСБ Беларусбанк»',
      bik: 'AKBBBY2X',
      account: 'BY75AKBB30120000000000000000',
    },
  },
];

export const DEMO_LOGINS: readonly string[] = DEMO_PARKS.flatMap((park) => park.users.map((user) => user.login));

/** The park whose presence means the demo data is there. */
const MARKER_PARK = 'Демо-парк';

export interface SeedOptions {
  /** Delete the demo parks with everything of their users first, then create them again. */
  force?: boolean;
  /** Also generate the parks' fleets, in the same transaction. */
  fleet?: FleetOptions;
  /** When the demo news, alert and banners are dated from (default: the fleet's `now`, else the clock). */
  now?: Date;
}

export interface FleetOptions {
  /** When the generated history ends: trips, ledger and dates lead up to it. */
  now: Date;
  /** Drivers of 'Демо-парк' (default 300). */
  drivers?: number;
  /** Trips of 'Демо-парк' (default 15,000). */
  trips?: number;
  /** Days of history (default 90). */
  days?: number;
  /** Same seed, same rows (default 1). */
  seed?: number;
  /** Drivers and trips of each other demo park (default: 5% of the main park's, at least 60 and 2,500). */
  otherParks?: { drivers: number; trips: number };
  /** Build secondary indexes after loading (default: for large parks only). */
  indexesAfterLoad?: boolean;
  onProgress?: (message: string) => void;
}

export interface FleetSummary {
  parks: (ParkFleetSummary & { name: string })[];
  seconds: number;
}

export const DEMO_FLEET = { drivers: 300, trips: 15_000, days: 90, seed: 1 } as const;

export async function demoParkExists(db: Db): Promise<boolean> {
  const rows = await db.select({ id: taxis.id }).from(taxis).where(eq(taxis.name, MARKER_PARK)).limit(1);
  return rows.length > 0;
}

/** A fresh installation: the first start seeds demo parks only into an empty database. */
export async function hasAnyPark(db: Db): Promise<boolean> {
  const rows = await db.select({ id: taxis.id }).from(taxis).limit(1);
  return rows.length > 0;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<{ created: boolean; fleet?: FleetSummary }> {
  if (!options.force && (await demoParkExists(db))) return { created: false };
  const parks = await Promise.all(
    DEMO_PARKS.map(async (park) => ({
      ...park,
      users: await Promise.all(
        park.users.map(async (user) => ({ ...user, passwordHash: await hashPassword(DEMO_PASSWORD) })),
      ),
    })),
  );
  return db.transaction(async (tx) => {
    await deleteDemoParks(tx);
    for (const park of parks) {
      const [created] = await tx
        .insert(taxis)
        .values({
          name: park.name,
          countryCode: park.countryCode,
          phone: park.phone,
          timezone: park.profile.timezone,
          timezoneCity: cityOfZone(park.profile.timezone, park.countryCode),
        })
        .returning({ id: taxis.id });
      if (!created) throw new Error(`park ${park.name} was not created`);
      await tx.insert(users).values(park.users.map((user) => ({ ...user, taxisId: created.id })));
      await tx.insert(legalEntities).values({ ...park.entity, taxisId: created.id, countryCode: park.countryCode });
    }
    // Installation-wide: only an installation without news gets the demo ones.
    await seedDemoNotices(tx, options.now ?? options.fleet?.now ?? new Date());
    if (!options.fleet) return { created: true };
    return { created: true, fleet: await seedFleet(tx, options.fleet) };
  });
}

/**
 * Fleets of the demo parks (which must exist and have none yet): 'Демо-парк' gets the requested
 * size, the Kazakh and Belarusian parks small fleets of their own.
 */
export async function seedFleet(db: Db, options: FleetOptions): Promise<FleetSummary> {
  const started = performance.now();
  const drivers = options.drivers ?? DEMO_FLEET.drivers;
  const trips = options.trips ?? DEMO_FLEET.trips;
  const other = options.otherParks ?? {
    drivers: Math.max(60, Math.round(drivers * 0.05)),
    trips: Math.max(2_500, Math.round(trips * 0.05)),
  };
  const summary: FleetSummary = { parks: [], seconds: 0 };
  const progress = (park: string, message: string) => options.onProgress?.(`${park}: ${message}`);
  // One transaction (a savepoint inside seedDemo's): all the parks' fleets or none.
  await db.transaction(async (tx) => {
    // A large load drops the big tables' secondary indexes once, loads every park's fleet and
    // builds them once after: the small parks' rows then cost no index updates on tables that
    // already hold the big park's millions of rows.
    const bulk = options.indexesAfterLoad ?? Math.max(trips, other.trips) >= BULK_TRIPS;
    const rebuild = bulk ? await dropBulkIndexes(tx) : [];
    const made: { park: (typeof DEMO_PARKS)[number]; id: number; main: boolean }[] = [];
    for (const [stream, park] of DEMO_PARKS.entries()) {
      const [row] = await tx.select({ id: taxis.id }).from(taxis).where(eq(taxis.name, park.name));
      if (!row) throw new Error(`demo park ${park.name} does not exist`);
      const main = stream === 0;
      const result = await generateParkFleet(tx, {
        taxisId: row.id,
        profile: park.profile,
        drivers: main ? drivers : other.drivers,
        trips: main ? trips : other.trips,
        days: options.days ?? DEMO_FLEET.days,
        seed: options.seed ?? DEMO_FLEET.seed,
        stream,
        now: options.now,
        onProgress: options.onProgress && ((message) => progress(park.name, message)),
      });
      // The self-employed drivers' ИНН, while the drivers' secondary indexes are still dropped.
      if (main) await seedDemoInns(tx, row.id);
      summary.parks.push({ name: park.name, ...result });
      made.push({ park, id: row.id, main });
    }
    if (rebuild.length > 0) {
      await buildIndexes(tx, rebuild);
      options.onProgress?.(`индексы построены (${rebuild.length})`);
    }
    // Before the sections below: they read through the cabinet's own queries, which need the plans.
    await analyzeFleet(tx);
    for (const { park, id, main } of made) {
      await seedDemoCommissions(tx, id, options.now);
      if (!main) continue;
      await seedDemoDriverAdds(tx, id, options.now);
      // After the generator: its aggregators and rows stay as they were.
      await seedDemoHandy(tx, id, options.now);
      // Payouts through the engine, after every ledger entry of the fleet.
      await seedDemoPayouts(tx, id, options.now ?? new Date());
      await seedDemoPayoutSettings(tx, id, options.now);
      // The self-employed guardian: statuses, issuers, receipts of the park's recent payouts.
      await seedDemoNpd(tx, id, options.now);
      // After the payouts: a statement and a reconciliation of them, when the park has any.
      await seedDemoReconciliation(tx, id, options.now);
      progress(park.name, 'выплаты, самозанятые и сверка записаны');
    }
  });
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

/** Removes the demo parks with everything of their users, children before parents. */
async function deleteDemoParks(db: Db): Promise<void> {
  const parks = await db
    .select({ id: taxis.id })
    .from(taxis)
    .where(inArray(taxis.name, DEMO_PARKS.map((park) => park.name)));
  if (parks.length === 0) return;
  const parkIds = parks.map((park) => park.id);
  // Offers point at drivers, rules at users: they go before either.
  await db.delete(offerDeliveries).where(inArray(offerDeliveries.taxisId, parkIds));
  await db.delete(offers).where(inArray(offers.taxisId, parkIds));
  await db.delete(userAccessRules).where(inArray(userAccessRules.taxisId, parkIds));
  await deleteFleet(db, parkIds);
  // What the parks' users did in the cabinet: read marks, poll answers, ordered reports (chunks cascade).
  await db.delete(bannerEvents).where(inArray(bannerEvents.taxisId, parkIds));
  await db.delete(reports).where(inArray(reports.taxisId, parkIds));
  await db.delete(referralSettings).where(inArray(referralSettings.taxisId, parkIds));
  await db.delete(legalEntities).where(inArray(legalEntities.taxisId, parkIds));
  await db.delete(resourceChanges).where(inArray(resourceChanges.taxisId, parkIds));
  await db.delete(exportAudit).where(inArray(exportAudit.taxisId, parkIds));
  const userIds = (await db.select({ id: users.id }).from(users).where(inArray(users.taxisId, parkIds))).map(
    (user) => user.id,
  );
  if (userIds.length > 0) {
    await db
      .delete(linkedAccounts)
      .where(or(inArray(linkedAccounts.ownerUserId, userIds), inArray(linkedAccounts.userId, userIds)));
    await db.delete(newsReads).where(inArray(newsReads.userId, userIds));
    await db.delete(alertReads).where(inArray(alertReads.userId, userIds));
    await db.delete(realtimeTickets).where(inArray(realtimeTickets.userId, userIds));
    await db.delete(refreshTokens).where(inArray(refreshTokens.userId, userIds));
    await db.delete(authSessions).where(inArray(authSessions.userId, userIds));
    await db.delete(userDevices).where(inArray(userDevices.userId, userIds));
    await db.delete(smsChallenges).where(inArray(smsChallenges.userId, userIds));
    await db.delete(users).where(inArray(users.id, userIds));
  }
  await db.delete(taxis).where(inArray(taxis.id, parkIds));
}

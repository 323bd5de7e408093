/**
 * Crafted fleet data for server tests: aggregators, cars, drivers, accounts, trips and payouts
 * written the way the cabinet writes them (search text, trip ingest with its ledger entries, the
 * ledger writer with the drivers' day counters).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { aggregators, cars, driverAggregatorAccounts, drivers, taxis, users } from '../../server/db/schema';
import { driverSearchText } from '../../server/modules/drivers/search-text';
import { postEntry } from '../../server/modules/ledger/ledger.writer';
import { recordTransfer, type IncomingTransfer } from '../../server/modules/transfers/transfer-ingest';
import type { AggregatorCode } from '../../schemas/fleet';
import { textsAt } from '../../texts/t';

export async function parkIdOf(db: Db, login: string): Promise<number> {
  const [row] = await db.select({ taxisId: users.taxisId }).from(users).where(eq(users.login, login));
  if (!row) throw new Error(`no user ${login}`);
  return row.taxisId;
}

export async function parkTimezone(db: Db, taxisId: number): Promise<string> {
  const [row] = await db.select({ timezone: taxis.timezone }).from(taxis).where(eq(taxis.id, taxisId));
  return row?.timezone ?? 'Europe/Moscow';
}

/** Aggregators are named as the market names them (texts/ru-fleet.ts). */
const AGGREGATOR_NAMES: Record<AggregatorCode, string> = textsAt('fleet.aggregatorCode');

export async function addAggregator(
  db: Db,
  taxisId: number,
  code: AggregatorCode,
  options: { feeBasisPoints?: number; parkCommissionBasisPoints?: number; inactiveInterval?: number | null } = {},
): Promise<number> {
  const [row] = await db
    .insert(aggregators)
    .values({
      taxisId,
      code,
      name: AGGREGATOR_NAMES[code],
      feeBasisPoints: options.feeBasisPoints ?? 2000,
      parkCommissionBasisPoints: options.parkCommissionBasisPoints ?? 300,
      inactiveInterval: options.inactiveInterval ?? null,
    })
    .returning({ id: aggregators.id });
  if (!row) throw new Error('aggregator was not written');
  return row.id;
}

export async function addCar(
  db: Db,
  taxisId: number,
  car: Partial<typeof cars.$inferInsert> & { number: string },
): Promise<number> {
  const [row] = await db
    .insert(cars)
    .values({ brand: 'Kia', model: 'Rio', year: 2021, color: 'Белый', ...car, taxisId })
    .returning({ id: cars.id });
  if (!row) throw new Error('car was not written');
  return row.id;
}

let phoneCounter = 0;

export type DriverFixture = Partial<Omit<typeof drivers.$inferInsert, 'taxisId' | 'searchText'>>;

/** A driver with sensible defaults; `carNumber` is the car's plate for the search text. */
export async function addDriver(db: Db, taxisId: number, driver: DriverFixture = {}, carNumber: string | null = null): Promise<number> {
  phoneCounter += 1;
  const values = {
    lastName: 'Иванов',
    firstName: 'Иван',
    middleName: 'Иванович',
    phone: `+7900${String(taxisId).padStart(2, '0')}${String(phoneCounter).padStart(5, '0')}`,
    licenceNumber: `99АА${String(100000 + phoneCounter)}`,
    licenceCountry: 'rus' as const,
    ...driver,
  };
  const [row] = await db
    .insert(drivers)
    .values({ ...values, taxisId, searchText: driverSearchText({ ...values, middleName: values.middleName ?? null, carNumber }) })
    .returning({ id: drivers.id });
  if (!row) throw new Error('driver was not written');
  return row.id;
}

export async function linkDriver(
  db: Db,
  taxisId: number,
  driverId: number,
  aggregatorId: number,
  link: { hasContractIssue?: boolean; isSelfemployed?: boolean; status?: 'active' | 'pending' | 'disconnected' } = {},
): Promise<void> {
  await db.insert(driverAggregatorAccounts).values({
    taxisId,
    driverId,
    aggregatorId,
    externalId: `ext-${aggregatorId}-${driverId}`,
    hasContractIssue: link.hasContractIssue ?? false,
    isSelfemployed: link.isSelfemployed ?? false,
    status: link.status ?? 'active',
  });
}

let shortIdCounter = 0;

/** A trip through the real ingest (counters, last trip, ledger entries for a completed one); `fraudReason` flags it. */
export async function addTrip(
  db: Db,
  trip: Omit<IncomingTransfer, 'shortId' | 'addressFrom' | 'paymentMethod' | 'status' | 'priceKop'> &
    Partial<Pick<IncomingTransfer, 'shortId' | 'addressFrom' | 'paymentMethod' | 'status' | 'priceKop'>>,
): Promise<number> {
  shortIdCounter += 1;
  const { id } = await recordTransfer(db, {
    shortId: `T${String(shortIdCounter).padStart(7, '0')}`,
    addressFrom: 'Москва, Тверская ул., 1',
    addressTo: 'Москва, Ленинский пр., 30',
    paymentMethod: 'cashless',
    status: 'complete',
    priceKop: 50_000,
    ...trip,
  });
  return id;
}

/** A payout of `amountKop` (positive: what leaves the balance) through the ledger writer. */
export async function addPayout(db: Db, taxisId: number, driverId: number, amountKop: number, at: Date): Promise<number> {
  const { entry } = await db.transaction((tx) =>
    postEntry(tx, { taxisId, driverId, kind: 'payout', amountKop: -amountKop, description: 'Выплата на карту •• 4242', createdBy: 'platform', at }),
  );
  return entry.id;
}

/** The same query for a table's stored rows and for their recomputation from the source rows. */
type Difference = { missing: number; extra: number; rows: number };

async function differences(db: Db, actual: string, expected: string): Promise<Difference> {
  const result = await db.execute(
    sql.raw(`WITH expected AS (${expected}), actual AS (${actual})
     SELECT (SELECT count(*)::int FROM (SELECT * FROM expected EXCEPT SELECT * FROM actual) m) AS missing,
            (SELECT count(*)::int FROM (SELECT * FROM actual EXCEPT SELECT * FROM expected) e) AS extra,
            (SELECT count(*)::int FROM actual) AS rows`),
  );
  const [row] = (result as unknown as { rows: Difference[] }).rows;
  if (!row) throw new Error('no difference row');
  return row;
}

/**
 * driver_days against a recomputation from the completed trips (booked day) and the payouts
 * (park-local day of created_at): rows missing, extra and stored.
 */
export function driverDaysDifference(db: Db): Promise<Difference> {
  return differences(
    db,
    'SELECT taxis_id, day, driver_id, trips, price_kop, park_commission_kop, payouts, payout_kop FROM driver_days',
    `SELECT taxis_id, day, driver_id, sum(trips)::int, sum(price_kop)::bigint, sum(park_commission_kop)::bigint, sum(payouts)::int, sum(payout_kop)::bigint
     FROM (
       SELECT taxis_id, booked_day AS day, driver_id, 1 AS trips, price_kop, park_commission_kop, 0 AS payouts, 0 AS payout_kop
       FROM transfers WHERE status = 'complete'
       UNION ALL
       SELECT l.taxis_id, (l.created_at AT TIME ZONE p.timezone)::date, l.driver_id, 0, 0, 0, 1, -l.amount_kop
       FROM ledger_entries l JOIN taxis p ON p.id = l.taxis_id WHERE l.kind = 'payout'
     ) x GROUP BY 1, 2, 3`,
  );
}

/**
 * The park's rollups of the drivers' days against a recomputation from driver_days: the drivers
 * per day by the days since their previous such day, and the payouts per day.
 */
export async function parkDaysDifference(db: Db): Promise<{ drivers: Difference; payouts: Difference }> {
  return {
    drivers: await differences(
      db,
      'SELECT taxis_id, kind, day, gap, sum(drivers)::int FROM park_day_drivers GROUP BY 1, 2, 3, 4',
      `SELECT taxis_id, kind, day, gap, count(*)::int FROM (
         SELECT taxis_id, 'trips' AS kind, day, coalesce(day - lag(day) OVER (PARTITION BY driver_id ORDER BY day), 0) AS gap FROM driver_days WHERE trips > 0
         UNION ALL
         SELECT taxis_id, 'payouts', day, coalesce(day - lag(day) OVER (PARTITION BY driver_id ORDER BY day), 0) FROM driver_days WHERE payouts > 0
       ) x GROUP BY 1, 2, 3, 4`,
    ),
    payouts: await differences(
      db,
      'SELECT taxis_id, day, sum(payouts)::int, sum(payout_kop)::bigint FROM park_payout_days GROUP BY 1, 2',
      'SELECT taxis_id, day, sum(payouts)::int, sum(payout_kop)::bigint FROM driver_days WHERE payouts > 0 GROUP BY 1, 2',
    ),
  };
}

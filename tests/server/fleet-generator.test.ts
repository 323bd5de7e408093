/**
 * The fleet generator writes what the cabinet would have written trip by trip: balances equal to
 * the ledger, running balances, commissions and park-local days as recordTransfer computes them,
 * day counters (the park's with its flagged trips, each driver's with trips and payouts) equal to
 * the trips and the ledger, search text equal to the JS formula, consistent references; and the
 * same options always give the same rows.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DriverPhoneSchema, LicenceNumberSchema } from '../../schemas/drivers';
import type { Db } from '../../server/db/client';
import { run } from '../../server/db/generator/park-fleet';
import { FRAUD_REASONS } from '../../server/db/generator/texts';
import { drivers, taxis } from '../../server/db/schema';
import { DEMO_PARKS, seedDemo, type FleetOptions } from '../../server/db/seed';
import { parkDay } from '../../server/lib/park-time';
import { driverSearchText } from '../../server/modules/drivers/search-text';
import { addDriver, driverDaysDifference, parkDaysDifference } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-11-21T09:00:00Z');
const FLEET: FleetOptions = { now: NOW, drivers: 120, trips: 2_000, days: 60, seed: 7, otherParks: { drivers: 30, trips: 400 } };

const rows = async <T>(db: Db, text: string): Promise<T[]> => (await run(db, text)) as T[];
const one = async <T>(db: Db, text: string): Promise<T> => {
  const [row] = await rows<T>(db, text);
  if (row === undefined) throw new Error(`no row: ${text}`);
  return row;
};

/** md5 of every generated row's content, ids taken relative to the park's first of each table. */
async function fingerprint(db: Db): Promise<string> {
  const parts = await rows<{ name: string; hash: string }>(
    db,
    `SELECT 'drivers' AS name, md5(string_agg(concat_ws('|', t.name, d.last_name, d.first_name, d.middle_name, d.phone, d.email, d.address,
        d.birth_date, d.tax_identification_number, d.licence_number, d.work_status, d.employment_type, d.hire_date, d.fire_date,
        d.balance_kop, d.balance_limit_kop, d.is_blocked, d.app_installed, d.referral_code, d.last_trip_at, d.last_transaction_at,
        d.search_text, c.number, c.vin, g.name), ',' ORDER BY t.name, d.phone)) AS hash
     FROM drivers d JOIN taxis t ON t.id = d.taxis_id LEFT JOIN cars c ON c.id = d.car_id LEFT JOIN driver_groups g ON g.id = d.group_id
     UNION ALL
     SELECT 'transfers', md5(string_agg(concat_ws('|', t.name, x.short_id, x.status, x.booked_at, x.ended_at, x.booked_day, x.price_kop,
        x.payment_method, x.category, x.park_commission_kop, x.aggregator_commission_kop, x.mileage_meters, x.address_from, x.address_to,
        x.cancel_reason, x.fraud_reason, d.phone, a.code), ',' ORDER BY t.name, x.short_id))
     FROM transfers x JOIN taxis t ON t.id = x.taxis_id JOIN drivers d ON d.id = x.driver_id JOIN aggregators a ON a.id = x.aggregator_id
     UNION ALL
     -- A demo payout's entries name the payout by its number, a serial the database hands out anew on every reseed.
     SELECT 'ledger', md5(string_agg(concat_ws('|', t.name, d.phone, l.kind, l.amount_kop, l.balance_after_kop, regexp_replace(l.description, '№ [0-9]+', '№', 'g'), l.created_by,
        l.user_name, l.created_at, l.idempotency_key IS NULL), ',' ORDER BY t.name, d.phone, l.created_at, l.id))
     FROM ledger_entries l JOIN taxis t ON t.id = l.taxis_id JOIN drivers d ON d.id = l.driver_id
     UNION ALL
     SELECT 'desk', md5(concat_ws('|',
       (SELECT string_agg(concat_ws('|', d.phone, c.last4, c.brand, c.active), ',' ORDER BY d.phone, c.last4, c.active) FROM driver_cards c JOIN drivers d ON d.id = c.driver_id),
       (SELECT string_agg(concat_ws('|', d.phone, f.score, f.comment, f.status, f.created_at), ',' ORDER BY f.created_at, d.phone) FROM driver_feedback f JOIN drivers d ON d.id = f.driver_id),
       (SELECT string_agg(concat_ws('|', d.phone, ch.kind, ch.amount_kop, ch.starts_on, ch.posted_times, ch.status), ',' ORDER BY d.phone, ch.kind) FROM driver_charges ch JOIN drivers d ON d.id = ch.driver_id),
       (SELECT string_agg(concat_ws('|', a.phone, a.status, a.read_at), ',' ORDER BY a.phone) FROM driver_applications a),
       (SELECT string_agg(concat_ws('|', d.phone, r.kind, r.status), ',' ORDER BY d.phone, r.kind) FROM driver_access_requests r JOIN drivers d ON d.id = r.driver_id),
       (SELECT string_agg(concat_ws('|', b.full_name, b.phone), ',' ORDER BY b.phone) FROM blacklist_entries b),
       (SELECT string_agg(concat_ws('|', d.phone, g.title, p.rewarded_at), ',' ORDER BY g.title, d.phone) FROM goal_participants p JOIN goals g ON g.id = p.goal_id JOIN drivers d ON d.id = p.driver_id),
       (SELECT string_agg(concat_ws('|', d.phone, x.changes::text, x.created_at), ',' ORDER BY d.phone, x.created_at) FROM driver_changes x JOIN drivers d ON d.id = x.driver_id)))`,
  );
  return parts.map((part) => `${part.name}:${part.hash}`).join(' ');
}

describe('fleet generator', () => {
  let t: TestApp;
  let first: string;
  let otherParkDriver: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    // A park that is not a demo park: re-seeding the demo fleets must leave its rows alone.
    const [other] = await t.db.insert(taxis).values({ name: 'Таксопарк «Север»', countryCode: 2 }).returning({ id: taxis.id });
    if (!other) throw new Error('park was not written');
    otherParkDriver = await addDriver(t.db, other.id, { phone: '+79990000001' });
    await seedDemo(t.db, { force: true, fleet: FLEET });
    first = await fingerprint(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes the requested fleet in the main park and small ones beside it', async () => {
    const counts = await rows<{ name: string; drivers: number; trips: number }>(
      t.db,
      `SELECT t.name, (SELECT count(*)::int FROM drivers d WHERE d.taxis_id = t.id) AS drivers,
         (SELECT count(*)::int FROM transfers x WHERE x.taxis_id = t.id) AS trips
       FROM taxis t ORDER BY t.id`,
    );
    expect(counts.filter((park) => DEMO_PARKS.some((demo) => demo.name === park.name))).toEqual([
      { name: 'Демо-парк', drivers: 120, trips: 2_000 },
      { name: 'Демо-парк Казахстан', drivers: 30, trips: 400 },
      { name: 'Демо-парк Беларусь', drivers: 30, trips: 400 },
    ]);
    expect(counts.find((park) => park.name === 'Таксопарк «Север»')).toEqual({ name: 'Таксопарк «Север»', drivers: 1, trips: 0 });
  });

  it('gives the same rows for the same options, and other rows for another seed', async () => {
    await seedDemo(t.db, { force: true, fleet: FLEET });
    expect(await fingerprint(t.db)).toBe(first);
    await seedDemo(t.db, { force: true, fleet: { ...FLEET, seed: 8 } });
    const other = await fingerprint(t.db);
    for (const part of ['drivers', 'transfers', 'ledger', 'desk']) {
      expect(other.split(' ').find((hash) => hash.startsWith(part))).not.toBe(first.split(' ').find((hash) => hash.startsWith(part)));
    }
    // A large load builds its indexes afterwards: the same rows, the same indexes.
    const indexes = () =>
      rows<{ definition: string }>(t.db, `SELECT indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`);
    const before = await indexes();
    await seedDemo(t.db, { force: true, fleet: { ...FLEET, indexesAfterLoad: true } });
    expect(await fingerprint(t.db)).toBe(first);
    expect(await indexes()).toEqual(before);
    expect((await t.db.select({ id: drivers.id }).from(drivers).where(sql`${drivers.id} = ${otherParkDriver}`)).length).toBe(1);
  });

  it('keeps every balance equal to the sum of the ledger and to the last running balance', async () => {
    const mismatched = await one<{ balance: number; running: number; last: number }>(
      t.db,
      `SELECT
         (SELECT count(*)::int FROM drivers d LEFT JOIN (SELECT driver_id, sum(amount_kop) AS total FROM ledger_entries GROUP BY driver_id) s
            ON s.driver_id = d.id WHERE d.balance_kop <> coalesce(s.total, 0)) AS balance,
         (SELECT count(*)::int FROM (SELECT balance_after_kop, sum(amount_kop) OVER (PARTITION BY driver_id ORDER BY created_at, id) AS total
            FROM ledger_entries) x WHERE x.total <> x.balance_after_kop) AS running,
         (SELECT count(*)::int FROM drivers d JOIN LATERAL (SELECT balance_after_kop FROM ledger_entries l WHERE l.driver_id = d.id
            ORDER BY created_at DESC, id DESC LIMIT 1) l ON true WHERE l.balance_after_kop <> d.balance_kop) AS last`,
    );
    expect(mismatched).toEqual({ balance: 0, running: 0, last: 0 });
    const kinds = await rows<{ kind: string }>(t.db, 'SELECT DISTINCT kind FROM ledger_entries ORDER BY kind');
    expect(kinds.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['aggregator_fee', 'bonus', 'correction', 'fine', 'park_commission', 'payout', 'rent', 'ride_income']),
    );
    // Payouts never take more than there is, and always in whole hundreds of roubles.
    const payouts = await one<{ bad: number; total: number }>(
      t.db,
      `SELECT count(*) FILTER (WHERE balance_after_kop < 0 OR amount_kop % 10000 <> 0 OR amount_kop >= 0)::int AS bad, count(*)::int AS total
       FROM ledger_entries WHERE kind = 'payout'`,
    );
    expect(payouts.bad).toBe(0);
    expect(payouts.total).toBeGreaterThan(0);
  });

  it('writes trips and their entries as recordTransfer does', async () => {
    const trips = await rows<{
      booked_at: Date | string;
      booked_day: string;
      timezone: string;
      status: string;
      price_kop: number;
      payment_method: string;
      park_commission_kop: number;
      aggregator_commission_kop: number;
      fee_bp: number;
      park_bp: number;
      entries: string | null;
      aggregator_name: string;
      short_id: string;
    }>(
      t.db,
      `SELECT x.booked_at, x.booked_day::text AS booked_day, tx.timezone, x.status, x.price_kop::int AS price_kop, x.payment_method,
         x.park_commission_kop::int AS park_commission_kop, x.aggregator_commission_kop::int AS aggregator_commission_kop,
         a.fee_basis_points AS fee_bp, a.park_commission_basis_points AS park_bp, a.name AS aggregator_name, x.short_id,
         (SELECT string_agg(l.kind || ':' || l.amount_kop || ':' || l.description || ':' || (l.created_at = coalesce(x.ended_at, x.booked_at)), ';' ORDER BY l.id)
            FROM ledger_entries l WHERE l.transfer_id = x.id) AS entries
       FROM transfers x JOIN aggregators a ON a.id = x.aggregator_id JOIN taxis tx ON tx.id = x.taxis_id
       WHERE x.id % 7 = 0`,
    );
    expect(trips.length).toBeGreaterThan(300);
    for (const trip of trips) {
      expect(trip.booked_day).toBe(parkDay(new Date(trip.booked_at), trip.timezone));
      if (trip.status !== 'complete') {
        expect([trip.park_commission_kop, trip.aggregator_commission_kop, trip.entries]).toEqual([0, 0, null]);
        continue;
      }
      const fee = Math.round((trip.price_kop * trip.fee_bp) / 10_000);
      const park = Math.round((trip.price_kop * trip.park_bp) / 10_000);
      expect([trip.aggregator_commission_kop, trip.park_commission_kop]).toEqual([fee, park]);
      const expected = [
        ...(trip.payment_method === 'cash' ? [] : [`ride_income:${trip.price_kop}:Оплата поездки, заказ ${trip.short_id}:true`]),
        ...(fee > 0 ? [`aggregator_fee:${-fee}:Комиссия ${trip.aggregator_name}, заказ ${trip.short_id}:true`] : []),
        ...(park > 0 ? [`park_commission:${-park}:Комиссия парка, заказ ${trip.short_id}:true`] : []),
      ];
      expect(trip.entries?.split(';') ?? []).toEqual(expected);
      expect(trip.price_kop).toBeGreaterThanOrEqual(25_000);
      expect(trip.price_kop).toBeLessThanOrEqual(250_000);
    }
    const lastTrips = await one<{ drivers: number; accounts: number; transactions: number }>(
      t.db,
      `SELECT
         (SELECT count(*)::int FROM drivers d WHERE d.last_trip_at IS DISTINCT FROM
            (SELECT max(booked_at) FROM transfers x WHERE x.driver_id = d.id AND x.status = 'complete')) AS drivers,
         (SELECT count(*)::int FROM driver_aggregator_accounts a WHERE a.last_trip_at IS DISTINCT FROM
            (SELECT max(booked_at) FROM transfers x WHERE x.driver_id = a.driver_id AND x.aggregator_id = a.aggregator_id AND x.status = 'complete')) AS accounts,
         (SELECT count(*)::int FROM drivers d WHERE d.last_transaction_at IS DISTINCT FROM
            (SELECT max(created_at) FROM ledger_entries l WHERE l.driver_id = d.id)) AS transactions`,
    );
    expect(lastTrips).toEqual({ drivers: 0, accounts: 0, transactions: 0 });
  });

  it('has a realistic mix of statuses, payments and activity', async () => {
    const mix = await one<Record<string, number>>(
      t.db,
      `SELECT avg((status = 'complete')::int)::float8 AS complete, avg((status = 'cancelled')::int)::float8 AS cancelled,
         avg((status IN ('expired', 'failed'))::int)::float8 AS lost, count(*) FILTER (WHERE status IN ('driving', 'waiting', 'calling', 'transporting'))::int AS active,
         avg((payment_method = 'cash')::int)::float8 AS cash,
         count(*) FILTER (WHERE status = 'cancelled' AND cancel_reason IS NULL)::int AS unexplained,
         count(*) FILTER (WHERE booked_at > '${NOW.toISOString()}' OR ended_at > '${NOW.toISOString()}')::int AS future
       FROM transfers x JOIN taxis t ON t.id = x.taxis_id WHERE t.name = 'Демо-парк'`,
    );
    expect(mix.complete).toBeGreaterThan(0.8);
    expect(mix.complete).toBeLessThan(0.9);
    expect(mix.cancelled).toBeGreaterThan(0.05);
    expect(mix.lost).toBeGreaterThan(0.01);
    expect(mix.active).toBeGreaterThan(0);
    expect(mix.cash).toBeGreaterThan(0.05);
    expect(mix.cash).toBeLessThan(0.3);
    expect([mix.unexplained, mix.future]).toEqual([0, 0]);
    const idle = await one<{ never: number; more_7: number; more_14: number; more_30: number; fired: number; wrong_fire: number }>(
      t.db,
      `SELECT count(*) FILTER (WHERE last_trip_at IS NULL)::int AS never,
         count(*) FILTER (WHERE last_trip_at < timestamptz '${NOW.toISOString()}' - interval '7 days')::int AS more_7,
         count(*) FILTER (WHERE last_trip_at < timestamptz '${NOW.toISOString()}' - interval '14 days')::int AS more_14,
         count(*) FILTER (WHERE last_trip_at < timestamptz '${NOW.toISOString()}' - interval '30 days')::int AS more_30,
         count(*) FILTER (WHERE work_status = 'fired' AND fire_date IS NOT NULL)::int AS fired,
         count(*) FILTER (WHERE work_status <> 'fired' AND fire_date IS NOT NULL)::int AS wrong_fire
       FROM drivers d JOIN taxis t ON t.id = d.taxis_id WHERE t.name = 'Демо-парк'`,
    );
    expect(idle.never).toBeGreaterThan(0);
    expect(idle.more_30).toBeGreaterThan(0);
    expect(idle.more_14).toBeGreaterThan(idle.more_30);
    expect(idle.more_7).toBeGreaterThan(idle.more_14);
    expect(idle.fired).toBeGreaterThan(0);
    expect(idle.wrong_fire).toBe(0);
    const impossible = await one<{ count: number }>(
      t.db,
      `SELECT count(*)::int AS count FROM drivers
       WHERE licence_issue_date < birth_date + interval '18 years' OR licence_expiration_date <= licence_issue_date
          OR experience_since > licence_issue_date OR experience_since < birth_date + interval '18 years'
          OR fire_date < hire_date OR hire_date > timestamptz '${NOW.toISOString()}'::date OR birth_date > hire_date - interval '18 years'`,
    );
    expect(impossible.count).toBe(0);
  });

  it('counts trips by park-local day exactly as the trips are, flagged ones included', async () => {
    const difference = await one<{ missing: number; extra: number; total: number; fraud: number }>(
      t.db,
      `WITH expected AS (
         SELECT taxis_id, booked_day AS day, aggregator_id, status, count(*)::int AS trips,
           coalesce(sum(price_kop) FILTER (WHERE status = 'complete'), 0)::bigint AS price_kop,
           coalesce(sum(park_commission_kop) FILTER (WHERE status = 'complete'), 0)::bigint AS park_commission_kop,
           count(*) FILTER (WHERE fraud_reason IS NOT NULL)::int AS fraud_trips
         FROM transfers GROUP BY 1, 2, 3, 4
       ), actual AS (SELECT taxis_id, day, aggregator_id, status, trips, price_kop, park_commission_kop, fraud_trips FROM transfer_day_counts)
       SELECT (SELECT count(*)::int FROM (SELECT * FROM expected EXCEPT SELECT * FROM actual) m) AS missing,
              (SELECT count(*)::int FROM (SELECT * FROM actual EXCEPT SELECT * FROM expected) e) AS extra,
              (SELECT count(*)::int FROM actual) AS total,
              (SELECT sum(fraud_trips)::int FROM actual) AS fraud`,
    );
    expect(difference.missing).toBe(0);
    expect(difference.extra).toBe(0);
    expect(difference.total).toBeGreaterThan(100);
    expect(difference.fraud).toBeGreaterThan(0);
  });

  it('flags a small share of completed trips with the antifraud’s reasons', async () => {
    const flagged = await one<{ share: number; reasons: number; not_complete: number }>(
      t.db,
      `SELECT avg((fraud_reason IS NOT NULL)::int)::float8 AS share, count(DISTINCT fraud_reason)::int AS reasons,
         count(*) FILTER (WHERE fraud_reason IS NOT NULL AND status <> 'complete')::int AS not_complete
       FROM transfers`,
    );
    // 0.4% of 2,800 trips is about 11: the share is loose, the mix of reasons and statuses is not.
    expect(flagged.share).toBeGreaterThan(0.001);
    expect(flagged.share).toBeLessThan(0.01);
    expect(flagged.reasons).toBeGreaterThan(1);
    expect(flagged.not_complete).toBe(0);
    const reasons = await rows<{ reason: string }>(t.db, 'SELECT DISTINCT fraud_reason AS reason FROM transfers WHERE fraud_reason IS NOT NULL');
    for (const { reason } of reasons) expect(FRAUD_REASONS).toContain(reason);
  });

  it('keeps each driver’s park-local days equal to the trips and payouts they sum', async () => {
    const difference = await driverDaysDifference(t.db);
    expect(difference).toMatchObject({ missing: 0, extra: 0 });
    expect(difference.rows).toBeGreaterThan(100);
    const kinds = await one<{ trips: number; payouts: number }>(
      t.db,
      'SELECT count(*) FILTER (WHERE trips > 0)::int AS trips, count(*) FILTER (WHERE payouts > 0)::int AS payouts FROM driver_days',
    );
    expect(kinds.trips).toBeGreaterThan(100);
    expect(kinds.payouts).toBeGreaterThan(10);
    const rollups = await parkDaysDifference(t.db);
    expect(rollups.drivers).toMatchObject({ missing: 0, extra: 0 });
    expect(rollups.payouts).toMatchObject({ missing: 0, extra: 0 });
    expect(rollups.drivers.rows).toBeGreaterThan(100);
    expect(rollups.payouts.rows).toBeGreaterThan(5);
  });

  it('stores search text, phones and licences as the cabinet does, in each country’s formats', async () => {
    const all = await rows<{
      park: string;
      country: string;
      timezone: string;
      last_name: string;
      first_name: string;
      middle_name: string | null;
      phone: string;
      licence_number: string;
      licence_country: string;
      search_text: string;
      car_number: string | null;
    }>(
      t.db,
      `SELECT t.name AS park, t.country_code::text AS country, t.timezone, d.last_name, d.first_name, d.middle_name, d.phone,
         d.licence_number, d.licence_country, d.search_text, c.number AS car_number
       FROM drivers d JOIN taxis t ON t.id = d.taxis_id LEFT JOIN cars c ON c.id = d.car_id
       WHERE t.name LIKE 'Демо-парк%'`,
    );
    expect(all).toHaveLength(180);
    for (const driver of all) {
      expect(driver.search_text).toBe(
        driverSearchText({
          lastName: driver.last_name,
          firstName: driver.first_name,
          middleName: driver.middle_name,
          phone: driver.phone,
          licenceNumber: driver.licence_number,
          carNumber: driver.car_number,
        }),
      );
      expect(DriverPhoneSchema.parse(driver.phone)).toBe(driver.phone);
      expect(LicenceNumberSchema.parse(driver.licence_number)).toBe(driver.licence_number);
    }
    const byPark = (name: string) => all.filter((driver) => driver.park === name);
    const formats = {
      'Демо-парк': { phone: /^\+79\d{9}$/, licence: 'rus', timezone: 'Europe/Moscow', plate: /^[АВЕКМНОРСТУХ]\d{3}[АВЕКМНОРСТУХ]{2}\d{2,3}$/ },
      'Демо-парк Казахстан': { phone: /^\+77\d{9}$/, licence: 'kaz', timezone: 'Asia/Almaty', plate: /^\d{3}[A-Z]{3}02$/ },
      'Демо-парк Беларусь': { phone: /^\+375(25|29|33|44)\d{7}$/, licence: 'blr', timezone: 'Europe/Minsk', plate: /^\d{4} [A-Z]{2}-7$/ },
    };
    for (const [park, format] of Object.entries(formats)) {
      const parkDrivers = byPark(park);
      expect(parkDrivers.length, park).toBeGreaterThan(0);
      expect(new Set(parkDrivers.map((driver) => driver.phone)).size, park).toBe(parkDrivers.length);
      for (const driver of parkDrivers) {
        expect(driver.phone).toMatch(format.phone);
        expect([driver.licence_country, driver.timezone]).toEqual([format.licence, format.timezone]);
        if (driver.car_number) expect(driver.car_number).toMatch(format.plate);
      }
    }
    // Names agree in gender: a woman's patronymic goes with a woman's surname, a man's with a man's.
    const disagreeing = all.filter(
      (driver) =>
        (driver.middle_name?.endsWith('на') && /(ов|ев|ёв|ин|ын|ский|цкий)$/.test(driver.last_name)) ||
        (driver.middle_name?.endsWith('ич') && /(ова|ева|ёва|ина|ына|ская|цкая)$/.test(driver.last_name)),
    );
    expect(disagreeing).toEqual([]);
  });

  it('leaves no reference pointing nowhere or into another park', async () => {
    const references: [table: string, column: string, target: string][] = [
      ['drivers', 'car_id', 'cars'],
      ['drivers', 'group_id', 'driver_groups'],
      ['driver_aggregator_accounts', 'driver_id', 'drivers'],
      ['driver_aggregator_accounts', 'aggregator_id', 'aggregators'],
      ['transfers', 'driver_id', 'drivers'],
      ['transfers', 'car_id', 'cars'],
      ['transfers', 'aggregator_id', 'aggregators'],
      ['ledger_entries', 'driver_id', 'drivers'],
      ['ledger_entries', 'transfer_id', 'transfers'],
      ['ledger_entries', 'charge_id', 'driver_charges'],
      ['driver_charges', 'driver_id', 'drivers'],
      ['driver_cards', 'driver_id', 'drivers'],
      ['goal_participants', 'driver_id', 'drivers'],
      ['goal_participants', 'goal_id', 'goals'],
      ['driver_feedback', 'transfer_id', 'transfers'],
      ['driver_feedback', 'driver_id', 'drivers'],
      ['driver_applications', 'driver_id', 'drivers'],
      ['driver_access_requests', 'driver_id', 'drivers'],
      ['blacklist_entries', 'driver_id', 'drivers'],
      ['driver_changes', 'driver_id', 'drivers'],
    ];
    const broken = await one<Record<string, number>>(
      t.db,
      `SELECT ${references
        .map(
          ([table, column, target]) =>
            `(SELECT count(*)::int FROM ${table} s LEFT JOIN ${target} r ON r.id = s.${column}
              WHERE s.${column} IS NOT NULL AND (r.id IS NULL OR r.taxis_id <> s.taxis_id)) AS "${table}.${column}"`,
        )
        .join(', ')},
       (SELECT count(*)::int FROM ledger_entries l LEFT JOIN users u ON u.id = l.user_id WHERE l.user_id IS NOT NULL AND (u.id IS NULL OR u.taxis_id <> l.taxis_id)) AS "ledger_entries.user_id",
       (SELECT count(*)::int FROM transfers x JOIN drivers d ON d.id = x.driver_id WHERE x.car_id IS DISTINCT FROM d.car_id AND d.work_status <> 'fired') AS "transfers.car",
       (SELECT count(*)::int FROM transfers x WHERE NOT EXISTS (SELECT 1 FROM driver_aggregator_accounts a WHERE a.driver_id = x.driver_id AND a.aggregator_id = x.aggregator_id)) AS "transfers.account"`,
    );
    expect(Object.entries(broken).filter(([, count]) => count !== 0)).toEqual([]);
  });

  it('keeps charges, goals and the desk consistent with their postings', async () => {
    const charges = await one<{ postings: number; sums: number; due: number; rent: number; fines: number }>(
      t.db,
      `SELECT
         (SELECT count(*)::int FROM driver_charges c WHERE c.posted_times <> (SELECT count(*) FROM ledger_entries l WHERE l.charge_id = c.id)) AS postings,
         (SELECT count(*)::int FROM driver_charges c WHERE -c.amount_kop * c.posted_times <> (SELECT coalesce(sum(amount_kop), 0) FROM ledger_entries l WHERE l.charge_id = c.id)) AS sums,
         (SELECT count(*)::int FROM driver_charges c JOIN taxis t ON t.id = c.taxis_id
            WHERE c.status = 'active' AND c.next_due_on <> ((timestamptz '${NOW.toISOString()}' AT TIME ZONE t.timezone)::date + 1)) AS due,
         (SELECT count(*)::int FROM driver_charges WHERE kind = 'rent' AND period = 'daily') AS rent,
         (SELECT count(*)::int FROM driver_charges WHERE period = 'once') AS fines`,
    );
    expect(charges).toMatchObject({ postings: 0, sums: 0, due: 0 });
    expect(charges.rent).toBeGreaterThan(0);
    expect(charges.fines).toBeGreaterThan(0);
    const desk = await one<Record<string, number>>(
      t.db,
      `SELECT
         (SELECT count(*)::int FROM driver_applications a JOIN taxis t ON t.id = a.taxis_id WHERE t.name = 'Демо-парк' AND a.status = 'approved') AS approved,
         (SELECT count(*)::int FROM driver_applications a JOIN taxis t ON t.id = a.taxis_id WHERE t.name = 'Демо-парк' AND a.status = 'approved' AND a.read_at IS NULL) AS unread,
         (SELECT count(*)::int FROM driver_applications WHERE status IN ('accepted', 'declined')) AS decided,
         (SELECT count(DISTINCT kind || status)::int FROM driver_access_requests) AS request_kinds,
         (SELECT count(*)::int FROM blacklist_entries b JOIN drivers d ON d.id = b.driver_id WHERE NOT d.is_blocked) AS unblocked,
         (SELECT count(*)::int FROM drivers d WHERE d.is_blocked AND NOT EXISTS (SELECT 1 FROM blacklist_entries b WHERE b.driver_id = d.id)) AS blocked_unlisted,
         (SELECT count(*)::int FROM blacklist_entries) AS blacklisted,
         (SELECT count(*)::int FROM driver_cards WHERE provider_token NOT LIKE 'sandbox_tok_%' OR last4 !~ '^\\d{4}$') AS bad_cards,
         (SELECT count(*)::int FROM driver_feedback f JOIN transfers x ON x.id = f.transfer_id WHERE x.status <> 'complete' OR f.driver_id <> x.driver_id) AS bad_feedback,
         (SELECT count(DISTINCT score)::int FROM driver_feedback) AS scores,
         (SELECT count(*)::int FROM goal_participants p JOIN goals g ON g.id = p.goal_id WHERE p.rewarded_at IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.driver_id = p.driver_id AND l.kind = 'bonus' AND l.amount_kop = g.reward_kop)) AS unpaid,
         (SELECT count(*)::int FROM goal_participants WHERE rewarded_at IS NOT NULL) AS rewarded,
         (SELECT count(*)::int FROM drivers d WHERE d.work_status = 'fired' AND NOT EXISTS (SELECT 1 FROM driver_changes c WHERE c.driver_id = d.id)) AS silent_fired`,
    );
    expect(desk).toMatchObject({ approved: 10, unread: 5, unblocked: 0, blocked_unlisted: 0, bad_cards: 0, bad_feedback: 0, scores: 5, unpaid: 0, silent_fired: 0 });
    expect(desk.decided).toBeGreaterThan(0);
    expect(desk.request_kinds).toBe(6);
    expect(desk.blacklisted).toBeGreaterThan(0);
    expect(desk.rewarded).toBeGreaterThan(0);
  });
});

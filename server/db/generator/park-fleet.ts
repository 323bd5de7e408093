/**
 * One park's fleet, generated set-based in SQL: aggregators, groups, cars, drivers and their
 * aggregator accounts, trips, the ledger and the desk around drivers. Rows are written exactly as
 * the cabinet writes them one by one (transfer-ingest.ts recordTransfer, ledger.writer.ts
 * postEntry): park-local booked days, commissions rounded half away from zero, a running balance
 * per driver in (created_at, id) order, balances and last-trip times equal to what the ledger and
 * the trips say, the day counters (the park's and each driver's, and the park's rollups of the
 * drivers' days) equal to the trips and payouts. Every pseudo-random value is a hash of the row's index within the park, so the
 * same options give the same rows.
 *
 * Drivers are processed in chunks (all of a driver's rows in one chunk) so 2,000,000 trips need
 * no more memory than a chunk's: that is what lets PGlite load them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { DRIVER_SEARCH_TEXT_SQL } from '../../modules/drivers/search-text';
import { ROLLUP_SLOTS } from '../../modules/kpi/driver-days.repository';
import type { ParkProfile } from './park-profiles';
import { intArray, literal, numberAt, permutation, pick, pickAt, SqlRandom, textArray, weighted } from './sql-random';
import * as texts from './texts';

export interface ParkFleetSpec {
  taxisId: number;
  profile: ParkProfile;
  drivers: number;
  trips: number;
  /** Days of history before `now`. */
  days: number;
  seed: number;
  /** Keeps this park's draws apart from another park's under the same seed. */
  stream: number;
  now: Date;
  /** Trips per chunk: bounds the memory a chunk needs. */
  chunkTrips?: number;
  onProgress?: (message: string) => void;
}

export interface ParkFleetSummary {
  drivers: number;
  cars: number;
  trips: number;
  ledgerEntries: number;
}

type Row = Record<string, unknown>;

export async function run(db: Db, text: string): Promise<Row[]> {
  const result: unknown = await db.execute(sql.raw(text));
  return (result as { rows: Row[] }).rows;
}

const num = (value: unknown): number => Number(value ?? 0);

/** Takes `count` ids from a table's sequence: rows get explicit, ordered ids. */
async function reserveIds(db: Db, table: string, count: number): Promise<number> {
  const [row] = await run(db, `SELECT nextval(pg_get_serial_sequence('${table}', 'id'))::bigint AS base`);
  const base = num(row?.base);
  if (count > 1) await run(db, `SELECT setval(pg_get_serial_sequence('${table}', 'id'), ${base + count - 1})`);
  return base;
}

/** Every table a fleet fills, children before parents; and the offers' deliveries, which name its drivers. */
const FLEET_TABLES = [
  // Bank statements and reconciliations of payouts (issue 13) point at payouts, drivers and accounts.
  'reconciliation_mismatches',
  'reconciliation_runs',
  'bank_statement_lines',
  'bank_statements',
  // The self-employed guardian (server/db/npd.schema.ts) points at drivers and payouts.
  'npd_receipts',
  'npd_income',
  'npd_checks',
  'npd_statuses',
  'npd_issuers',
  // Drivers' sign-ins to the driver app (server/db/driver-api.schema.ts) point at drivers.
  'driver_refresh_tokens',
  'driver_sessions',
  'driver_sms_challenges',
  // Payouts (issue 13, server/db/demo-payouts.ts): their history, outbox and the rails'
  // notifications point at the payout, payouts at drivers, accounts, destinations and batches.
  'payout_rail_events',
  'payout_outbox',
  'payout_events',
  'payouts',
  'payout_batches',
  'payout_destinations',
  'payout_staff_rules',
  'payout_rail_settings',
  'payout_notice_settings',
  'virtual_accounts',
  'payout_accounts',
  // An aggregator's live connection (issue 12 §1): its imported transactions point at ledger
  // entries, drivers and the aggregator; its credentials and import state at the aggregator.
  'aggregator_transactions',
  // A manual aggregator's uploaded registries (server/db/registries.schema.ts) point at it.
  'aggregator_registries',
  'aggregator_imports',
  'aggregator_credentials',
  // Work rules mapped to groups (migration 0014) point at the aggregator and the group.
  'aggregator_work_rules',
  // Driver-add requests (issue 12 §1) point at drivers, cars and the aggregator.
  'driver_add_events',
  'driver_add_requests',
  'driver_add_settings',
  'offer_deliveries',
  'commission_steps',
  'group_commissions',
  'park_day_drivers',
  'park_payout_days',
  'driver_days',
  'ledger_entries',
  'driver_feedback',
  'goal_participants',
  'goals',
  'transfer_day_counts',
  'driver_charges',
  'driver_cards',
  'driver_changes',
  'driver_applications',
  'driver_access_requests',
  'blacklist_entries',
  'transfers',
  'driver_aggregator_accounts',
  'drivers',
  'cars',
  'driver_groups',
  'aggregators',
];

const DAY = 86_400;

/** Completed trips the antifraud flags (0.47% of the 86% completed: 0.4% of all trips). */
const FRAUD_SHARE_OF_COMPLETE = 0.0047;

/** From this many trips on, indexes are built after the load instead of row by row. */
export const BULK_TRIPS = 200_000;

/**
 * Drops the secondary indexes of drivers, transfers, the ledger and the drivers' days, except
 * those leading with driver_id (the load reads by driver), and answers their definitions to build
 * them again. Rows arrive in driver order, so these indexes' keys (park and time or day, short id,
 * name, trigrams) land on random pages one row at a time; one sort per index afterwards is many
 * times faster. In the load's transaction: a failure brings them back.
 */
export async function dropBulkIndexes(db: Db): Promise<string[]> {
  const indexes = await run(
    db,
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
     WHERE i.indrelid IN ('drivers'::regclass, 'transfers'::regclass, 'ledger_entries'::regclass, 'driver_days'::regclass)
       AND NOT i.indisunique AND NOT i.indisprimary AND a.attname <> 'driver_id'
     ORDER BY c.relname`,
  );
  for (const index of indexes) await run(db, `DROP INDEX "${String(index.name)}"`);
  return indexes.map((index) => String(index.definition));
}

/**
 * Builds the indexes dropBulkIndexes answered. Each build sorts a whole table's keys: with memory
 * for the sort it stays in memory instead of spilling runs to disk, and PostgreSQL may give a
 * btree build parallel workers. PGlite (one process, 32-bit heap) keeps the default.
 */
export async function buildIndexes(db: Db, definitions: readonly string[]): Promise<void> {
  if (definitions.length === 0) return;
  if (!(await isWasm(db))) await run(db, "SET LOCAL maintenance_work_mem = '1GB'");
  for (const definition of definitions) await run(db, definition);
}

/** Fresh statistics: until autovacuum comes by, the planner would take the new parks for empty. */
export async function analyzeFleet(db: Db): Promise<void> {
  await run(db, `ANALYZE ${FLEET_TABLES.join(', ')}`);
}

async function isWasm(db: Db): Promise<boolean> {
  const [row] = await run(db, "SELECT version() LIKE '%wasm%' AS wasm");
  return row?.wasm === true;
}

export async function generateParkFleet(db: Db, spec: ParkFleetSpec): Promise<ParkFleetSummary> {
  const { taxisId, profile, seed, stream } = spec;
  const D = Math.max(0, Math.trunc(spec.drivers));
  const N = D === 0 ? 0 : Math.max(0, Math.trunc(spec.trips));
  const days = Math.max(1, Math.trunc(spec.days));
  const chunkTrips = spec.chunkTrips ?? 250_000;
  const r = new SqlRandom(seed, stream);
  const tz = literal(profile.timezone);
  const nowSql = `${literal(spec.now.toISOString())}::timestamptz`;
  const nowE = spec.now.getTime() / 1000;
  const progress = spec.onProgress ?? (() => undefined);

  // Generation statements look costly to the planner (generate_series guesses 1000 rows) and
  // PostgreSQL would spend about a second JIT-compiling each; they run once, interpreted is faster.
  await run(db, 'SET LOCAL jit = off');
  // A chunk's ledger (about 700,000 entries) is sorted for its running balances and its days are
  // grouped: with 256 MB those stay in memory on PostgreSQL instead of spilling to temp files.
  // PGlite (one process, 32-bit heap) keeps 64 MB.
  await run(db, `SET LOCAL work_mem = '${N >= BULK_TRIPS && !(await isWasm(db)) ? '256MB' : '64MB'}'`);
  await run(db, "SET LOCAL maintenance_work_mem = '128MB'");
  // Rows are consistent by construction (a test checks every reference): like pg_restore
  // --disable-triggers, a superuser loads them without a foreign-key lookup per row, which is
  // half the time of the ledger's insert. Other roles keep the checks.
  const [role] = await run(db, "SELECT current_setting('is_superuser') = 'on' AS superuser");
  if (role?.superuser === true) await run(db, 'SET LOCAL session_replication_role = replica');
  // Who works in the park's office: corrections, fines and decisions carry their names.
  const staff = (
    await run(db, `SELECT id, name FROM users WHERE taxis_id = ${taxisId} AND group_id IN (1, 2) ORDER BY group_id, id`)
  ).map((row) => ({ id: num(row.id), name: String(row.name) }));
  const staffIds = intArray(staff.map((user) => user.id));
  const staffNames = textArray(staff.map((user) => user.name));
  const staffPick = (u: string) =>
    staff.length === 0
      ? { id: 'NULL::int', name: 'NULL::text' }
      : { id: `(${staffIds})[1 + floor((${u}) * ${staff.length})::int]`, name: `(${staffNames})[1 + floor((${u}) * ${staff.length})::int]` };

  // ---- aggregators and groups ----------------------------------------------------------------
  const aggregatorRows = await run(
    db,
    `INSERT INTO aggregators (taxis_id, code, name, active, inactive_interval, fee_basis_points, park_commission_basis_points, created_at)
     VALUES ${profile.aggregators
       .map(
         (a, index) =>
           `(${taxisId}, ${literal(a.code)}, ${literal(a.name)}, true, ${a.inactiveInterval ?? 'NULL'}, ${a.feeBasisPoints}, ${a.parkCommissionBasisPoints}, ${nowSql} - interval '${400 - index * 60} days')`,
       )
       .join(', ')}
     RETURNING id, code`,
  );
  const aggregatorIds = profile.aggregators.map((a) => num(aggregatorRows.find((row) => row.code === a.code)?.id));
  const aggIds = intArray(aggregatorIds);
  const aggFees = intArray(profile.aggregators.map((a) => a.feeBasisPoints));
  const aggParks = intArray(profile.aggregators.map((a) => a.parkCommissionBasisPoints));
  const aggNames = textArray(profile.aggregators.map((a) => a.name));

  const groupRows = await run(
    db,
    `INSERT INTO driver_groups (taxis_id, name, created_at)
     VALUES ${profile.groups.map((name, index) => `(${taxisId}, ${literal(name)}, ${nowSql} - interval '${380 - index * 30} days')`).join(', ')}
     RETURNING id, name`,
  );
  const groupIds = intArray(profile.groups.map((name) => num(groupRows.find((row) => row.name === name)?.id)));
  const RENT_GROUP = 1;
  const NEWCOMERS_GROUP = profile.groups.length >= 4 ? 3 : -1;

  if (D === 0) return { drivers: 0, cars: 0, trips: 0, ledgerEntries: 0 };

  // ---- who each driver is: class of activity, dates, window of trips, links ----------------------
  const [periodRow] = await run(
    db,
    `SELECT extract(epoch FROM ((date_trunc('week', (${nowSql} - interval '${days + 7} days') AT TIME ZONE ${tz}) + interval '10 hours') AT TIME ZONE ${tz}))::float8 AS payout_ref,
            ((${nowSql} - interval '5 minutes') AT TIME ZONE ${tz})::date::text AS today`,
  );
  const payoutRef = num(periodRow?.payout_ref);
  const today = `${literal(String(periodRow?.today))}::date`;
  const periodStartE = nowE - days * DAY;
  const origins = profile.origins;
  const originCase = weighted(
    origins.map(([, share], index) => [String(index), share] as const),
    'u_origin',
  );
  const femaleShares = `(ARRAY[${origins.map(([set]) => set.femaleShare).join(',')}]::float8[])[origin + 1]`;
  const reachBits = profile.aggregators.map((a, index) => `CASE WHEN ${r.u('i', 40 + index)} < ${a.reach} THEN ${index} END`).join(', ');
  const carModel = weighted(
    profile.cars.map((car, index) => [String(index), car.weight] as const),
    'u_model',
  );
  const categories = textArray(profile.cars.map((car) => car.category));

  await run(db, 'DROP TABLE IF EXISTS gen_d');
  await run(
    db,
    `CREATE TEMP TABLE gen_d AS
     WITH r AS MATERIALIZED (
       SELECT i,
         ${r.u('i', 1)} AS u_class, ${r.u('i', 2)} AS u_origin, ${r.u('i', 3)} AS u_female, ${r.u('i', 4)} AS u_la,
         ${r.u('i', 5)} AS u_hire, ${r.u('i', 6)} AS u_hire2, ${r.u('i', 7)} AS u_fire, ${r.u('i', 8)} AS u_online,
         ${r.u('i', 9)} AS u_intensity, ${r.u('i', 10)} AS u_group, ${r.u('i', 11)} AS u_car, ${r.u('i', 12)} AS u_emp,
         ${r.u('i', 13)} AS u_card, ${r.u('i', 14)} AS u_payout, ${r.u('i', 15)} AS u_model,
         21 + 42 * power(${r.u('i', 60)}, 1.3) AS age,
         array_remove(ARRAY[${reachBits}]::int[], NULL) AS bits
       FROM generate_series(0, ${D - 1}) AS i
     ), c AS MATERIALIZED (
       SELECT r.*,
         CASE WHEN u_class < 0.07 THEN 0 WHEN u_class < 0.73 THEN 1 WHEN u_class < 0.81 THEN 2 WHEN u_class < 0.88 THEN 3 ELSE 4 END AS cls,
         ${originCase} AS origin
       FROM r
     ), s AS MATERIALIZED (
       SELECT c.*,
         u_female < ${femaleShares} AS female,
         -- Active drivers last worked within the last 12 hours: yesterday is a full day in the figures.
         CASE cls WHEN 0 THEN 0 WHEN 1 THEN u_la * 0.5 WHEN 2 THEN 7.2 + 6.5 * u_la WHEN 3 THEN 14.2 + 15.5 * u_la ELSE 30.5 + greatest(10, ${days} - 30.5) * 1.3 * u_la END AS la,
         -- Hired at 18 at the earliest.
         least(CASE WHEN cls = 0 THEN CASE WHEN u_hire < 0.6 THEN 1 + 20 * u_hire2 ELSE 40 + 900 * u_hire2 END
                    ELSE 3 + 1400 * power(u_hire2, 1.6) END,
               (age - 18.5) * 365.25 - CASE cls WHEN 0 THEN 0 WHEN 1 THEN 2 WHEN 2 THEN 14 WHEN 3 THEN 30 ELSE 30.5 + greatest(10, ${days} - 30.5) * 1.3 END) AS hire_base,
         CASE cls WHEN 4 THEN u_fire < 0.75 WHEN 3 THEN u_fire < 0.3 WHEN 2 THEN u_fire < 0.1 WHEN 0 THEN u_fire < 0.2 ELSE false END AS fired,
         CASE cls WHEN 4 THEN u_fire < 0.95 WHEN 3 THEN u_fire < 0.75 WHEN 2 THEN u_fire < 0.4 WHEN 0 THEN u_fire < 0.5 ELSE u_fire < 0.03 END AS idle
       FROM c
     ), t AS MATERIALIZED (
       SELECT s.*,
         ${nowE} - (CASE WHEN cls = 0 THEN hire_base ELSE la + hire_base END) * ${DAY} AS hire_e,
         NOT fired AND NOT idle AND cls = 1 AND u_online < 0.08 AS online
       FROM s
     ), w AS MATERIALIZED (
       SELECT t.*,
         greatest(${periodStartE}, hire_e + ${DAY / 2}) AS ws_e,
         CASE WHEN online THEN ${nowE} ELSE ${nowE} - la * ${DAY} END AS we_e,
         CASE WHEN fired THEN 'fired' WHEN idle THEN 'not_working' ELSE 'working' END AS work_status,
         CASE WHEN NOT fired AND ${NEWCOMERS_GROUP} >= 0 AND (${nowE} - hire_e) < 30 * ${DAY} THEN ${NEWCOMERS_GROUP}
              WHEN u_group < 0.25 THEN ${RENT_GROUP} WHEN u_group < 0.5 THEN 2 ELSE 0 END AS group_index,
         ${weighted(
           [
             ["'selfemployed'", 62],
             ["'park_employee'", 22],
             ["'individual_entrepreneur'", 16],
           ],
           'u_emp',
         )} AS employment_type,
         CASE WHEN cardinality(bits) = 0 THEN ARRAY[0] ELSE bits END AS links
       FROM t
     ), x AS MATERIALIZED (
       SELECT w.*,
         CASE WHEN cls = 0 OR we_e - ws_e < 3600 THEN 0 ELSE round((we_e - ws_e) / ${DAY} * (0.15 + 1.85 * u_intensity * u_intensity) * 1000)::bigint END AS weight,
         group_index = ${RENT_GROUP} OR u_car < 0.93 AS car_row,
         ${carModel} AS model
       FROM w
     ), k AS MATERIALIZED (
       SELECT x.*, sum(weight) OVER (ORDER BY i) AS cum, sum(weight) OVER () AS total FROM x
     )
     SELECT k.*,
       car_row AND NOT fired AS has_car,
       CASE WHEN total = 0 THEN 0 ELSE floor(${N}::numeric * (cum - weight) / total)::bigint END AS off,
       CASE WHEN total = 0 THEN 0 ELSE (floor(${N}::numeric * cum / total) - floor(${N}::numeric * (cum - weight) / total))::int END AS cnt,
       CASE WHEN fired THEN least(${nowE} - 3600, CASE WHEN cls = 0 THEN hire_e + (5 + 30 * u_fire) * ${DAY} ELSE we_e + (1 + 9 * u_la) * ${DAY} END) END AS fire_e,
       CASE WHEN car_row THEN (${categories})[model + 1] ELSE 'econom' END AS category,
       u_card < CASE WHEN fired THEN 0.3 ELSE 0.68 END AS has_card,
       lpad(${r.int('i', 16, 10_000)}::text, 4, '0') AS last4,
       u_payout < 0.88 AS auto_payout,
       floor(${r.u('i', 17)} * 10800) AS payout_jitter
     FROM k`,
  );
  await run(db, 'CREATE UNIQUE INDEX ON gen_d (i)');
  await run(db, 'ANALYZE gen_d');

  // ---- cars: one per driver who has one, and a few spare ones -----------------------------------
  const spare = Math.round(D * 0.04);
  const carBase = await reserveIds(db, 'cars', D + spare);
  const wmis = textArray(profile.cars.map((car) => car.wmi));
  const colour = weighted(
    [
      ["'Белый'", 30],
      ["'Желтый'", 12],
      ["'Серый'", 15],
      ["'Черный'", 13],
      ["'Синий'", 7],
      ["'Бежевый'", 4],
      ["'Красный'", 5],
      ["'Коричневый'", 3],
      ["'Голубой'", 3],
      ["'Зеленый'", 2],
      ["'Оранжевый'", 3],
      ["'Фиолетовый'", 1],
      ["'Розовый'", 0.5],
    ],
    'u_colour',
  );
  await run(
    db,
    `INSERT INTO cars (id, taxis_id, brand, model, year, color, number, vin, registration_cert, callsign, status, category, created_at)
     SELECT ${carBase} + n, ${taxisId}, (${textArray(profile.cars.map((car) => car.brand))})[model + 1], (${textArray(
       profile.cars.map((car) => car.model),
     )})[model + 1],
       (EXTRACT(YEAR FROM ${nowSql})::int - 9 + floor(power(u_year, 0.6) * 9.99))::smallint,
       ${colour}, ${profile.plate('n')},
       (${wmis})[model + 1] || upper(${r.hex('n', 20, 13)}),
       ${profile.registrationCert('n')},
       lpad((n + 1)::text, 4, '0'),
       status, (${categories})[model + 1], created_at
     FROM (
       SELECT i AS n, model, ${r.u('i', 21)} AS u_year, ${r.u('i', 22)} AS u_colour,
         CASE work_status WHEN 'working' THEN 'working' WHEN 'fired' THEN 'no_driver' ELSE 'not_working' END AS status, to_timestamp(hire_e) AS created_at
       FROM gen_d WHERE car_row
       UNION ALL
       SELECT ${D} + s AS n, ${r.int(`${D} + s`, 23, profile.cars.length)}, ${r.u(`${D} + s`, 21)}, ${r.u(`${D} + s`, 22)},
         ${weighted(
           [
             ["'no_driver'", 5],
             ["'repairing'", 3],
             ["'not_working'", 2],
           ],
           r.u(`${D} + s`, 24),
         )},
         ${nowSql} - interval '1 day' * (30 + floor(${r.u(`${D} + s`, 25)} * 600))
       FROM generate_series(0, ${spare - 1}) AS s
     ) src`,
  );
  progress(`автомобили записаны (${D + spare})`);

  // ---- drivers ---------------------------------------------------------------------------------
  const nameCase = (part: (set: (typeof origins)[number][0]) => readonly string[], u: string) =>
    `CASE origin ${origins.map(([set], index) => `WHEN ${index} THEN ${pick(part(set), u)}`).join(' ')} END`;
  const genderCase = (male: (set: (typeof origins)[number][0]) => readonly string[], female: (set: (typeof origins)[number][0]) => readonly string[], u: string) =>
    `CASE WHEN female THEN ${nameCase(female, u)} ELSE ${nameCase(male, u)} END`;
  const driverBase = await reserveIds(db, 'drivers', D);
  await run(
    db,
    `INSERT INTO drivers (id, taxis_id, last_name, first_name, middle_name, phone, email, address, birth_date,
       tax_identification_number, passport_number, licence_number, licence_country, licence_issue_date, licence_expiration_date,
       experience_since, work_status, employment_type, group_id, car_id, balance_limit_kop, blocked_balance_kop,
       app_installed, app_version, app_platform, app_last_seen_at, app_access, referral_code, hire_date, fire_date, comment,
       check_message, offer_sent_at, search_text, created_at)
     SELECT d.id, ${taxisId}, d.last_name, d.first_name, d.middle_name, d.phone, d.email, d.address, d.birth_date,
       d.tax_id, d.passport, d.licence_number, ${literal(profile.country)}, d.issue_date, (d.issue_date + interval '10 years')::date,
       d.experience_since, d.work_status, d.employment_type, d.group_id, d.car_id, d.balance_limit, d.blocked_balance,
       d.app_installed, CASE WHEN d.app_installed THEN d.app_version END, CASE WHEN d.app_installed THEN d.app_platform END,
       CASE WHEN d.app_installed THEN least(${nowSql}, to_timestamp(d.we_e + d.u_seen * 40000)) END,
       d.app_access, d.referral_code, d.hire_date, d.fire_date, d.comment, d.check_message, d.offer_sent_at,
       ${DRIVER_SEARCH_TEXT_SQL}, to_timestamp(d.hire_e)
     FROM (
       SELECT ${driverBase} + i AS id, i, we_e, hire_e,
         ${genderCase((set) => set.maleSurnames, (set) => set.femaleSurnames, r.u('i', 30))} AS last_name,
         ${genderCase((set) => set.maleFirstNames, (set) => set.femaleFirstNames, r.u('i', 31))} AS first_name,
         CASE WHEN ${r.u('i', 32)} < 0.97 THEN ${genderCase((set) => set.malePatronymics, (set) => set.femalePatronymics, r.u('i', 33))} END AS middle_name,
         ${profile.phone('i')} AS phone,
         CASE WHEN ${r.u('i', 34)} < 0.4 THEN ${nameCase((set) => set.latinSurnames, r.u('i', 30))} || '.' || (${r.int('i', 35, 900)} + 100)::text || '@' || ${pick(
           profile.emailDomains,
           r.u('i', 36),
         )} END AS email,
         CASE WHEN ${r.u('i', 37)} < 0.6 THEN ${literal(profile.city)} || ', ' || ${pick(profile.streets, r.u('i', 38))} || ', д. ' || (1 + ${r.int(
           'i',
           39,
           120,
         )})::text || ', кв. ' || (1 + ${r.int('i', 41, 300)})::text END AS address,
         birth_date,
         CASE WHEN employment_type <> 'park_employee' OR ${r.u('i', 42)} < 0.4 THEN ${profile.taxId('i', 'birth_date')} END AS tax_id,
         CASE WHEN ${r.u('i', 43)} < 0.85 THEN ${profile.passport('i')} END AS passport,
         ${profile.licence('i')} AS licence_number,
         issue_date,
         (issue_date - interval '1 year' * floor(${r.u('i', 44)} * greatest(0, extract(year FROM age(issue_date, birth_date)) - 18)))::date AS experience_since,
         work_status, employment_type, (${groupIds})[group_index + 1] AS group_id,
         CASE WHEN has_car THEN ${carBase} + i END AS car_id,
         ${weighted(
           [
             ['0', 55],
             ['-50000', 20],
             ['-100000', 10],
             ['50000', 10],
             ['-300000', 5],
           ],
           r.u('i', 45),
         )}::bigint AS balance_limit,
         CASE WHEN group_index = ${RENT_GROUP} AND has_car AND ${r.u('i', 46)} < 0.5 THEN 500000 ELSE 0 END AS blocked_balance,
         ${r.u('i', 47)} < CASE work_status WHEN 'working' THEN 0.9 WHEN 'not_working' THEN 0.6 ELSE 0.3 END AS app_installed,
         ${pickAt(['11.38', '11.40', '11.41', '11.42', '11.42', '11.43', '11.43', '11.43'], r.int('i', 48, 8))} AS app_version,
         CASE WHEN ${r.u('i', 49)} < 0.85 THEN 'android' ELSE 'ios' END AS app_platform,
         ${r.u('i', 50)} AS u_seen,
         true AS app_access,
         CASE WHEN ${r.u('i', 51)} < 0.7 THEN upper(${r.hex('i', 52, 8)}) END AS referral_code,
         (to_timestamp(hire_e) AT TIME ZONE ${tz})::date AS hire_date,
         CASE WHEN fire_e IS NOT NULL THEN (to_timestamp(fire_e) AT TIME ZONE ${tz})::date END AS fire_date,
         CASE WHEN ${r.u('i', 53)} < 0.12 THEN ${pick(texts.DRIVER_COMMENTS, r.u('i', 54))} END AS comment,
         CASE WHEN ${r.u('i', 55)} < 0.03 THEN ${pick(texts.CHECK_MESSAGES, r.u('i', 56))} END AS check_message,
         CASE WHEN ${r.u('i', 57)} < 0.65 THEN least(${nowSql}, to_timestamp(hire_e + (1 + 5 * ${r.u('i', 58)}) * ${DAY})) END AS offer_sent_at
       FROM (
         SELECT a.*,
           (to_timestamp(${nowE} - age * 365.25 * ${DAY}) AT TIME ZONE ${tz})::date AS birth_date,
           -- Licences last 10 years and are issued from 18: the current one is younger than both.
           (to_timestamp(${nowE} - ${r.u('i', 61)} * least(9.8, age - 18.2) * 365.25 * ${DAY}) AT TIME ZONE ${tz})::date AS issue_date
         FROM gen_d a
       OFFSET 0) g
     OFFSET 0) d
     LEFT JOIN cars c ON c.id = d.car_id`,
  );
  progress(`водители записаны (${D})`);

  // ---- accounts on aggregators ---------------------------------------------------------------
  await run(
    db,
    `INSERT INTO driver_aggregator_accounts (driver_id, aggregator_id, taxis_id, external_id, status, has_contract_issue, is_selfemployed, created_at)
     SELECT ${driverBase} + g.i, (${aggIds})[l.ord + 1], ${taxisId}, ${r.hex('g.i * 16 + l.ord', 70, 32)},
       CASE WHEN g.fired THEN 'disconnected' WHEN g.cls = 0 AND ${nowE} - g.hire_e < 3 * ${DAY} THEN 'pending' ELSE 'active' END,
       ${r.u('g.i * 16 + l.ord', 71)} < 0.04,
       g.employment_type = 'selfemployed' AND ${r.u('g.i * 16 + l.ord', 72)} < 0.85,
       to_timestamp(g.hire_e + CASE WHEN l.ord = g.links[1] THEN 0 ELSE ${r.u('g.i * 16 + l.ord', 73)} * greatest(0, ${nowE} - g.hire_e) * 0.5 END)
     FROM gen_d g CROSS JOIN LATERAL unnest(g.links) AS l(ord)`,
  );

  // ---- charges: daily rent of the park's cars, one-off fines and damages ----------------------
  await run(
    db,
    `INSERT INTO driver_charges (taxis_id, driver_id, kind, amount_kop, description, period, starts_on, times, posted_times, next_due_on, status, created_by_user_id, created_at)
     SELECT ${taxisId}, id, kind, amount, description, period, starts_on, times, posted, next_due_on, status, user_id,
       (starts_on::timestamp + interval '9 hours') AT TIME ZONE ${tz} - interval '1 day'
     FROM (
       SELECT *, CASE WHEN status IN ('active', 'paused') THEN starts_on + posted END AS next_due_on
       FROM (
         SELECT g.id, 'rent' AS kind, rent.amount, 'Аренда ' || c.brand || ' ' || c.model || ', ' || c.number AS description,
           'daily' AS period, rent.starts_on, rent.times,
           greatest(0, least(rent.times, rent.last_day - rent.starts_on + 1)) AS posted,
           CASE WHEN g.fired THEN 'cancelled' WHEN rent.last_day - rent.starts_on + 1 >= rent.times THEN 'completed' WHEN rent.paused THEN 'paused' ELSE 'active' END AS status,
           ${staffPick(r.u('g.i', 80)).id} AS user_id
         FROM (
           SELECT gen_d.*, ${driverBase} + i AS id FROM gen_d WHERE group_index = ${RENT_GROUP} AND car_row AND cnt > 0
         ) g
         JOIN cars c ON c.id = ${carBase} + g.i
         CROSS JOIN LATERAL (
           SELECT starts_on, times, paused,
             least(${today}, CASE WHEN g.fire_e IS NOT NULL THEN (to_timestamp(g.fire_e) AT TIME ZONE ${tz})::date - 1 END,
                   CASE WHEN paused THEN starts_on + floor(${r.u('g.i', 81)} * greatest(0, ${today} - starts_on))::int END) AS last_day,
             amount
           FROM (
             SELECT (to_timestamp(g.ws_e) AT TIME ZONE ${tz})::date + floor(${r.u('g.i', 82)} * 10)::int AS starts_on,
               ${weighted(
                 [
                   ['30', 2],
                   ['60', 2],
                   ['90', 2],
                   ['180', 3],
                   ['365', 4],
                 ],
                 r.u('g.i', 83),
               )} AS times,
               ${r.u('g.i', 84)} < 0.06 AS paused,
               ${numberAt([180_000, 200_000, 220_000, 250_000], r.int('g.i', 85, 4))}::bigint AS amount
           OFFSET 0) p
         ) rent
         WHERE rent.starts_on <= rent.last_day
         UNION ALL
         SELECT ${driverBase} + g.i, f.kind, f.amount, f.description, 'once', f.day, 1, 1, 'completed', ${staffPick(r.u('g.i', 86)).id}
         FROM gen_d g
         CROSS JOIN LATERAL (
           SELECT CASE WHEN ${r.u('g.i', 87)} < 0.8 THEN 'fine' ELSE 'damage' END AS kind
         ) k
         CROSS JOIN LATERAL (
           SELECT k.kind,
             CASE WHEN k.kind = 'fine' THEN ${numberAt([50_000, 75_000, 100_000, 150_000, 250_000, 500_000], r.int('g.i', 88, 6))}
                  ELSE ${numberAt([300_000, 500_000, 1_200_000], r.int('g.i', 88, 3))} END::bigint AS amount,
             CASE WHEN k.kind = 'fine' THEN ${pick(texts.FINES, r.u('g.i', 89))} ELSE ${pick(texts.DAMAGES, r.u('g.i', 89))} END AS description,
             least(${today} - 1, (to_timestamp(g.ws_e + ${r.u('g.i', 90)} * (g.we_e - g.ws_e)) AT TIME ZONE ${tz})::date) AS day
         ) f
         WHERE g.cnt > 0 AND ${r.u('g.i', 91)} < 0.07 AND f.day >= (to_timestamp(g.ws_e) AT TIME ZONE ${tz})::date
       OFFSET 0) charges
     ) dated`,
  );

  // ---- goals ------------------------------------------------------------------------------------
  const [rateRow] = await run(db, `SELECT coalesce(max(total), 0)::float8 AS total FROM gen_d`);
  const totalWeight = num(rateRow?.total);
  // Trips a day of a driver of median intensity (0.15 + 1.85 * 0.5^2 = 0.61).
  const dailyRate = totalWeight > 0 ? (N / totalWeight) * 1000 * 0.61 : 0;
  const target = (periodDays: number, factor: number, minimum: number) => Math.max(minimum, Math.round(dailyRate * periodDays * factor));
  const goalDefs = [
    { title: 'Неделя на линии', description: 'Выполните план поездок за неделю и получите премию', from: -13, to: -7, aggregator: null, target: target(7, 1, 3), reward: 200_000, active: false },
    {
      title: `Бонус ${profile.aggregators[0]?.name ?? ''}: неделя`,
      description: 'Поездки только через этого агрегатора',
      from: -2,
      to: 4,
      aggregator: aggregatorIds[0] ?? null,
      target: target(7, 0.8, 2),
      reward: 150_000,
      active: true,
    },
    { title: 'Месяц без простоя', description: null, from: -20, to: 9, aggregator: null, target: target(30, 1.1, 5), reward: 500_000, active: true },
  ];
  const goalRows = await run(
    db,
    `INSERT INTO goals (taxis_id, title, description, aggregator_id, date_from, date_to, target_trips, reward_kop, active, created_at)
     VALUES ${goalDefs
       .map(
         (goal) =>
           `(${taxisId}, ${literal(goal.title)}, ${goal.description === null ? 'NULL' : literal(goal.description)}, ${goal.aggregator ?? 'NULL'},
             ${today} + ${goal.from}, ${today} + ${goal.to}, ${goal.target}, ${goal.reward}, ${goal.active},
             ((${today} + ${goal.from - 3})::timestamp + interval '11 hours') AT TIME ZONE ${tz})`,
       )
       .join(', ')}
     RETURNING id, title, date_from::text AS date_from, date_to::text AS date_to, aggregator_id, target_trips, reward_kop`,
  );

  // ---- trips and the ledger, chunk by chunk -------------------------------------------------
  const transferBase = await reserveIds(db, 'transfers', Math.max(1, N));
  // A driver weighs as 5 trips: many drivers with few trips still make bounded chunks.
  const chunks = (
    await run(
      db,
      `SELECT min(i) AS lo, max(i) AS hi, min(off) AS k_lo, max(off + cnt) AS k_hi
       FROM gen_d GROUP BY floor((off + i * 5) / ${chunkTrips}) ORDER BY 1`,
    )
  ).map((row) => ({ lo: num(row.lo), hi: num(row.hi), kLo: num(row.k_lo), kHi: num(row.k_hi) }));

  await run(db, 'DROP TABLE IF EXISTS gen_l');
  await run(
    db,
    `CREATE TEMP TABLE gen_l (driver_id bigint NOT NULL, at timestamptz NOT NULL, src smallint NOT NULL, seq1 bigint NOT NULL, seq2 int NOT NULL,
       kind text NOT NULL, amount bigint NOT NULL, description text NOT NULL, transfer_id bigint, charge_id bigint,
       created_by text NOT NULL, user_id int, user_name text, idempotency_key text)`,
  );

  const payments = weighted(profile.payments, 'u_pay');
  const address = (u: string, uStreet: string, uHouse: string) =>
    `CASE WHEN ${u} < 0.06 THEN ${pick(profile.places, uStreet)} ELSE ${literal(profile.city)} || ', ' || ${pick(profile.streets, uStreet)} || ', ' || (1 + floor(power(${uHouse}, 2) * 150))::text END`;
  const shortId = `lpad((1000000 + ${permutation('k', Math.max(1, N), stream + 7)})::text, 7, '0')`;
  let ledgerTotal = 0;
  const [firstRow] = await run(db, `SELECT first_transaction_date IS NULL AS unset FROM taxis WHERE id = ${taxisId}`);
  const firstUnset = firstRow?.unset === true;

  for (const [index, chunk] of chunks.entries()) {
    await run(
      db,
      `INSERT INTO transfers (id, taxis_id, aggregator_id, driver_id, car_id, short_id, status, booked_at, ended_at, booked_day, price_kop,
         payment_method, category, park_commission_kop, aggregator_commission_kop, mileage_meters, address_from, address_to, cancel_reason,
         fraud_reason, created_at)
       SELECT ${transferBase} + k, ${taxisId}, (${aggIds})[agg + 1], driver_id, car_id, ${shortId}, status, booked_at,
         CASE status WHEN 'complete' THEN booked_at + interval '1 minute' * duration
                     WHEN 'cancelled' THEN booked_at + interval '1 minute' * (1 + 9 * u_end)
                     WHEN 'failed' THEN booked_at + interval '2 minutes' END,
         (booked_at AT TIME ZONE ${tz})::date, price, pay, category,
         CASE WHEN status = 'complete' THEN round(price * (${aggParks})[agg + 1] / 10000.0) ELSE 0 END,
         CASE WHEN status = 'complete' THEN round(price * (${aggFees})[agg + 1] / 10000.0) ELSE 0 END,
         CASE WHEN status = 'complete' THEN round(km * 1000) WHEN status = 'cancelled' THEN round(u_end * 1500) WHEN status IN ('driving', 'transporting') THEN round(km * 400) ELSE 0 END,
         address_from, CASE WHEN status IN ('complete', 'transporting', 'driving', 'waiting', 'calling') OR u_end < 0.5 THEN address_to END,
         CASE status WHEN 'cancelled' THEN ${pick(texts.CANCEL_REASONS, 'u_reason')} WHEN 'failed' THEN ${pick(texts.FAIL_REASONS, 'u_reason')} END,
         -- The antifraud judges finished trips: about one in 200 of them, 0.4% of all trips.
         CASE WHEN status = 'complete' AND u_fraud < ${FRAUD_SHARE_OF_COMPLETE} THEN ${pick(texts.FRAUD_REASONS, 'u_fraud_reason')} END,
         booked_at
       FROM (
         SELECT q.*,
           CASE WHEN status IN ('complete', 'driving', 'waiting', 'calling', 'transporting')
             THEN greatest(250, least(2500, round((99 + km * 17 + duration * 6) * mult * CASE WHEN airport THEN 1.8 ELSE 1 END))) * 100 ELSE 0 END::bigint AS price
         FROM (
           SELECT p.*,
             CASE WHEN online AND j = cnt - 1 THEN ${nowSql} - interval '1 minute' * (2 + 40 * u_t)
                  ELSE least((day0 + interval '1 day' * CASE WHEN f < 0.1 THEN f * 2.5 ELSE 0.25 + (f - 0.1) * 0.75 / 0.9 END) AT TIME ZONE ${tz},
                             ${nowSql} - interval '1 minute' * (duration + 2 + (cnt - 1 - j) * 30)) END AS booked_at,
             CASE WHEN online AND j = cnt - 1 THEN ${weighted(
               [
                 ["'driving'", 30],
                 ["'waiting'", 15],
                 ["'calling'", 10],
                 ["'transporting'", 45],
               ],
               'u_status',
             )}
                  WHEN u_status < 0.86 THEN 'complete' WHEN u_status < 0.955 THEN 'cancelled' WHEN u_status < 0.985 THEN 'expired' ELSE 'failed' END AS status,
             ${payments} AS pay,
             CASE WHEN cat = 'econom' OR u_cat < 0.3 THEN 'econom' ELSE cat END AS category,
             CASE WHEN cat = 'econom' OR u_cat < 0.3 THEN 1 WHEN cat = 'comfort' THEN 1.25 WHEN cat = 'comfort_plus' THEN 1.5 ELSE 2.3 END AS mult,
             links[1 + floor(power(u_agg, 1.5) * cardinality(links))::int] AS agg,
             ${address('u_from', 'u_from_street', 'u_from_house')} AS address_from,
             ${address('u_to', 'u_to_street', 'u_to_house')} AS address_to,
             u_from < 0.06 OR u_to < 0.06 AS airport
           FROM (
             SELECT o.*, date_trunc('day', local_raw) AS day0,
               extract(epoch FROM local_raw - date_trunc('day', local_raw)) / ${DAY} AS f,
               duration_raw AS duration, duration_raw * (0.35 + 0.35 * u_speed) AS km
             FROM (
               SELECT ${driverBase} + g.i AS driver_id, CASE WHEN g.car_row THEN ${carBase} + g.i END AS car_id, g.off + j AS k, j, g.cnt, g.online, g.links,
                 g.category AS cat,
                 to_timestamp(g.ws_e + (g.we_e - g.ws_e) * (j + 0.05 + 0.9 * ${r.u('g.off + j', 101)}) / g.cnt) AT TIME ZONE ${tz} AS local_raw,
                 ${r.u('g.off + j', 101)} AS u_t, ${r.u('g.off + j', 102)} AS u_status, ${r.u('g.off + j', 103)} AS u_pay,
                 ${r.u('g.off + j', 104)} AS u_cat, ${r.u('g.off + j', 105)} AS u_agg, ${r.u('g.off + j', 106)} AS u_from,
                 ${r.u('g.off + j', 107)} AS u_from_street, ${r.u('g.off + j', 108)} AS u_from_house, ${r.u('g.off + j', 109)} AS u_to,
                 ${r.u('g.off + j', 110)} AS u_to_street, ${r.u('g.off + j', 111)} AS u_to_house, ${r.u('g.off + j', 112)} AS u_speed,
                 ${r.u('g.off + j', 113)} AS u_end, ${r.u('g.off + j', 114)} AS u_reason,
                 ${r.u('g.off + j', 116)} AS u_fraud, ${r.u('g.off + j', 117)} AS u_fraud_reason,
                 6 + 50 * power(${r.u('g.off + j', 115)}, 1.4) AS duration_raw
               FROM gen_d g CROSS JOIN LATERAL generate_series(0, g.cnt - 1) AS j
               WHERE g.i BETWEEN ${chunk.lo} AND ${chunk.hi} AND g.cnt > 0
             OFFSET 0) o
           OFFSET 0) p
         OFFSET 0) q
       ) t`,
    );

    const idLo = driverBase + chunk.lo;
    const idHi = driverBase + chunk.hi;
    const trLo = transferBase + chunk.kLo;
    const trHi = transferBase + chunk.kHi;
    await run(db, 'TRUNCATE gen_l');
    // Trip entries, as recordTransfer posts them: income (not for cash), the aggregator's fee, the park's commission.
    await run(
      db,
      `INSERT INTO gen_l (driver_id, at, src, seq1, seq2, kind, amount, description, transfer_id, created_by)
       SELECT t.driver_id, coalesce(t.ended_at, t.booked_at), 1, t.id, e.n, e.kind, e.amount, e.description, t.id, 'platform'
       FROM transfers t
       CROSS JOIN LATERAL (VALUES
         (1, 'ride_income', CASE WHEN t.payment_method <> 'cash' THEN t.price_kop END, 'Оплата поездки, заказ ' || t.short_id),
         (2, 'aggregator_fee', -t.aggregator_commission_kop, 'Комиссия ' || (${aggNames})[array_position(${aggIds}, t.aggregator_id)] || ', заказ ' || t.short_id),
         (3, 'park_commission', -t.park_commission_kop, 'Комиссия парка, заказ ' || t.short_id)
       ) AS e(n, kind, amount, description)
       WHERE t.id >= ${trLo} AND t.id < ${trHi} AND t.status = 'complete' AND e.amount IS NOT NULL AND e.amount <> 0`,
    );
    // Charge postings as the charges runner makes them (charge-postings.ts postDue): daily ones just
    // after the park-local midnight, one-off ones when the dispatcher entered them.
    await run(
      db,
      `INSERT INTO gen_l (driver_id, at, src, seq1, seq2, kind, amount, description, charge_id, created_by, user_id, user_name, idempotency_key)
       SELECT ch.driver_id,
         CASE WHEN ch.period = 'once' THEN ((ch.starts_on::timestamp + interval '12 hours') AT TIME ZONE ${tz}) + interval '1 second' * floor(${r.u(`ch.driver_id - ${driverBase}`, 120)} * 14400)
              ELSE ((ch.starts_on + n)::timestamp + interval '5 minutes') AT TIME ZONE ${tz} END,
         2, ch.id, n, ch.kind, -ch.amount_kop, ch.description, ch.id, 'dispatcher', ch.created_by_user_id, u.name,
         'charge:' || ch.id || ':' || (n + 1)
       FROM driver_charges ch
       LEFT JOIN users u ON u.id = ch.created_by_user_id
       CROSS JOIN LATERAL generate_series(0, ch.posted_times - 1) AS n
       WHERE ch.taxis_id = ${taxisId} AND ch.driver_id BETWEEN ${idLo} AND ${idHi}`,
    );
    // Corrections a dispatcher made.
    const corrector = staffPick(r.u('g.i', 131));
    await run(
      db,
      `INSERT INTO gen_l (driver_id, at, src, seq1, seq2, kind, amount, description, created_by, user_id, user_name)
       SELECT ${driverBase} + g.i, to_timestamp(g.ws_e + ${r.u('g.i', 132)} * (g.we_e - g.ws_e)), 3, g.i, 0, 'correction',
         CASE WHEN plus THEN ${numberAt([30_000, 50_000, 100_000, 150_000], r.int('g.i', 133, 4))} ELSE -${numberAt([20_000, 50_000, 100_000], r.int('g.i', 133, 3))} END::bigint,
         CASE WHEN plus THEN ${pick(texts.CORRECTIONS_PLUS, r.u('g.i', 134))} ELSE ${pick(texts.CORRECTIONS_MINUS, r.u('g.i', 134))} END,
         ${staff.length > 0 ? "'dispatcher'" : "'support'"}, ${corrector.id}, ${corrector.name}
       FROM (SELECT gen_d.*, ${r.u('i', 135)} < 0.7 AS plus FROM gen_d) g
       WHERE g.i BETWEEN ${chunk.lo} AND ${chunk.hi} AND g.cnt > 0 AND ${r.u('g.i', 130)} < 0.05`,
    );
    // Goal participants; a finished goal's achievers got their reward as a bonus entry the next day.
    for (const [goalIndex, goal] of goalRows.entries()) {
      const goalId = num(goal.id);
      const aggregatorFilter = goal.aggregator_id === null ? '' : `AND t.aggregator_id = ${num(goal.aggregator_id)}`;
      const finished = String(goal.date_to) < String(periodRow?.today);
      await run(
        db,
        `INSERT INTO goal_participants (goal_id, driver_id, taxis_id, rewarded_at)
         SELECT ${goalId}, p.driver_id, ${taxisId}, CASE WHEN ${finished} AND p.trips >= ${num(goal.target_trips)} THEN p.rewarded_at END
         FROM (
           SELECT ${driverBase} + g.i AS driver_id,
             ((${literal(String(goal.date_to))}::date + 1)::timestamp + interval '12 hours') AT TIME ZONE ${tz} + interval '1 second' * floor(${r.u('g.i', 140 + goalIndex)} * 3600) AS rewarded_at,
             (SELECT count(*) FROM transfers t WHERE t.driver_id = ${driverBase} + g.i AND t.status = 'complete'
                AND t.booked_day BETWEEN ${literal(String(goal.date_from))}::date AND ${literal(String(goal.date_to))}::date ${aggregatorFilter}) AS trips
           FROM gen_d g
           WHERE g.i BETWEEN ${chunk.lo} AND ${chunk.hi}
             AND (to_timestamp(g.hire_e) AT TIME ZONE ${tz})::date <= ${literal(String(goal.date_to))}::date
             AND (g.fire_e IS NULL OR (to_timestamp(g.fire_e) AT TIME ZONE ${tz})::date >= ${literal(String(goal.date_from))}::date)
             AND ${r.u('g.i', 150 + goalIndex)} < 0.85
         ) p`,
      );
      if (finished) {
        await run(
          db,
          `INSERT INTO gen_l (driver_id, at, src, seq1, seq2, kind, amount, description, created_by)
           SELECT driver_id, rewarded_at, 4, ${goalId}, 0, 'bonus', ${num(goal.reward_kop)}, ${literal(`Премия по цели «${String(goal.title)}»`)}, 'platform'
           FROM goal_participants WHERE goal_id = ${goalId} AND rewarded_at IS NOT NULL AND driver_id BETWEEN ${idLo} AND ${idHi}`,
        );
      }
    }
    // Weekly payouts on park-local Mondays at 10:00: everything earned, in whole hundreds of roubles.
    // Paying out all but the remainder each week is a running maximum of the floored running sum.
    await run(
      db,
      `INSERT INTO gen_l (driver_id, at, src, seq1, seq2, kind, amount, description, created_by)
       SELECT driver_id, paid_at, 0, 0, week, 'payout', -(paid - coalesce(lag(paid) OVER (PARTITION BY driver_id ORDER BY week), 0)), description, 'platform'
       FROM (
         SELECT b.driver_id, b.week, to_timestamp(b.ref + b.week * 604800) AS paid_at, b.description,
           greatest(0, max(floor(b.running / 10000.0) * 10000) OVER (PARTITION BY b.driver_id ORDER BY b.week))::bigint AS paid
         FROM (
           SELECT l.driver_id, w.week, w.ref, w.description, sum(sum(l.amount)) OVER (PARTITION BY l.driver_id ORDER BY w.week) AS running
           FROM gen_l l
           JOIN (SELECT ${driverBase} + i AS driver_id, ${payoutRef} + payout_jitter AS ref,
                   CASE WHEN has_card THEN 'Выплата на карту •• ' || last4 ELSE 'Выплата на банковский счёт' END AS description
                 FROM gen_d WHERE auto_payout AND i BETWEEN ${chunk.lo} AND ${chunk.hi}) d ON d.driver_id = l.driver_id
           CROSS JOIN LATERAL (SELECT floor((extract(epoch FROM l.at) - d.ref) / 604800)::int + 1 AS week, d.ref, d.description) w
           GROUP BY l.driver_id, w.week, w.ref, w.description
         OFFSET 0) b
       ) p
       WHERE paid_at < ${nowSql}`,
    );
    await run(db, `DELETE FROM gen_l WHERE kind = 'payout' AND amount = 0`);

    const [countRow] = await run(db, 'SELECT count(*)::int AS n FROM gen_l');
    const entries = num(countRow?.n);
    // The park's first money movement (spec 3 first_transaction_date: the questionnaire reads it),
    // kept chunk by chunk instead of read back from millions of ledger entries.
    if (firstUnset) {
      await run(
        db,
        `UPDATE taxis SET first_transaction_date = least(first_transaction_date, x.first)
         FROM (SELECT min(at) AS first FROM gen_l) x WHERE id = ${taxisId} AND x.first IS NOT NULL`,
      );
    }
    if (entries > 0) {
      const ledgerBase = await reserveIds(db, 'ledger_entries', entries);
      await run(
        db,
        `INSERT INTO ledger_entries (id, taxis_id, driver_id, kind, amount_kop, balance_after_kop, description, transfer_id, charge_id,
           created_by, user_id, user_name, idempotency_key, created_at)
         SELECT ${ledgerBase} - 1 + row_number() OVER (ORDER BY driver_id, at, src, seq1, seq2), ${taxisId}, driver_id, kind, amount,
           sum(amount) OVER (PARTITION BY driver_id ORDER BY at, src, seq1, seq2 ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW),
           description, transfer_id, charge_id, created_by, user_id, user_name, idempotency_key, at
         FROM gen_l`,
      );
      ledgerTotal += entries;
    }
    // The drivers' park-local days as recordTransfer and postEntry keep them: completed trips on
    // their booked day, payouts on the park-local day they were made.
    await run(
      db,
      `INSERT INTO driver_days (taxis_id, day, driver_id, trips, price_kop, park_commission_kop, payouts, payout_kop)
       SELECT ${taxisId}, day, driver_id, sum(trips), sum(price_kop), sum(park_commission_kop), sum(payouts), sum(payout_kop)
       FROM (
         SELECT booked_day AS day, driver_id, count(*) AS trips, sum(price_kop) AS price_kop, sum(park_commission_kop) AS park_commission_kop,
           0 AS payouts, 0 AS payout_kop
         FROM transfers WHERE id >= ${trLo} AND id < ${trHi} AND status = 'complete' GROUP BY 1, 2
         UNION ALL
         SELECT (at AT TIME ZONE ${tz})::date, driver_id, 0, 0, 0, count(*), -sum(amount)
         FROM gen_l WHERE kind = 'payout' GROUP BY 1, 2
       ) x
       GROUP BY day, driver_id
       -- In the primary key's order: a chunk's drivers then go to the end of each day's range of
       -- the (park, day, driver) index instead of to random pages of it.
       ORDER BY day, driver_id`,
    );
    // The park's drivers per day by the days since their previous such day (all of a driver's days
    // are in this chunk); other chunks add to the same days.
    await run(
      db,
      `INSERT INTO park_day_drivers (taxis_id, kind, day, gap, slot, drivers)
       SELECT ${taxisId}, kind, day, gap, driver_id % ${ROLLUP_SLOTS}, count(*)
       FROM (
         SELECT 'trips' AS kind, driver_id, day, coalesce(day - lag(day) OVER (PARTITION BY driver_id ORDER BY day), 0) AS gap
         FROM driver_days WHERE taxis_id = ${taxisId} AND driver_id BETWEEN ${idLo} AND ${idHi} AND trips > 0
         UNION ALL
         SELECT 'payouts', driver_id, day, coalesce(day - lag(day) OVER (PARTITION BY driver_id ORDER BY day), 0)
         FROM driver_days WHERE taxis_id = ${taxisId} AND driver_id BETWEEN ${idLo} AND ${idHi} AND payouts > 0
       ) x
       GROUP BY kind, day, gap, driver_id % ${ROLLUP_SLOTS}
       ON CONFLICT (taxis_id, kind, day, gap, slot) DO UPDATE SET drivers = park_day_drivers.drivers + excluded.drivers`,
    );
    // One update per driver: every version of the row is a dead tuple in each of its indexes.
    await run(
      db,
      `UPDATE drivers d SET balance_kop = coalesce(l.balance, 0), last_transaction_at = l.last_at, last_trip_at = t.last_at
       FROM (SELECT driver_id, sum(amount) AS balance, max(at) AS last_at FROM gen_l GROUP BY driver_id) l
       FULL JOIN (SELECT driver_id, max(booked_at) AS last_at FROM transfers
                  WHERE id >= ${trLo} AND id < ${trHi} AND status = 'complete' GROUP BY driver_id) t ON t.driver_id = l.driver_id
       WHERE d.id = coalesce(l.driver_id, t.driver_id)`,
    );
    await run(
      db,
      `UPDATE driver_aggregator_accounts a SET last_trip_at = x.last_at
       FROM (SELECT driver_id, aggregator_id, max(booked_at) AS last_at FROM transfers
             WHERE id >= ${trLo} AND id < ${trHi} AND status = 'complete' GROUP BY driver_id, aggregator_id) x
       WHERE a.driver_id = x.driver_id AND a.aggregator_id = x.aggregator_id`,
    );
    progress(`часть ${index + 1} из ${chunks.length}: поездок ${chunk.kHi} из ${N}, записей журнала баланса ${ledgerTotal}`);
  }
  await run(db, 'DROP TABLE gen_l');

  // ---- figures by park-local day --------------------------------------------------------------
  await run(
    db,
    `INSERT INTO transfer_day_counts (taxis_id, day, aggregator_id, status, trips, price_kop, park_commission_kop, fraud_trips)
     SELECT taxis_id, booked_day, aggregator_id, status, count(*),
       coalesce(sum(price_kop) FILTER (WHERE status = 'complete'), 0), coalesce(sum(park_commission_kop) FILTER (WHERE status = 'complete'), 0),
       count(*) FILTER (WHERE fraud_reason IS NOT NULL)
     FROM transfers WHERE taxis_id = ${taxisId} GROUP BY taxis_id, booked_day, aggregator_id, status`,
  );

  await run(
    db,
    `INSERT INTO park_payout_days (taxis_id, day, slot, payouts, payout_kop)
     SELECT taxis_id, day, driver_id % ${ROLLUP_SLOTS}, sum(payouts), sum(payout_kop) FROM driver_days
     WHERE taxis_id = ${taxisId} AND payouts > 0 GROUP BY taxis_id, day, driver_id % ${ROLLUP_SLOTS}`,
  );
  await generateDesk(db, { spec, r, D, spare, driverBase, transferBase, aggregatorId: aggregatorIds[0] ?? null, staffPick, nowSql });
  await run(db, 'DROP TABLE gen_d');
  progress('готово');
  return { drivers: D, cars: D + spare, trips: N, ledgerEntries: ledgerTotal };
}

interface DeskContext {
  spec: ParkFleetSpec;
  r: SqlRandom;
  D: number;
  spare: number;
  driverBase: number;
  transferBase: number;
  /** The park's main aggregator: it sends the applications. */
  aggregatorId: number | null;
  staffPick: (u: string) => { id: string; name: string };
  nowSql: string;
}

/** Cards, feedback, applications, access requests, the blacklist and the change history. */
async function generateDesk(db: Db, context: DeskContext): Promise<void> {
  const { spec, r, D, spare, driverBase, transferBase, aggregatorId, staffPick, nowSql } = context;
  const { taxisId, profile } = spec;
  const driverId = `${driverBase} + g.i`;

  // Bank cards: the last 4 digits and the card provider's token, never the number.
  await run(
    db,
    `INSERT INTO driver_cards (taxis_id, driver_id, last4, brand, bank, exp_month, exp_year, provider_token, active, created_at)
     SELECT ${taxisId}, ${driverId}, CASE WHEN c.n = 0 THEN g.last4 ELSE lpad(${r.int('g.i', 160, 10_000)}::text, 4, '0') END,
       ${weighted(
         profile.cardBrands.map(([brand, weight]) => [literal(brand), weight] as const),
         r.u('g.i * 2 + c.n', 161),
       )},
       ${pick(profile.banks, r.u('g.i * 2 + c.n', 162))},
       (1 + ${r.int('g.i * 2 + c.n', 163, 12)})::smallint,
       (EXTRACT(YEAR FROM ${nowSql})::int + CASE WHEN c.n = 0 THEN 1 + ${r.int('g.i', 164, 5)} ELSE -${r.int('g.i', 164, 2)} END)::smallint,
       'sandbox_tok_' || ${r.hex('g.i * 2 + c.n', 165, 24)},
       c.n = 0,
       to_timestamp(g.hire_e + (1 + c.n * 30 + ${r.u('g.i', 166)} * 20) * 86400) - CASE WHEN c.n = 1 THEN interval '400 days' ELSE interval '0' END
     FROM gen_d g CROSS JOIN LATERAL generate_series(0, CASE WHEN ${r.u('g.i', 167)} < 0.1 THEN 1 ELSE 0 END) AS c(n)
     WHERE g.has_card`,
  );

  // Passenger feedback on about 2% of completed trips, mostly fives, comments on the low ones.
  const score = weighted(
    [
      ['5', 70],
      ['4', 15],
      ['3', 7],
      ['2', 4],
      ['1', 4],
    ],
    r.u(`t.id - ${transferBase}`, 170),
  );
  const processor = staffPick(r.u('k', 176));
  await run(
    db,
    `INSERT INTO driver_feedback (taxis_id, driver_id, transfer_id, aggregator_id, score, comment, tags, status, response, processed_by_user_id, processed_at, created_at)
     SELECT ${taxisId}, driver_id, id, aggregator_id, score::smallint,
       CASE WHEN score <= 3 THEN ${pick(texts.FEEDBACK_BAD, r.u('k', 171))} WHEN ${r.u('k', 172)} < 0.2 THEN ${pick(texts.FEEDBACK_GOOD, r.u('k', 171))} END,
       CASE WHEN score <= 3 THEN jsonb_build_array(${pick(texts.FEEDBACK_TAGS_BAD, r.u('k', 173))})
            WHEN ${r.u('k', 174)} < 0.4 THEN jsonb_build_array(${pick(texts.FEEDBACK_TAGS_GOOD, r.u('k', 173))}) ELSE '[]'::jsonb END,
       CASE WHEN processed THEN 'processed' ELSE 'new' END,
       CASE WHEN processed THEN ${pick(texts.FEEDBACK_RESPONSES, r.u('k', 175))} END,
       CASE WHEN processed THEN ${processor.id} END,
       CASE WHEN processed THEN least(${nowSql}, created_at + interval '1 hour' * (2 + 40 * ${r.u('k', 177)})) END,
       created_at
     FROM (
       SELECT f.*, score <= 3 AND created_at < ${nowSql} - interval '3 days' AND ${r.u('k', 178)} < 0.7 AS processed
       FROM (
         SELECT t.id, t.id - ${transferBase} AS k, t.driver_id, t.aggregator_id,
           ${score} AS score,
           least(${nowSql}, t.ended_at + interval '1 minute' * (5 + 120 * ${r.u(`t.id - ${transferBase}`, 179)})) AS created_at
         FROM transfers t
         WHERE t.taxis_id = ${taxisId} AND t.status = 'complete' AND ${r.u(`t.id - ${transferBase}`, 180)} < 0.02
       OFFSET 0) f
     ) s`,
  );

  // Access requests to the park's driver app and to the marketplace.
  const scale = Math.max(1, Math.round(D / 10_000));
  const requests: [kind: string, status: string, count: number][] = [
    ['app', 'new', 6 * scale],
    ['app', 'approved', 8 * scale],
    ['app', 'rejected', 3 * scale],
    ['market', 'new', 4 * scale],
    ['market', 'approved', 5 * scale],
    ['market', 'rejected', 2 * scale],
  ];
  const decider = staffPick(r.u('g.i', 191));
  let offset = 0;
  for (const [draw, [kind, status, count]] of requests.entries()) {
    await run(
      db,
      `INSERT INTO driver_access_requests (taxis_id, driver_id, kind, status, comment, decided_at, decided_by_user_id, created_at)
       SELECT ${taxisId}, ${driverId}, ${literal(kind)}, ${literal(status)},
         CASE WHEN ${r.u('g.i', 192)} < 0.5 THEN ${pick(texts.ACCESS_COMMENTS, r.u('g.i', 193))} END,
         CASE WHEN ${literal(status)} <> 'new' THEN created_at + interval '1 hour' * (1 + 30 * ${r.u('g.i', 194)}) END,
         CASE WHEN ${literal(status)} <> 'new' THEN ${decider.id} END, created_at
       FROM (
         SELECT g.*, ${nowSql} - interval '1 hour' * (2 + CASE WHEN ${literal(status)} = 'new' THEN 70 ELSE 900 END * ${r.u('g.i', 195 + draw)}) AS created_at
         FROM gen_d g WHERE NOT g.fired ORDER BY ${r.u('g.i', 190)} OFFSET ${offset} LIMIT ${count}
       ) g`,
    );
    offset += count;
  }
  // The app follows the requests: a pending or refused one means no access yet.
  await run(
    db,
    `UPDATE drivers SET app_access = false
     WHERE id IN (SELECT driver_id FROM driver_access_requests WHERE taxis_id = ${taxisId} AND kind = 'app' AND status IN ('new', 'rejected'))`,
  );

  // Applications approved by an aggregator's checks and waiting for the park; some already decided.
  const person = (index: string, draw: number) => {
    const set = profile.origins[0]?.[0];
    if (!set) throw new Error('a park profile needs an origin');
    return {
      lastName: pick(set.maleSurnames, r.u(index, draw)),
      firstName: pick(set.maleFirstNames, r.u(index, draw + 1)),
      middleName: pick(set.malePatronymics, r.u(index, draw + 2)),
    };
  };
  const applicant = person(`${D} + a`, 200);
  const car = (u: string) => `(${textArray(profile.cars.map((model) => model.brand))})[1 + floor(${u} * ${profile.cars.length})::int]`;
  const carModel = (u: string) => `(${textArray(profile.cars.map((model) => model.model))})[1 + floor(${u} * ${profile.cars.length})::int]`;
  const applicationDecider = staffPick(r.u('a', 214));
  await run(
    db,
    `INSERT INTO driver_applications (taxis_id, aggregator_id, last_name, first_name, middle_name, phone, licence_number, licence_country,
       car_brand, car_model, car_number, car_color, car_year, status, read_at, decided_at, decided_by_user_id, decline_reason, created_at)
     SELECT ${taxisId}, ${aggregatorId ?? 'NULL'},
       ${applicant.lastName}, ${applicant.firstName}, ${applicant.middleName}, ${profile.phone(`${D} + a`)}, ${profile.licence(`${D} + a`)},
       ${literal(profile.country)}, ${car(r.u('a', 210))}, ${carModel(r.u('a', 210))}, ${profile.plate(`${D + spare} + a`)},
       ${pick(['Белый', 'Серый', 'Черный', 'Желтый', 'Синий'], r.u('a', 211))}, (EXTRACT(YEAR FROM ${nowSql})::int - ${r.int('a', 212, 8)})::smallint,
       status, read_at, decided_at, CASE WHEN decided_at IS NOT NULL THEN ${applicationDecider.id} END,
       CASE WHEN status = 'declined' THEN ${pick(texts.DECLINE_REASONS, r.u('a', 213))} END, created_at
     FROM (
       SELECT a, CASE WHEN a < 10 THEN 'approved' ELSE 'declined' END AS status, created_at,
         CASE WHEN a >= 5 THEN created_at + interval '1 hour' * (1 + 20 * ${r.u('a', 215)}) END AS read_at,
         CASE WHEN a >= 10 THEN created_at + interval '1 hour' * (2 + 40 * ${r.u('a', 216)}) END AS decided_at
       FROM (SELECT a, ${nowSql} - interval '1 hour' * (1 + CASE WHEN a < 10 THEN 120 ELSE 1200 END * ${r.u('a', 217)}) AS created_at
             FROM generate_series(0, 14) AS a) x
     ) y`,
  );
  // Accepted ones became the park's newest drivers.
  await run(
    db,
    `INSERT INTO driver_applications (taxis_id, aggregator_id, last_name, first_name, middle_name, phone, licence_number, licence_country,
       car_brand, car_model, car_number, car_color, car_year, status, read_at, decided_at, decided_by_user_id, driver_id, created_at)
     SELECT ${taxisId}, ${aggregatorId ?? 'NULL'}, d.last_name, d.first_name, d.middle_name, d.phone,
       d.licence_number, d.licence_country, c.brand, c.model, c.number, c.color, c.year, 'accepted',
       d.created_at - interval '20 hours', d.created_at - interval '2 hours', ${staffPick(r.u(`d.id - ${driverBase}`, 220)).id}, d.id, d.created_at - interval '2 days'
     FROM drivers d LEFT JOIN cars c ON c.id = d.car_id
     WHERE d.taxis_id = ${taxisId} AND d.work_status <> 'fired'
     ORDER BY d.hire_date DESC, d.id LIMIT 6`,
  );

  // The blacklist: some fired drivers (who may not come back) and people who never drove here.
  const blacklisted = Math.max(2, Math.round(D / 2000));
  const listedBy = staffPick(r.u('g.i', 230));
  await run(
    db,
    `INSERT INTO blacklist_entries (taxis_id, driver_id, full_name, phone, licence_number, reason, created_by_user_id, created_at)
     SELECT ${taxisId}, d.id, concat_ws(' ', d.last_name, d.first_name, d.middle_name), d.phone, d.licence_number,
       ${pick(texts.BLACKLIST_REASONS, r.u('g.i', 231))}, ${listedBy.id}, to_timestamp(g.fire_e) + interval '1 day'
     FROM gen_d g JOIN drivers d ON d.id = ${driverId}
     WHERE g.fired AND g.cls = 4 ORDER BY ${r.u('g.i', 232)} LIMIT ${blacklisted}`,
  );
  const outsider = person(`${D} + 100 + b`, 240);
  await run(
    db,
    `INSERT INTO blacklist_entries (taxis_id, full_name, phone, licence_number, reason, created_by_user_id, created_at)
     SELECT ${taxisId}, concat_ws(' ', ${outsider.lastName}, ${outsider.firstName}, ${outsider.middleName}), ${profile.phone(`${D} + 100 + b`)},
       ${profile.licence(`${D} + 100 + b`)}, ${pick(texts.BLACKLIST_REASONS, r.u('b', 243))}, ${staffPick(r.u('b', 244)).id},
       ${nowSql} - interval '1 day' * (5 + 200 * ${r.u('b', 245)})
     FROM generate_series(0, 1) AS b`,
  );
  await run(db, `UPDATE drivers SET is_blocked = true WHERE id IN (SELECT driver_id FROM blacklist_entries WHERE taxis_id = ${taxisId} AND driver_id IS NOT NULL)`);

  // Who changed what: every dismissal, and phone or group changes of some drivers.
  const editor = staffPick(r.u('g.i', 250));
  await run(
    db,
    `INSERT INTO driver_changes (taxis_id, driver_id, user_id, user_name, source, changes, created_at)
     SELECT ${taxisId}, ${driverId}, ${editor.id}, coalesce(${editor.name}, 'Поддержка'), 'cabinet', ch.changes, ch.created_at
     FROM gen_d g
     JOIN drivers d ON d.id = ${driverId}
     CROSS JOIN LATERAL (
       SELECT jsonb_build_object('work_status', jsonb_build_object('from', 'working', 'to', 'fired'),
                                 'fire_date', jsonb_build_object('from', NULL, 'to', d.fire_date::text)) AS changes,
              least(${nowSql}, to_timestamp(g.fire_e) + interval '2 hours') AS created_at
       WHERE g.fired
       UNION ALL
       SELECT jsonb_build_object('phone', jsonb_build_object('from', ${profile.phone(`${D} * 2 + 200 + g.i`)}, 'to', d.phone)),
              least(${nowSql}, to_timestamp(g.hire_e + (3 + 60 * ${r.u('g.i', 251)}) * 86400))
       WHERE ${r.u('g.i', 252)} < 0.05
       UNION ALL
       SELECT jsonb_build_object('comment', jsonb_build_object('from', NULL, 'to', d.comment)),
              least(${nowSql}, to_timestamp(g.hire_e + (1 + 20 * ${r.u('g.i', 253)}) * 86400))
       WHERE d.comment IS NOT NULL AND ${r.u('g.i', 254)} < 0.5
     ) ch`,
  );
  await run(
    db,
    `UPDATE drivers d SET updated_at = x.at
     FROM (SELECT driver_id, max(created_at) AS at FROM driver_changes WHERE taxis_id = ${taxisId} GROUP BY driver_id) x
     WHERE d.id = x.driver_id`,
  );
}


/**
 * Clears the dead row versions a generation leaves (each driver is written, then updated) and
 * refreshes statistics; run outside a transaction, after a large generation.
 */
export async function vacuumFleet(db: Db): Promise<void> {
  await run(db, `VACUUM (ANALYZE) ${FLEET_TABLES.join(', ')}`);
}

/** Removes every fleet row of the parks, children before parents. */
export async function deleteFleet(db: Db, parkIds: readonly number[]): Promise<void> {
  if (parkIds.length === 0) return;
  const ids = parkIds.map((id) => String(Math.trunc(id))).join(', ');
  // Deleting millions of generated rows one by one takes minutes; when the fleet tables hold
  // nothing of any other park, emptying them is the same and instant.
  const [others] = await run(
    db,
    `SELECT ${FLEET_TABLES.map((table) => `EXISTS (SELECT 1 FROM ${table} WHERE taxis_id NOT IN (${ids}))`).join(' OR ')} AS found`,
  );
  if (others?.found === false) {
    await run(db, `TRUNCATE ${FLEET_TABLES.join(', ')}`);
    return;
  }
  for (const table of FLEET_TABLES) await run(db, `DELETE FROM ${table} WHERE taxis_id IN (${ids})`);
}

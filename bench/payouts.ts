/**
 * Benchmark of a bulk payout (issue 13): BENCH_PAYOUT_DRIVERS drivers (5,000) of the demo park,
 * each with money and a saved card, paid 100 ₽ each in one bulk payout through the real service
 * (every row checked, one batch with a hold per payout), then sent by the real worker to the
 * CloudPayments sandbox rail until the rail has taken every one. Prints the time of the
 * confirmation, of the sending, and from confirmation to all sent (target: under 60 s); then the
 * time the rail's completion notifications take to apply (each posts to the ledger), apart.
 *
 * Run: `npm run bench:payouts`. Environment: BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/fleet_bench_payouts, dropped and created afresh);
 * BENCH_RAIL_LATENCY_MS: each sandbox call's latency (default 0).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import type { AccessClaims } from '../schemas/auth';
import { systemClock } from '../server/clock';
import { openPostgres, type Database } from '../server/db/client';
import { drivers, payoutOutbox, payouts, taxis, users } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import { createPayoutRails } from '../server/integrations/payouts/payout-rails';
import { testPayoutRailSettings } from '../server/integrations/payouts/payout-rails-settings';
import { runPayoutsOnce } from '../server/jobs/payouts-runner';
import { runPayoutOutbox } from '../server/modules/payouts/payout-outbox';
import { PayoutBulkService } from '../server/modules/payouts/payout-bulk';
import { LocalEventBus } from '../server/realtime/event-bus';

const DRIVERS = Number(process.env.BENCH_PAYOUT_DRIVERS ?? 5_000);
const LATENCY_MS = Number(process.env.BENCH_RAIL_LATENCY_MS ?? 0);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fleet_bench_payouts';

async function freshPostgres(): Promise<Database> {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1).replace(/"/g, '""');
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return openPostgres({ url: DATABASE_URL, maxConnections: 12 });
}

/** The park's drivers with 1 000 ₽ each (one top-up entry, so the ledger sums to the balance) and a card. */
async function preparePark(database: Database, taxisId: number): Promise<void> {
  const db = database.owner;
  await db.execute(sql`
    insert into drivers (taxis_id, last_name, first_name, middle_name, phone, licence_number, licence_country, search_text, balance_kop)
    select ${taxisId}, 'Водитель', 'Номер ' || n, null, '+7901' || lpad(n::text, 7, '0'), 'BENCH' || n, 'rus', 'водитель ' || n, 100000
    from generate_series(1, ${DRIVERS}) as n`);
  await db.execute(sql`
    insert into ledger_entries (taxis_id, driver_id, kind, amount_kop, balance_after_kop, description, created_by)
    select taxis_id, id, 'topup', 100000, 100000, 'Пополнение', 'platform' from drivers where taxis_id = ${taxisId}`);
  await db.execute(sql`
    insert into payout_destinations (taxis_id, driver_id, kind, title, card_token, card_last4, card_rail, is_default)
    select taxis_id, id, 'card', 'Карта •• ' || lpad((id % 10000)::text, 4, '0'), 'tok_bench_' || id, lpad((id % 10000)::text, 4, '0'), 'cloudpayments', true
    from drivers where taxis_id = ${taxisId}`);
  await db.execute(sql`
    insert into payout_accounts (taxis_id, rail, name, public_id, fee_basis_points, fee_min_kop)
    values (${taxisId}, 'cloudpayments', 'CloudPayments', 'pk_bench', 100, 1000)`);
  await db.execute(sql`analyze drivers, ledger_entries, payout_destinations, payout_accounts`);
}

async function main(): Promise<void> {
  const database = await freshPostgres();
  try {
    await database.migrate();
    await seedDemo(database.owner);
    const [owner] = await database.owner.select({ id: users.id, taxisId: users.taxisId }).from(users).where(eq(users.login, 'demo1'));
    if (!owner) throw new Error('no demo1');
    await preparePark(database, owner.taxisId);
    const [park] = await database.owner.select({ id: taxis.id }).from(taxis).where(eq(taxis.id, owner.taxisId));
    if (!park) throw new Error('no demo park');
    const rails = createPayoutRails({ db: database.jobs, clock: systemClock, settings: testPayoutRailSettings({ latencyMs: LATENCY_MS }) });
    const claims: AccessClaims = { sub: String(owner.id), login: 'demo1', taxis_id: owner.taxisId, group_id: 1, server: 'bench', sid: 'bench', exp: 0 };
    const driverIds = await database.owner.select({ id: drivers.id }).from(drivers).where(eq(drivers.taxisId, owner.taxisId)).orderBy(drivers.id);
    const rows = driverIds.map((row) => ({ driver_id: row.id, amount: '100' }));

    const started = performance.now();
    // The app's role in a park's scope is the request's; the benchmark drives the service on the owner role.
    const bulk = new PayoutBulkService({ db: database.owner, clock: systemClock }, { rails, guards: [] });
    const result = await bulk.create(claims, 'bench-bulk-1', { rows, kind: 'driver' });
    const confirmed = performance.now();
    const deps = { db: database.jobs, clock: systemClock, rails, guards: [], bus: new LocalEventBus() };
    // Sent: the rail has taken every payout of the batch (its answer recorded, `sent_at` set).
    let passes = 0;
    for (;;) {
      passes += 1;
      await runPayoutOutbox(deps);
      const [left] = await database.owner
        .select({ count: sql<number>`count(*)::int` })
        .from(payouts)
        .where(and(eq(payouts.batchId, result.batch_id), isNull(payouts.sentAt)));
      if ((left?.count ?? 0) === 0 || passes > 50) break;
    }
    const sent = performance.now();
    // Settled: the rail's notifications (completion) applied, each posting to the ledger.
    for (let pass = 0; pass < 50; pass += 1) {
      await runPayoutsOnce(deps);
      const [open] = await database.owner.select({ count: sql<number>`count(*)::int` }).from(payoutOutbox).where(eq(payoutOutbox.state, 'pending'));
      if ((open?.count ?? 0) === 0) break;
    }
    const settled = performance.now();
    const statuses = await database.owner
      .select({ status: payouts.status, count: sql<number>`count(*)::int` })
      .from(payouts)
      .where(eq(payouts.batchId, result.batch_id))
      .groupBy(payouts.status);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.info(`bulk payout of ${result.created} drivers on PostgreSQL (sandbox rail latency ${LATENCY_MS} ms)`);
    console.info(`  confirmation (check + batch + holds + outbox): ${seconds(confirmed - started)} s`);
    console.info(`  sending by the worker (${passes} passes):        ${seconds(sent - confirmed)} s`);
    console.info(`  confirmation to all sent:                      ${seconds(sent - started)} s (target < 60 s)`);
    console.info(`  the rail's notifications applied (completed):  ${seconds(settled - sent)} s more`);
    console.info(`  statuses: ${statuses.map((row) => `${row.status} ${row.count}`).join(', ')}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

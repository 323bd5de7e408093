/**
 * Issue 11 §2: tenancy enforced by PostgreSQL as well as by the code. Deliberately unscoped
 * queries (no taxis_id condition) run as the server runs them: in a park's scope, as the park
 * role. On PostgreSQL they answer only that park's rows, and nothing with no park set; with
 * row-level security switched off the very same query answers another park's rows, which is what
 * these assertions would catch. PGlite is one superuser: there the code's conditions are the
 * only check, and the last test says so.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import type { Db } from '../../server/db/client';
import { inPark } from '../../server/db/park-scope';
import { drivers, taxis, users } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { driverIdsMatching } from '../../server/modules/drivers/driver-search.repository';
import { INSTALLATION_TABLES, roleUrls, SECRET_TABLES, type ServerRole } from '../../server/db/tenancy';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type AppExtensionDeps, type TestApp } from '../helpers/test-app';

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const UNSCOPED = '/api/test/unscoped';

interface Seen {
  role: string;
  park: string | null;
  parks: number[];
}

async function whatIsSeen(db: Pick<Db, 'select' | 'execute'>): Promise<Seen> {
  const rows = await db.select({ taxisId: drivers.taxisId }).from(drivers);
  const who = await db.execute<{ role: string; park: string | null }>(
    sql`select current_user as role, nullif(current_setting('app.park', true), '') as park`,
  );
  const [first] = (Array.isArray(who) ? who : (who as { rows: { role: string; park: string | null }[] }).rows) as {
    role: string;
    park: string | null;
  }[];
  return { role: first?.role ?? '', park: first?.park ?? null, parks: [...new Set(rows.map((row) => row.taxisId))].sort((a, b) => a - b) };
}

/** A handler that forgot its taxis_id condition, as any module's handler runs. */
function mountUnscoped(app: App, deps: AppExtensionDeps): void {
  app.get(UNSCOPED, { config: { access: { kind: 'authenticated' } }, schema: { hide: true } }, () => whatIsSeen(deps.db));
  app.get(`${UNSCOPED}-public`, { config: { access: { kind: 'public' } }, schema: { hide: true } }, () => whatIsSeen(deps.db));
}

describe('row-level security', () => {
  let t: TestApp;
  let parkA: number;
  let parkB: number;
  let demo1: SignedIn;
  let kz: SignedIn;
  const server = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp({}, { extend: mountUnscoped });
    await seedDemo(t.db);
    parkA = await parkIdOf(t.db, 'demo1');
    parkB = await parkIdOf(t.db, 'kz-demo');
    await addDriver(t.db, parkA, { lastName: 'Парков' });
    await addDriver(t.db, parkB, { lastName: 'Чужой' });
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** As the migrations role, which owns the tables. */
  async function asOwner<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    if (t.url === null) throw new Error('PostgreSQL only');
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  it.runIf(onPostgres)("answers an unscoped query in a park's scope with that park's rows only", async () => {
    const seenA = await inPark(parkA, () => whatIsSeen(server()));
    expect(seenA).toEqual({ role: 'cabinet_app', park: String(parkA), parks: [parkA] });
    const seenB = await inPark(parkB, () => whatIsSeen(server()));
    expect(seenB).toEqual({ role: 'cabinet_app', park: String(parkB), parks: [parkB] });
    // Parks, users and the rows hanging off them are a park's rows too.
    expect((await inPark(parkA, () => server().select({ id: taxis.id }).from(taxis))).map((row) => row.id)).toEqual([parkA]);
    const parkUsers = await inPark(parkA, () => server().select({ taxisId: users.taxisId }).from(users));
    expect(new Set(parkUsers.map((row) => row.taxisId))).toEqual(new Set([parkA]));
  });

  it.runIf(onPostgres)("keeps a transaction in the park's scope too", async () => {
    const seen = await inPark(parkA, () => server().transaction((tx) => whatIsSeen(tx)));
    expect(seen.parks).toEqual([parkA]);
  });

  it.runIf(onPostgres)('refuses to write a row of another park', async () => {
    const write = inPark(parkA, () => server().update(drivers).set({ lastName: 'Захвачен' }).where(eq(drivers.taxisId, parkB)).returning());
    expect(await write).toEqual([]);
    const insert = inPark(parkA, () =>
      server()
        .insert(drivers)
        .values({ taxisId: parkB, lastName: 'Подброшен', firstName: 'И', phone: '+77010000999', licenceNumber: 'X1', licenceCountry: 'kaz', searchText: 'x' }),
    );
    await expect(insert).rejects.toMatchObject({ cause: { code: '42501' } });
  });

  it.runIf(onPostgres)('answers nothing to the park role with no park set', async () => {
    if (t.url === null) throw new Error('PostgreSQL only');
    const client = new pg.Client({ connectionString: roleUrls(t.url).app });
    await client.connect();
    try {
      const { rows } = await client.query<{ drivers: number; users: number; taxis: number; searchable: number }>(
        `select (select count(*) from drivers)::int as drivers, (select count(*) from users)::int as users,
                (select count(*) from taxis)::int as taxis, (select count(*) from park_driver_search)::int as searchable`,
      );
      expect(rows[0]).toEqual({ drivers: 0, users: 0, taxis: 0, searchable: 0 });
      await expect(client.query('select * from server_secrets')).rejects.toMatchObject({ code: '42501' });
    } finally {
      await client.end();
    }
  });

  it.runIf(onPostgres)('runs a signed-in request as the park role in its token\'s park, and a public one as the system role', async () => {
    const asA = await t.app.inject({ method: 'GET', url: UNSCOPED, headers: bearer(demo1.token) });
    expect(asA.json()).toEqual({ role: 'cabinet_app', park: String(parkA), parks: [parkA] });
    const asB = await t.app.inject({ method: 'GET', url: UNSCOPED, headers: bearer(kz.token) });
    expect(asB.json()).toEqual({ role: 'cabinet_app', park: String(parkB), parks: [parkB] });
    const anonymous = await t.app.inject({ method: 'GET', url: `${UNSCOPED}-public` });
    expect(anonymous.json()).toMatchObject({ role: 'cabinet_system', park: null });
  });

  it.runIf(onPostgres)('would let the unscoped query see another park were it switched off', async () => {
    await asOwner(async (owner) => {
      await owner.query('alter table drivers no force row level security');
      await owner.query('alter table drivers disable row level security');
    });
    try {
      const seen = await inPark(parkA, () => whatIsSeen(server()));
      expect(seen.parks).toEqual([parkA, parkB]);
    } finally {
      // The step after every migration puts it back.
      await t.database.migrate();
    }
    expect((await inPark(parkA, () => whatIsSeen(server()))).parks).toEqual([parkA]);
  });

  it('serves both parks their own rows through the API', async () => {
    for (const [as, park] of [
      [demo1, parkA],
      [kz, parkB],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: '/api/drivers/v2/list?countperpage=500', headers: bearer(as.token) });
      expect(response.statusCode, response.body).toBe(200);
      const { driver_profiles: listed } = response.json<{ driver_profiles: { id: number }[] }>();
      const own = await t.db.select({ id: drivers.id }).from(drivers).where(eq(drivers.taxisId, park));
      expect(listed.map((driver) => driver.id).sort()).toEqual(own.map((driver) => driver.id).sort());
      const me = await t.app.inject({ method: 'GET', url: `/api/users/${as.userId}`, headers: bearer(as.token) });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json().taxis_id).toBe(park);
    }
  });

  it.runIf(onPostgres)("forces row-level security on every table of a park's rows; the rest are the installation's", async () => {
    const { rows } = await asOwner((owner) =>
      owner.query<{ name: string; hasPark: boolean; rls: boolean; forced: boolean; policies: number }>(
        `select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
                exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'taxis_id' and not a.attisdropped) as "hasPark",
                (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
           from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1`,
      ),
    );
    const withPark = rows.filter((row) => row.hasPark);
    expect(withPark.length).toBeGreaterThan(25);
    for (const row of withPark) expect(row, row.name).toMatchObject({ rls: true, forced: true, policies: 1 });
    const unprotected = rows.filter((row) => !row.forced).map((row) => row.name);
    expect(unprotected.sort()).toEqual([...INSTALLATION_TABLES, ...SECRET_TABLES].sort());
    expect(rows.find((row) => row.name === 'taxis')).toMatchObject({ rls: true, forced: true });
  });

  it.runIf(onPostgres)('keeps the server roles owning nothing, and the park role unable to bypass the policies', async () => {
    const { rows } = await asOwner((owner) =>
      owner.query<{ name: string; superuser: boolean; bypass: boolean; owned: number }>(
        `select r.rolname as name, r.rolsuper as superuser, r.rolbypassrls as bypass,
                (select count(*)::int from pg_class c where c.relowner = r.oid) as owned
           from pg_roles r where r.rolname = any($1) order by 1`,
        [['cabinet_app', 'cabinet_jobs', 'cabinet_operator', 'cabinet_system']],
      ),
    );
    expect(rows).toEqual([
      { name: 'cabinet_app', superuser: false, bypass: false, owned: 0 },
      { name: 'cabinet_jobs', superuser: false, bypass: true, owned: 0 },
      { name: 'cabinet_operator', superuser: false, bypass: true, owned: 0 },
      { name: 'cabinet_system', superuser: false, bypass: true, owned: 0 },
    ]);
  });

  it.runIf(onPostgres)('gives each role the privileges of its work and no more', async () => {
    if (t.url === null) throw new Error('PostgreSQL only');
    const urls = roleUrls(t.url);
    const as = async (role: ServerRole, statement: string): Promise<string> => {
      const client = new pg.Client({ connectionString: urls[role] });
      await client.connect();
      try {
        await client.query(statement);
        return 'allowed';
      } catch (error) {
        return (error as { code?: string }).code === '42501' ? 'refused' : String(error);
      } finally {
        await client.end();
      }
    };
    // The park role reads the installation's notices and never writes them, nor reads the JWT key.
    expect(await as('app', 'select count(*) from news')).toBe('allowed');
    expect(await as('app', 'delete from news where false')).toBe('refused');
    expect(await as('app', 'select count(*) from server_secrets')).toBe('refused');
    // The operator writes notices and counts banner answers; it reads nothing else of a park.
    expect(await as('operator', 'delete from news where false')).toBe('allowed');
    expect(await as('operator', 'select count(distinct user_id) from banner_events')).toBe('allowed');
    expect(await as('operator', 'select taxis_id from banner_events')).toBe('refused');
    expect(await as('operator', 'select count(*) from drivers')).toBe('refused');
    // Jobs work on every park's rows and have no use for the key.
    expect(await as('jobs', 'select count(*) from drivers')).toBe('allowed');
    expect(await as('jobs', 'select count(*) from server_secrets')).toBe('refused');
    expect(await as('system', 'select count(*) from server_secrets')).toBe('allowed');
  });

  it.runIf(onPostgres)('keeps the trigram index for a driver search, through a view that keeps to the park', async () => {
    const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);
    // Within the park's scope, as the server runs; with plain scans priced out, the index is used when allowed.
    const plan = (query: SQL) =>
      inPark(parkA, () =>
        server().transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_indexscan = off`);
          const result = await tx.execute(sql`explain ${query}`);
          return rowsOf<{ 'QUERY PLAN': string }>(result).map((row) => row['QUERY PLAN']).join('\n');
        }),
      );
    // ILIKE is not leakproof: straight on the table it may not run before the policy, so no index.
    expect(await plan(sql`select id from drivers where search_text ilike '%парков%'`)).not.toContain('drivers_search');
    expect(await plan(sql`select id from ${driverIdsMatching(['парков'])} found`)).toContain('drivers_search');
    const parksSeen = async () =>
      rowsOf<{ park: number }>(await server().execute(sql`select distinct taxis_id as park from park_driver_search`)).map((row) => row.park);
    expect(await inPark(parkA, parksSeen)).toEqual([parkA]);
    expect(await inPark(parkB, parksSeen)).toEqual([parkB]);
    // The system role bypasses row-level security, in the view as in the table.
    expect((await parksSeen()).sort((a, b) => a - b)).toEqual([parkA, parkB].sort((a, b) => a - b));
  });

  it.runIf(onPostgres)('changes nothing when a start finds everything in place', async () => {
    const fingerprint = () =>
      asOwner(async (owner) => {
        const { rows } = await owner.query<{ print: string }>(
          `select string_agg(c.relname || ':' || c.xmin::text, ',' order by c.relname) ||
                  (select string_agg(p.polname || ':' || p.xmin::text, ',' order by p.polname, p.polrelid) from pg_policy p) as print
             from pg_class c where c.relnamespace = 'public'::regnamespace`,
        );
        return rows[0]?.print;
      });
    await t.database.migrate();
    const before = await fingerprint();
    await t.database.migrate();
    expect(await fingerprint()).toBe(before);
  });

  it.skipIf(onPostgres)('PGlite: one superuser sees every park; the code\'s own conditions are the check there', async () => {
    const seen = await inPark(parkA, () => whatIsSeen(server()));
    expect(seen.parks).toEqual([parkA, parkB].sort((a, b) => a - b));
  });
});

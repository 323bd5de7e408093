/**
 * Tenancy enforced by PostgreSQL as well as by the code (issue 11 §2). After every migration the
 * migrations role (the owner of the tables, DATABASE_URL) makes sure that:
 * - the server's roles exist (it creates them when it may) and are what they claim: none owns
 *   anything, none can become the owner, the park role does not bypass row-level security;
 * - every table of a park's rows has row-level security, forced, with one policy: its rows are
 *   the park in `app.park`. That is every table with a `taxis_id` column, `taxis` itself, and every
 *   table that holds no `taxis_id` but hangs off such a table by a foreign key (a report's chunks,
 *   a user's sessions). A table added by a later migration is covered on the next start;
 * - each role holds the privileges of its work and no more.
 * Roles, privileges and the exceptions are in docs/OPERATIONS.md, "Roles and row-level security".
 * PGlite is a single superuser and skips all of this: the code's own conditions are its check.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { t, fill } from '../../texts/t';
import { currentPark } from './park-scope';

export const SERVER_ROLES = ['app', 'system', 'jobs', 'operator'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];
export type RoleUrls = Record<ServerRole, string>;

/** The user each role's URL names when its variable is not set. */
export const DEFAULT_ROLE_NAMES: Record<ServerRole, string> = {
  app: 'cabinet_app',
  system: 'cabinet_system',
  jobs: 'cabinet_jobs',
  operator: 'cabinet_operator',
};

export const ROLE_URL_VARIABLES: Record<ServerRole, string> = {
  app: 'DATABASE_APP_URL',
  system: 'DATABASE_SYSTEM_URL',
  jobs: 'DATABASE_JOBS_URL',
  operator: 'DATABASE_OPERATOR_URL',
};

/** The installation's own rows: the operator writes them, every park reads them. */
export const INSTALLATION_TABLES: readonly string[] = ['news', 'alerts', 'banners', 'hints'];
/**
 * Only the system role reads these: the JWT signing key, and the sign-in back-off of logins
 * (sign-in runs before any park is known).
 */
export const SECRET_TABLES: readonly string[] = ['server_secrets', 'login_failures'];
/**
 * Views that filter by the park themselves (they run as their owner, past the policies): read by
 * the server's roles. Any other view refuses the start until someone decides whose it is.
 */
export const PARK_VIEWS: readonly string[] = ['park_driver_search'];
/**
 * The operator's one read of park rows: how many users answered or closed each banner, counted
 * over every park. It gets these columns and nothing else of the table.
 */
const OPERATOR_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  banner_events: ['banner_id', 'user_id', 'event_type'],
};

/** The setting that names the park of a connection of the park role. */
export const PARK_SETTING = 'app.park';
const PARK = `nullif(current_setting('${PARK_SETTING}', true), '')::integer`;
const POLICY_PREFIX = 'park_rows';

const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const ident = (name: string) => pg.escapeIdentifier(name);

/** A role's name as its URL gives it; plain lower-case names only, so they need no quoting. */
export function roleNameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).username);
  if (!ROLE_NAME.test(name)) throw new Error(t('app.databaseRoleName', { url: new URL(url).host, name }));
  return name;
}

/**
 * Each role's URL: the one given, or DATABASE_URL with the role's default user and no password
 * (PGPASSWORD or ~/.pgpass supply it; the owner's password is never reused).
 */
export function roleUrls(ownerUrl: string, given: Partial<RoleUrls> = {}): RoleUrls {
  const derive = (role: ServerRole): string => {
    const explicit = given[role];
    if (explicit !== undefined && explicit !== '') return explicit;
    const url = new URL(ownerUrl);
    url.username = DEFAULT_ROLE_NAMES[role];
    url.password = '';
    if (url.username !== DEFAULT_ROLE_NAMES[role]) {
      throw new Error(t('app.databaseRoleUrl', { variable: ROLE_URL_VARIABLES[role] }));
    }
    return url.toString();
  };
  return { app: derive('app'), system: derive('system'), jobs: derive('jobs'), operator: derive('operator') };
}

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void;

/** The park each pooled connection of the park role was last set to. */
const parkOfConnection = new WeakMap<pg.PoolClient, string>();

/**
 * The server's pool. Inside a park's scope (park-scope.ts) a connection of the park role is
 * handed out with `app.park` set to that park; outside any park, a connection of the system role.
 * drizzle takes connections only through connect() (a transaction) and query(), which pg's pool
 * routes through connect(): every statement and every transaction sets the park it runs for.
 * The setting is the session's, made before any `begin`, so a rollback cannot undo it; it is
 * compared on every checkout, so a connection last used for another park is set again.
 */
export class ParkPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly outside: pg.Pool,
  ) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const park = currentPark();
    const checkout = park === null ? this.outside.connect() : this.forPark(park);
    if (callback === undefined) return checkout;
    checkout.then(
      (client) => callback(undefined, client, (release) => client.release(release)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), undefined, () => undefined),
    );
  }

  private async forPark(park: number): Promise<pg.PoolClient> {
    const client = await super.connect();
    const wanted = String(park);
    if (parkOfConnection.get(client) === wanted) return client;
    try {
      await client.query('select set_config($1, $2, false)', [PARK_SETTING, wanted]);
    } catch (error) {
      // A connection in an unknown state never goes back to the pool.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    parkOfConnection.set(client, wanted);
    return client;
  }
}

/**
 * Migrations and data fixes run as the owner; with FORCE ROW LEVEL SECURITY a role that RLS
 * filters would see no park's rows and an UPDATE of a migration would change nothing, silently.
 */
export async function assertMigrationsRole(owner: pg.Pool): Promise<void> {
  const { rows } = await owner.query<{ name: string; unfiltered: boolean }>(
    'select rolname as name, rolsuper or rolbypassrls as unfiltered from pg_roles where rolname = current_user',
  );
  const role = rows[0];
  if (role !== undefined && !role.unfiltered) throw new Error(t('app.migrationsRoleFiltered', { role: role.name }));
}

export interface TenancyReport {
  /** Tables with forced row-level security, by name. */
  parkTables: string[];
  installationTables: string[];
}

type Privilege = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';
const WRITE: readonly Privilege[] = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'];
const READ: readonly Privilege[] = ['SELECT'];
const NONE: readonly Privilege[] = [];

type TableKind = 'park' | 'installation' | 'secret' | 'view';

/** What each role may do to each kind of table. */
const PRIVILEGES: Record<ServerRole, Record<TableKind, readonly Privilege[]>> = {
  app: { park: WRITE, installation: READ, secret: NONE, view: READ },
  system: { park: WRITE, installation: WRITE, secret: WRITE, view: READ },
  jobs: { park: WRITE, installation: NONE, secret: NONE, view: READ },
  operator: { park: NONE, installation: WRITE, secret: NONE, view: NONE },
};

const ROLE_ATTRIBUTES: Record<ServerRole, string> = {
  app: 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS',
  system: 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION BYPASSRLS',
  jobs: 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION BYPASSRLS',
  operator: 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION BYPASSRLS',
};

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/** Roles are the cluster's: another database's start may be creating the same one right now. */
async function createMissingRoles(owner: pg.Pool, names: Record<ServerRole, string>): Promise<void> {
  const { rows } = await owner.query<{ superuser: boolean }>('select rolsuper as superuser from pg_roles where rolname = current_user');
  if (rows[0]?.superuser !== true) return;
  const existing = new Set(
    (await owner.query<{ name: string }>('select rolname as name from pg_roles where rolname = any($1)', [Object.values(names)])).rows.map(
      (row) => row.name,
    ),
  );
  for (const role of SERVER_ROLES) {
    if (existing.has(names[role])) continue;
    await owner.query(
      `do $$ begin create role ${names[role]} ${ROLE_ATTRIBUTES[role]}; exception when duplicate_object or unique_violation then null; end $$`,
    );
  }
}

interface RoleFacts {
  name: string;
  superuser: boolean;
  bypassrls: boolean;
  owns: boolean;
  becomesOwner: boolean;
}

async function checkRoles(client: pg.PoolClient, names: Record<ServerRole, string>): Promise<void> {
  const { rows } = await client.query<RoleFacts>(
    `select r.rolname as name, r.rolsuper as superuser, r.rolbypassrls as bypassrls,
            exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
                     where c.relowner = r.oid and n.nspname not like 'pg\\_temp\\_%' and n.nspname not like 'pg\\_toast\\_temp\\_%')
              or exists (select 1 from pg_namespace n where n.nspowner = r.oid)
              or exists (select 1 from pg_proc p where p.proowner = r.oid)
              or exists (select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace
                          where t.typowner = r.oid and n.nspname not like 'pg\\_temp\\_%' and n.nspname not like 'pg\\_toast\\_temp\\_%') as owns,
            pg_has_role(r.oid, current_user, 'MEMBER') as "becomesOwner"
       from pg_roles r where r.rolname = any($1)`,
    [Object.values(names)],
  );
  const facts = new Map(rows.map((row) => [row.name, row]));
  for (const role of SERVER_ROLES) {
    const name = names[role];
    const fact = facts.get(name);
    if (fact === undefined) throw new Error(t('app.databaseRoleMissing', { role: name, variable: ROLE_URL_VARIABLES[role] }));
    const wrong =
      fact.superuser || fact.owns || fact.becomesOwner
        ? t('app.databaseRoleOwns')
        : role === 'app' && fact.bypassrls
          ? t('app.databaseRoleBypasses')
          : role !== 'app' && !fact.bypassrls
            ? t('app.databaseRoleFiltered')
            : null;
    if (wrong !== null) throw new Error(fill(wrong, { role: name, variable: ROLE_URL_VARIABLES[role] }));
  }
}

interface TableFacts {
  name: string;
  rls: boolean;
  forced: boolean;
  hasPark: boolean;
}

interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  parentColumn: string;
}

/** The policy of each park table: direct for `taxis_id` and `taxis`, through the parent otherwise. */
function parkPolicies(tables: TableFacts[], keys: ForeignKey[]): Map<string, string> {
  const direct = new Set(tables.filter((table) => table.hasPark || table.name === 'taxis').map((table) => table.name));
  const policies = new Map<string, string>();
  for (const table of tables) {
    if (table.name === 'taxis') policies.set(table.name, `id = ${PARK}`);
    else if (table.hasPark) policies.set(table.name, `taxis_id = ${PARK}`);
  }
  // One level only: a parent's own policy is direct, so policies never refer to each other in a
  // cycle (PostgreSQL refuses that as infinite recursion).
  for (const table of tables) {
    if (direct.has(table.name)) continue;
    const parents = keys.filter((key) => key.child === table.name && direct.has(key.parent));
    if (parents.length === 0) continue;
    const conditions = parents
      .sort((a, b) => a.column.localeCompare(b.column))
      .map((key) => `exists (select 1 from public.${ident(key.parent)} p where p.${ident(key.parentColumn)} = ${ident(table.name)}.${ident(key.column)})`);
    policies.set(table.name, conditions.join(' and '));
  }
  return policies;
}

async function applyPolicies(client: pg.PoolClient, tables: TableFacts[], policies: Map<string, string>): Promise<void> {
  const { rows: existing } = await client.query<{ table: string; policy: string }>(
    `select c.relname as table, p.polname as policy from pg_policy p join pg_class c on c.oid = p.polrelid
      where c.relnamespace = 'public'::regnamespace and p.polname like '${POLICY_PREFIX}%'`,
  );
  for (const table of tables) {
    const condition = policies.get(table.name);
    if (condition === undefined) continue;
    // Only a change costs DDL (and its lock): the policy's name carries its condition's hash.
    const name = `${POLICY_PREFIX}_${hash(condition)}`;
    const mine = existing.filter((row) => row.table === table.name);
    for (const stale of mine.filter((row) => row.policy !== name)) {
      await client.query(`drop policy ${ident(stale.policy)} on public.${ident(table.name)}`);
    }
    if (!mine.some((row) => row.policy === name)) {
      await client.query(`create policy ${ident(name)} on public.${ident(table.name)} using (${condition}) with check (${condition})`);
    }
    if (!table.rls) await client.query(`alter table public.${ident(table.name)} enable row level security`);
    if (!table.forced) await client.query(`alter table public.${ident(table.name)} force row level security`);
  }
}

interface Grant {
  object: string;
  grantee: string;
  privilege: string;
}

const key = (grant: Grant) => `${grant.object}\u0000${grant.grantee}\u0000${grant.privilege}`;

/** Grants and revokes until the roles' direct privileges are exactly `wanted`. */
async function settle(client: pg.PoolClient, have: Grant[], wanted: Grant[], on: (object: string) => string): Promise<void> {
  const haveKeys = new Set(have.map(key));
  const wantedKeys = new Set(wanted.map(key));
  for (const grant of wanted) {
    if (!haveKeys.has(key(grant))) await client.query(`grant ${grant.privilege} on ${on(grant.object)} to ${grant.grantee}`);
  }
  for (const grant of have) {
    if (!wantedKeys.has(key(grant))) await client.query(`revoke ${grant.privilege} on ${on(grant.object)} from ${grant.grantee}`);
  }
}

async function applyPrivileges(
  client: pg.PoolClient,
  names: Record<ServerRole, string>,
  kinds: Map<string, TableKind>,
): Promise<void> {
  const grantees = Object.values(names);
  for (const grantee of grantees) {
    const { rows } = await client.query<{ usage: boolean }>("select has_schema_privilege($1, 'public', 'USAGE') as usage", [grantee]);
    if (rows[0]?.usage !== true) await client.query(`grant usage on schema public to ${grantee}`);
  }

  const tables = (
    await client.query<Grant>(
      `select c.relname as object, g.grantee::regrole::text as grantee, g.privilege_type as privilege
         from pg_class c cross join lateral aclexplode(c.relacl) g
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v') and g.grantee::regrole::text = any($1)`,
      [grantees],
    )
  ).rows;
  const wantedTables: Grant[] = [];
  for (const [table, kind] of kinds) {
    for (const role of SERVER_ROLES) {
      for (const privilege of PRIVILEGES[role][kind]) wantedTables.push({ object: table, grantee: names[role], privilege });
    }
  }
  await settle(client, tables, wantedTables, (table) => `public.${ident(table)}`);

  // A column grant's privilege names its column: "SELECT (\"user_id\")".
  const columns = (
    await client.query<Grant>(
      `select c.relname as object, g.grantee::regrole::text as grantee,
              g.privilege_type || ' ("' || replace(a.attname, '"', '""') || '")' as privilege
         from pg_attribute a join pg_class c on c.oid = a.attrelid cross join lateral aclexplode(a.attacl) g
        where c.relnamespace = 'public'::regnamespace and g.grantee::regrole::text = any($1)`,
      [grantees],
    )
  ).rows;
  const wantedColumns = Object.entries(OPERATOR_COLUMNS)
    .filter(([table]) => kinds.has(table))
    .flatMap(([table, list]) => list.map((column) => ({ object: table, grantee: names.operator, privilege: `SELECT (${ident(column)})` })));
  await settle(client, columns, wantedColumns, (table) => `public.${ident(table)}`);

  // A serial column's sequence: whoever inserts into the table draws its ids.
  const sequences = (
    await client.query<{ sequence: string; table: string }>(
      `select s.relname as sequence, t.relname as table
         from pg_class s join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid and d.refclassid = 'pg_class'::regclass
         join pg_class t on t.oid = d.refobjid
        where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace and d.deptype in ('a', 'i')`,
    )
  ).rows;
  const haveSequences = (
    await client.query<Grant>(
      `select c.relname as object, g.grantee::regrole::text as grantee, g.privilege_type as privilege
         from pg_class c cross join lateral aclexplode(c.relacl) g
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'S' and g.grantee::regrole::text = any($1)`,
      [grantees],
    )
  ).rows;
  const wantedSequences: Grant[] = [];
  for (const { sequence, table } of sequences) {
    const kind = kinds.get(table);
    if (kind === undefined) continue;
    for (const role of SERVER_ROLES) {
      if (PRIVILEGES[role][kind].includes('INSERT')) wantedSequences.push({ object: sequence, grantee: names[role], privilege: 'USAGE' });
    }
  }
  await settle(client, haveSequences, wantedSequences, (sequence) => `sequence public.${ident(sequence)}`);
}

/**
 * The step after every migration (PostgreSQL only): roles, row-level security and privileges.
 * Runs as the owner, in one transaction under a lock, so two processes starting at once take
 * turns; when nothing changed it reads the catalogue and writes nothing.
 */
export async function secureDatabase(owner: pg.Pool, urls: RoleUrls): Promise<TenancyReport> {
  const names = {
    app: roleNameOf(urls.app),
    system: roleNameOf(urls.system),
    jobs: roleNameOf(urls.jobs),
    operator: roleNameOf(urls.operator),
  };
  await createMissingRoles(owner, names);
  const client = await owner.connect();
  try {
    await client.query('begin');
    await client.query("select pg_advisory_xact_lock(hashtext('fleet-cabinet: roles and row-level security'))");
    await checkRoles(client, names);
    const { rows: tables } = await client.query<TableFacts>(
      `select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
              exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'taxis_id' and a.attnum > 0 and not a.attisdropped) as "hasPark"
         from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by c.relname`,
    );
    const { rows: keys } = await client.query<ForeignKey>(
      `select c.relname as child, a.attname as column, p.relname as parent, pa.attname as "parentColumn"
         from pg_constraint k
         join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
         join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
         join pg_attribute pa on pa.attrelid = k.confrelid and pa.attnum = k.confkey[1]
        where k.contype = 'f' and cardinality(k.conkey) = 1 and c.relnamespace = 'public'::regnamespace`,
    );
    const policies = parkPolicies(tables, keys);
    const kinds = new Map<string, TableKind>();
    for (const table of tables) {
      if (policies.has(table.name)) kinds.set(table.name, 'park');
      else if (INSTALLATION_TABLES.includes(table.name)) kinds.set(table.name, 'installation');
      else if (SECRET_TABLES.includes(table.name)) kinds.set(table.name, 'secret');
      else throw new Error(t('app.tableUnclassified', { table: table.name }));
    }
    const { rows: views } = await client.query<{ name: string }>(
      "select c.relname as name from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm')",
    );
    for (const view of views) {
      if (!PARK_VIEWS.includes(view.name)) throw new Error(t('app.viewUnclassified', { view: view.name }));
      kinds.set(view.name, 'view');
    }
    await applyPolicies(client, tables, policies);
    await applyPrivileges(client, names, kinds);
    await client.query('commit');
    return {
      parkTables: [...policies.keys()].sort(),
      installationTables: [...kinds].filter(([, kind]) => kind === 'installation' || kind === 'secret').map(([table]) => table).sort(),
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The rules every generated resource shares: the park from the token (another park's id is
 * 404), writes in one transaction with the section's lifecycle hooks and a change history row,
 * and the wire form of rows (money as "1234.50", instants as ISO strings).
 */
import { inputsOf, type InputKind } from '../../../schemas/resource-inputs';
import { canWrite, type ResourceDeclaration } from '../../../schemas/resource';
import { parseListQuery, ListQueryError, type ListQuery, type ListQueryString } from '../../../schemas/resource-query';
import type { AccessPolicy } from '../../../schemas/access';
import type { AccessClaims } from '../../../schemas/auth';
import { kopecksToWire, parseKopecks } from '../../../schemas/money';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import type { PgTable } from 'drizzle-orm/pg-core';
import { t } from '../../../texts/t';
import { CrudRepository, type DbRow, type ExportCursor, type Lookup, type ParkTimezone } from './crud.repository';

export type WireRow = Record<string, unknown>;
export type WriteAction = 'create' | 'update' | 'delete';

/** The signed-in user as a history row names them. */
export interface Author {
  userId: number;
  userName: string;
}

/**
 * What the generator asks of the sections that own the park and its users: who is writing and
 * the park's time zone. The app hands it in (server/modules/generated.ts), so lib imports no module.
 */
export interface CrudDirectory {
  authorOf(db: Db, claims: AccessClaims): Promise<Author>;
  parkTimezone: ParkTimezone;
}

export type CrudDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'email' | 'sms'> & { directory: CrudDirectory };

/** What a hook sees: the write's own transaction (a throw rolls everything back). */
export interface CrudContext {
  tx: Db;
  claims: AccessClaims;
  author: Author;
  now: Date;
  /** The access policy the request was admitted under, for hooks that compare users' grants. */
  policy: AccessPolicy;
  /**
   * The gateways a hook tells people through (a changed recovery channel's notices and code).
   * Sent from inside the transaction: a gateway that refuses rolls the write back.
   */
  gateways: Pick<AppDeps, 'email' | 'sms'>;
}

/**
 * The section's rules, run inside the write's transaction. `before*` hooks get the values to
 * write keyed by column name and answer the values to write (they may add columns the entity
 * does not show, such as a password hash, or refuse with an AppError).
 */
export interface CrudHooks {
  beforeCreate?(ctx: CrudContext, values: DbRow): Promise<DbRow> | DbRow;
  beforeUpdate?(ctx: CrudContext, values: DbRow, before: DbRow): Promise<DbRow> | DbRow;
  beforeDelete?(ctx: CrudContext, before: DbRow): Promise<void> | void;
  afterWrite?(
    ctx: CrudContext,
    write: { action: WriteAction; id: number; before: DbRow | null; after: DbRow | null },
  ): Promise<void> | void;
}

type Codec = { toWire: (value: unknown) => unknown; toDb: (value: unknown) => unknown };

const identity: Codec = { toWire: (value) => value, toDb: (value) => value };
const CODECS: Partial<Record<InputKind, Codec>> = {
  money: {
    toWire: (value) => (typeof value === 'number' ? kopecksToWire(value) : value),
    toDb: (value) => (typeof value === 'string' ? parseKopecks(value) : value),
  },
  datetime: {
    toWire: (value) => (value instanceof Date ? value.toISOString() : value),
    toDb: (value) => (typeof value === 'string' ? new Date(value) : value),
  },
};

export class CrudService {
  private readonly repository: CrudRepository;
  private readonly codecs: ReadonlyMap<string, Codec>;

  constructor(
    private readonly deps: CrudDeps,
    readonly declaration: ResourceDeclaration,
    table: ConstructorParameters<typeof CrudRepository>[1],
    private readonly hooks: CrudHooks = {},
    /** Tables of the reference fields: a written id must be a row of the same park. */
    private readonly references: Readonly<Record<string, PgTable>> = {},
    lookups: Readonly<Record<string, Lookup>> = {},
  ) {
    const inputs = inputsOf(declaration.schema);
    this.repository = new CrudRepository(deps.db, table, declaration.name, deps.directory.parkTimezone, {
      parkColumn: declaration.single ? 'id' : 'taxis_id',
      lookups,
      phoneFields: inputs.filter((input) => input.kind === 'phone').map((input) => input.source),
    });
    this.codecs = new Map(inputs.map((input) => [input.source, CODECS[input.kind] ?? identity] as const));
  }

  /** The entity's fields of a row, in wire form. */
  toWire(row: DbRow): WireRow {
    const wire: WireRow = {};
    for (const [field, codec] of this.codecs) wire[field] = codec.toWire(row[field] ?? null);
    return wire;
  }

  private toDb(values: WireRow): DbRow {
    return Object.fromEntries(
      Object.entries(values)
        .filter(([, value]) => value !== undefined)
        .map(([field, value]) => [field, (this.codecs.get(field) ?? identity).toDb(value)]),
    );
  }

  parseQuery(raw: ListQueryString): ListQuery {
    try {
      return parseListQuery(this.declaration, raw);
    } catch (error) {
      if (error instanceof ListQueryError) throw errors.validation(error.fields);
      throw error;
    }
  }

  async list(claims: AccessClaims, query: ListQuery): Promise<{ rows: WireRow[]; total: number }> {
    const { rows, total } = await this.repository.page(claims.taxis_id, query);
    return { rows: rows.map((row) => this.toWire(row)), total };
  }

  /** Every row of the list's filter and order, page by page by key (an export). */
  async *allRows(claims: AccessClaims, query: ListQuery, pageRows: number): AsyncGenerator<WireRow> {
    let after: ExportCursor | null = null;
    do {
      const page = await this.repository.pageAfter(claims.taxis_id, query, after, pageRows);
      for (const row of page.rows) yield this.toWire(row);
      after = page.next;
    } while (after !== null);
  }

  /** The park's time zone (its days and file stamps). */
  timezone(claims: AccessClaims): Promise<string> {
    return this.deps.directory.parkTimezone(this.deps.db, claims.taxis_id);
  }

  async get(claims: AccessClaims, id: number): Promise<WireRow> {
    const row = await this.repository.find(claims.taxis_id, id);
    if (row === null) throw errors.notFound();
    return this.toWire(row);
  }

  /** Another park's id (or none at all) in a reference field is refused at the field, never stored. */
  private async checkReferences(claims: AccessClaims, repository: CrudRepository, input: WireRow): Promise<void> {
    const missing: Record<string, string> = {};
    for (const [field, table] of Object.entries(this.references)) {
      const id = input[field];
      if (typeof id === 'number' && !(await repository.parkHas(table, claims.taxis_id, id))) {
        missing[field] = t('generated.generic.referenceMissing');
      }
    }
    if (Object.keys(missing).length > 0) throw errors.validation(missing);
  }

  async create(claims: AccessClaims, input: WireRow): Promise<WireRow> {
    const id = await this.writing(claims, async (ctx, repository) => {
      await this.checkReferences(claims, repository, input);
      const values = (await this.hooks.beforeCreate?.(ctx, this.toDb(input))) ?? this.toDb(input);
      const created = await repository.insert(claims.taxis_id, values);
      const after = await repository.find(claims.taxis_id, created);
      await this.record(ctx, repository, 'create', created, null, after);
      return created;
    });
    return this.get(claims, id);
  }

  async update(claims: AccessClaims, id: number, input: WireRow): Promise<WireRow> {
    await this.writing(claims, async (ctx, repository) => {
      const before = await repository.findForUpdate(claims.taxis_id, id);
      if (before === null) throw errors.notFound();
      await this.checkReferences(claims, repository, input);
      const values = (await this.hooks.beforeUpdate?.(ctx, this.toDb(input), before)) ?? this.toDb(input);
      await repository.update(claims.taxis_id, id, values);
      await this.record(ctx, repository, 'update', id, before, await repository.find(claims.taxis_id, id));
    });
    return this.get(claims, id);
  }

  async remove(claims: AccessClaims, id: number): Promise<WireRow> {
    return this.writing(claims, async (ctx, repository) => {
      const before = await repository.findForUpdate(claims.taxis_id, id);
      if (before === null) throw errors.notFound();
      await this.hooks.beforeDelete?.(ctx, before);
      await repository.delete(claims.taxis_id, id);
      await this.record(ctx, repository, 'delete', id, before, null);
      return this.toWire(before);
    });
  }

  async changes(claims: AccessClaims, id: number) {
    await this.get(claims, id);
    const rows = await this.repository.changes(claims.taxis_id, id);
    return {
      changes: rows.map((row) => ({
        id: row.id,
        action: row.action,
        user_name: row.userName,
        created_at: row.createdAt.toISOString(),
        // jsonb keeps its own key order: show the fields in the schema's order.
        changes: [...this.codecs.keys()].flatMap((field) => {
          const change = row.changes[field];
          return change === undefined ? [] : [{ field, from: change.from, to: change.to }];
        }),
      })),
    };
  }

  private async writing<T>(
    claims: AccessClaims,
    work: (ctx: CrudContext, repository: CrudRepository) => Promise<T>,
  ): Promise<T> {
    if (!canWrite(this.declaration, claims.group_id)) throw errors.forbidden();
    const author = await this.deps.directory.authorOf(this.deps.db, claims);
    const now = this.deps.clock.now();
    const gateways = { email: this.deps.email, sms: this.deps.sms };
    return this.deps.db.transaction((tx) => work({ tx, claims, author, now, policy: this.deps.config.accessPolicy, gateways }, this.repository.withDb(tx)));
  }

  /** One history row per write: each entity field whose wire value changed, old → new. */
  private async record(
    ctx: CrudContext,
    repository: CrudRepository,
    action: WriteAction,
    id: number,
    before: DbRow | null,
    after: DbRow | null,
  ): Promise<void> {
    const from = before === null ? {} : this.toWire(before);
    const to = after === null ? {} : this.toWire(after);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of this.codecs.keys()) {
      if (field === 'id') continue;
      const old = from[field] ?? null;
      const fresh = to[field] ?? null;
      if (JSON.stringify(old) !== JSON.stringify(fresh)) changes[field] = { from: old, to: fresh };
    }
    if (action !== 'update' || Object.keys(changes).length > 0) {
      await repository.recordChange(ctx.claims.taxis_id, id, {
        action,
        changes,
        userId: ctx.author.userId,
        userName: ctx.author.userName,
        at: ctx.now,
      });
    }
    await this.hooks.afterWrite?.(ctx, { action, id, before, after });
  }
}

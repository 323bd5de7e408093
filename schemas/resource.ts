/**
 * A plain resource declared once, read by the server (CRUD routes, OpenAPI, history) and by the
 * SPA (react-admin List/Show/Edit/Create). Pure data: no React, no SQL. The entity's zod schema
 * is the one source of truth; inputs are derived from its JSON Schema (./resource-inputs.ts),
 * list queries from the filter lines (./resource-query.ts).
 */
import type { z } from 'zod';
import type { GroupId } from './access';
import type { InputOverride } from './resource-inputs';

/** One filter of a list, one line each in a declaration. */
export type FilterLine =
  /** `q`: any of the fields contains the text, case-insensitively. */
  | { kind: 'search'; fields: readonly string[] }
  /** The field equals the value exactly. */
  | { kind: 'equal'; field: string }
  /** The field equals one of its enum's values (a select with Russian labels). */
  | { kind: 'enum'; field: string }
  /** `<field>_gte` / `<field>_lte`: park-local days, both ends included. */
  | { kind: 'dateRange'; field: string }
  /** A yes/no field. */
  | { kind: 'flag'; field: string }
  /** The field holds the id of a record of another resource (an autocomplete). */
  | { kind: 'reference'; field: string; reference: string };

export const filter = {
  search: (...fields: string[]): FilterLine => ({ kind: 'search', fields }),
  equal: (field: string): FilterLine => ({ kind: 'equal', field }),
  enum: (field: string): FilterLine => ({ kind: 'enum', field }),
  dateRange: (field: string): FilterLine => ({ kind: 'dateRange', field }),
  flag: (field: string): FilterLine => ({ kind: 'flag', field }),
  reference: (field: string, reference: string): FilterLine => ({ kind: 'reference', field, reference }),
};

export type SortOrder = 'ASC' | 'DESC';

/** The Russian texts of a resource (they sit in the i18n catalogue, the declaration points at them). */
export interface ResourceLabels {
  /** The list's title (and the menu-free breadcrumb). */
  title: string;
  /** Title of the create form. */
  createTitle: string;
  /** What the empty list says. */
  empty: string;
  /** Label of every entity field, by wire name. */
  fields: Readonly<Record<string, string>>;
  /** Russian labels of enum values, by field then value. */
  choices?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export interface ResourceViews {
  list: boolean;
  show: boolean;
  edit: boolean;
  create: boolean;
  delete: boolean;
}

export interface ResourceDeclaration<S extends z.ZodObject = z.ZodObject> {
  /** API path under the main base: `users` answers `GET /api/users`. */
  name: string;
  /** The spec path of the list (`/users/users`); the card is `<path>/:id`. */
  path: string;
  /** The entity as the API answers it; fields are snake_case, as are the table's columns. */
  schema: S;
  /** Fields the server sets (id, created_at, ...): never in a form, never accepted on writes. */
  readOnly: readonly string[];
  /** What POST accepts; the entity without its read-only fields when absent. */
  createSchema?: z.ZodObject;
  /** What PUT accepts; createSchema made partial when absent. */
  updateSchema?: z.ZodObject;
  labels: ResourceLabels;
  list: {
    columns: readonly string[];
    sortable: readonly string[];
    defaultSort: { field: string; order: SortOrder };
    filters: readonly FilterLine[];
    perPage?: number;
  };
  /** Read-only entity fields the edit form shows above its inputs, never sent (the park's country). */
  showOnEdit?: readonly string[];
  /** Per-field changes to the inputs derived from the schema; `false` leaves a field out of forms. */
  inputs?: Readonly<Record<string, InputOverride | false>>;
  views: ResourceViews;
  /** The SPA path whose groups (schemas/access.ts) may use the resource, on the API too. */
  access: string;
  /** "Выгрузить в Excel" on the list, with the list's current filter. */
  export: boolean;
  /**
   * The spec gives `GET /<name>/{id}` another meaning (`/users/{id}` is the signed-in user of
   * spec 3): the generator mounts no GET of its own there and reads one record through the
   * list's id filter.
   */
  oneThroughList?: boolean;
  /**
   * One record per park, the park's own row (the park card, `/users/taxi`): the table's `id` is
   * the park, the card opens at `path` on the signed-in user's park, and there is no list,
   * create or delete. `readBy: 'own'` when a hand-written route already answers
   * `GET /<name>/{id}` with the entity's fields among others (`GET /taxis/{id}` of spec 7).
   */
  single?: { readBy: 'generator' | 'own' };
  /**
   * Groups that may write, narrower than the access path's: the others of the path read the
   * card, and the API refuses their writes with 403.
   */
  writeGroups?: readonly GroupId[];
  /** The field a reference to this resource shows. */
  recordRepresentation: string;
  /**
   * The resource's link in the left menu: an item under its section's, labelled with the list's
   * title and opening the list (its card for a single record), shown to whoever may open that
   * path; `order` places it among the section's links (smaller first, then by title). No link
   * when absent.
   */
  menu?: { order?: number };
  /**
   * Where a saved create form goes: back to the list (the default), or into the new record's
   * card, for a record whose setting-up goes on there (a group's drivers and steps).
   */
  afterCreate?: 'list' | 'card';
  /** The spec's path of the create form when it is not `<path>/create` (`/users/offer/new`). */
  createPath?: string;
  /** The spec's path of the edit form when it is not `<path>/:id` (`/groups/detail/:id/params`). */
  cardPath?: string;
}

/** Every declaration defineResource made: how a folder's scan tells a declaration from its other exports. */
const declared = new WeakSet<object>();

/** Whether a module's export is a resource declaration (made by defineResource). */
export function isResourceDeclaration(value: unknown): value is ResourceDeclaration {
  return typeof value === 'object' && value !== null && declared.has(value);
}

/** Keeps the declaration's literal types; checks that named fields exist in the schema. */
export function defineResource<S extends z.ZodObject>(declaration: ResourceDeclaration<S>): ResourceDeclaration<S> {
  const known = new Set(Object.keys(declaration.schema.shape));
  const named = [
    ...declaration.readOnly,
    ...declaration.list.columns,
    ...declaration.list.sortable,
    declaration.list.defaultSort.field,
    declaration.recordRepresentation,
    ...(declaration.showOnEdit ?? []),
    ...declaration.list.filters.flatMap((line) => (line.kind === 'search' ? line.fields : [line.field])),
  ];
  const unknown = named.filter((field) => !known.has(field));
  if (unknown.length > 0) throw new Error(`${declaration.name}: no such fields in the schema: ${unknown.join(', ')}`);
  const { views } = declaration;
  if (declaration.single && (views.list || views.create || views.delete || views.show)) {
    throw new Error(`${declaration.name}: a single record has only its card (views.edit)`);
  }
  declared.add(declaration);
  return declaration;
}

/** The react-admin resource name: the spec path without its slash, so react-admin's own links land on spec paths. */
export function raResourceOf(declaration: Pick<ResourceDeclaration, 'path'>): string {
  return declaration.path.replace(/^\//, '');
}

/**
 * The spec paths a declaration's screens answer: the list, a declared create path, the edit
 * (and create) form, the read-only card; a single record's card at the path itself.
 */
export function screenPathsOf(declaration: Pick<ResourceDeclaration, 'path' | 'views' | 'single' | 'createPath' | 'cardPath'>): {
  single?: string;
  list?: string;
  create?: string;
  card?: string;
  show?: string;
} {
  const { path, views, createPath, cardPath } = declaration;
  if (declaration.single) return { single: path };
  return {
    ...(views.list ? { list: path } : {}),
    ...(views.create && createPath !== undefined ? { create: createPath } : {}),
    ...(views.edit || (views.create && createPath === undefined) ? { card: cardPath ?? `${path}/:id` } : {}),
    ...(views.show ? { show: `${path}/:id/show` } : {}),
  };
}

/** The card of one record (react-admin's `edit` link, unless the declaration names its own path). */
export function cardPathOf(declaration: Pick<ResourceDeclaration, 'path' | 'cardPath'>, id: string | number): string {
  return (declaration.cardPath ?? `${declaration.path}/:id`).replace(':id', String(id));
}

/** Whether a group may write the resource (within its access path's groups). */
export function canWrite(declaration: Pick<ResourceDeclaration, 'writeGroups'>, group: GroupId): boolean {
  return declaration.writeGroups === undefined || declaration.writeGroups.includes(group);
}

/** What POST accepts. */
export function createSchemaOf(declaration: ResourceDeclaration): z.ZodObject {
  if (declaration.createSchema) return declaration.createSchema;
  const omit: Record<string, true> = {};
  for (const field of declaration.readOnly) omit[field] = true;
  return declaration.schema.omit(omit);
}

/** What PUT accepts: any subset of the writable fields. */
export function updateSchemaOf(declaration: ResourceDeclaration): z.ZodObject {
  return declaration.updateSchema ?? createSchemaOf(declaration).partial();
}

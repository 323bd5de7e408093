/**
 * The one list-adapter factory of the irregular endpoints (spec 7's `page`/`countperpage`/
 * `sort`/`sortcolumn` lists). A list endpoint is declared by its path, its zod query schema from
 * `schemas/` and how its answer becomes rows. The query schema is the one the server validates
 * with: every key but paging and sort is a filter the endpoint takes, and its `sortcolumn` enum
 * is what it sorts by. So a parameter added to the endpoint's schema reaches the wire with no
 * change here, and a filter the endpoint does not take is never sent.
 *
 * A filter key that is neither an endpoint parameter nor consumed by a declared rule (a path
 * parameter, `no_trips_more`...) is a mistake of the screen that set it: it is not sent, and in
 * development it is reported with console.error so it cannot go unnoticed.
 */
import type { GetListParams, GetListResult, RaRecord, SortPayload } from 'ra-core';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../schemas/lists';
import { fillPath } from '../../schemas/routing';
import type { HttpClient, Query, QueryValue } from '../httpClient';
import type { AdapterFactory } from './types';

/** A filter that is not an endpoint parameter, mapped onto the parameters it stands for. */
export type FilterRule = (value: unknown) => Query;

/** How one list endpoint reads its query. */
export interface ListSpec {
  /** Filter names the endpoint takes as they are. */
  filters: readonly string[];
  /** Sortable columns; no sort parameters when absent. */
  sortColumns?: readonly string[];
  /** Filters mapped by a rule instead of passed as they are (a rule wins over `filters`). */
  rules?: Readonly<Record<string, FilterRule>>;
}

/** Paging and sorting come from react-admin's params, never from a filter. */
const PAGING_AND_SORT = new Set(['page', 'countperpage', 'sort', 'sortcolumn']);

function enumOptions(schema: z.core.$ZodType | undefined): readonly string[] | undefined {
  let current: unknown = schema;
  while (current instanceof z.ZodDefault || current instanceof z.ZodOptional) current = current.unwrap();
  return current instanceof z.ZodEnum ? current.options.map(String) : undefined;
}

/** The list spec of an endpoint's query schema. */
export function listSpecOf(query: z.ZodObject, rules?: ListSpec['rules']): ListSpec {
  const spec: ListSpec = { filters: Object.keys(query.shape).filter((key) => !PAGING_AND_SORT.has(key)) };
  const sortColumns = enumOptions(query.shape.sortcolumn);
  if (sortColumns !== undefined) spec.sortColumns = sortColumns;
  if (rules !== undefined) spec.rules = rules;
  return spec;
}

type ListParams = Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>;

export function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A value as the query string carries it: flags as 1/0, text trimmed, blanks left out. */
export function queryValue(value: unknown): QueryValue {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return undefined;
}

/** react-admin's sort as `sort` + `sortcolumn`; a column the endpoint cannot sort by is left to its default. */
export function sortQuery(sort: SortPayload | undefined, columns: readonly string[] | undefined): Query {
  if (sort === undefined || columns === undefined || !columns.includes(sort.field)) return {};
  return { sort: sort.order === 'ASC' ? 'asc' : 'desc', sortcolumn: sort.field };
}

const isDevelopment = (): boolean => import.meta.env?.DEV === true;

function reportUnknown(keys: readonly string[], spec: ListSpec): void {
  if (keys.length === 0 || !isDevelopment()) return;
  console.error(
    `List filter ${keys.join(', ')} is not a parameter of the endpoint (${spec.filters.join(', ')}) nor a declared rule: not sent.`,
  );
}

/** The endpoint's query without paging: what an xlsx export of the current list sends. */
export function exportQuery(spec: ListSpec, params: Omit<ListParams, 'pagination'>): Query {
  const query: Query = {};
  const unknown: string[] = [];
  for (const [name, raw] of Object.entries(recordOf(params.filter))) {
    const rule = spec.rules?.[name];
    if (rule !== undefined) Object.assign(query, rule(raw));
    else if (spec.filters.includes(name)) {
      const value = queryValue(raw);
      if (value !== undefined) query[name] = value;
    } else unknown.push(name);
  }
  reportUnknown(unknown, spec);
  return { ...query, ...sortQuery(params.sort, spec.sortColumns) };
}

/** The endpoint's query of a react-admin list request: 1-based page, countperpage, sort, filters. */
export function listQuery(spec: ListSpec, params: ListParams): Query {
  const page = Math.max(1, params.pagination?.page ?? 1);
  const countperpage = Math.min(MAX_PAGE_SIZE, Math.max(1, params.pagination?.perPage ?? DEFAULT_PAGE_SIZE));
  return { page, countperpage, ...exportQuery(spec, params) };
}

const IdSchema = z.coerce.number().int().positive();

/** A positive id a call cannot go without: a card tab's `filter.driver_id`, a write's `meta.driver_id`. */
export function idParam(source: unknown, key: string): string {
  return String(IdSchema.parse(recordOf(source)[key]));
}

/** react-admin's methods are generic in the record type the caller asks for; the rows here are schema-checked records. */
export function listResult<R extends RaRecord>(data: readonly RaRecord[], total: number, meta?: object): GetListResult<R> {
  return meta === undefined ? { data: data as R[], total } : { data: data as R[], total, meta };
}

export function oneResult<R extends RaRecord>(data: RaRecord): { data: R } {
  return { data: data as R };
}

export interface ListRows {
  data: readonly RaRecord[];
  total: number;
  meta?: object;
}

/** The rows of the usual answer, `{ <key>: [...], total, pages }`. */
export const rowsIn =
  <K extends string>(key: K) =>
  (answer: { [P in K]: readonly RaRecord[] } & { total: number }): ListRows => ({ data: answer[key], total: answer.total });

/** One list endpoint, declared. */
export interface ListEndpoint<A> {
  path: string;
  /** Path parameters read from filter keys (`{ id: 'driver_id' }`); a missing one fails the call. */
  pathFilters?: Readonly<Record<string, string>>;
  /** The query; an endpoint without one takes no query at all, not even paging. */
  spec?: ListSpec;
  /** Filters the call cannot go without, though they are query parameters (the driver of a card's trips). */
  required?: readonly string[];
  answer: z.ZodType<A>;
  rows(answer: A): ListRows;
}

/** Declares an endpoint, its answer's type inferred from the schema. */
export const listEndpoint = <A>(endpoint: ListEndpoint<A>): ListEndpoint<A> => endpoint;

/** Path and query of one call: path parameters are taken out of the filter before it becomes the query. */
export function listRequest<A>(endpoint: ListEndpoint<A>, params: ListParams): { path: string; query: Query | undefined } {
  const filter = { ...recordOf(params.filter) };
  for (const key of endpoint.required ?? []) idParam(filter, key);
  const pathParams: Record<string, string> = {};
  for (const [param, key] of Object.entries(endpoint.pathFilters ?? {})) {
    pathParams[param] = idParam(filter, key);
    delete filter[key];
  }
  const path = endpoint.pathFilters === undefined ? endpoint.path : fillPath(endpoint.path, pathParams);
  return { path, query: endpoint.spec === undefined ? undefined : listQuery(endpoint.spec, { ...params, filter }) };
}

/** Sends one list call and answers react-admin's `{ data, total, meta }`. */
export async function fetchList<A, R extends RaRecord = RaRecord>(
  http: HttpClient,
  endpoint: ListEndpoint<A>,
  params: ListParams & { signal?: AbortSignal },
): Promise<GetListResult<R>> {
  const { path, query } = listRequest(endpoint, params);
  const { data, total, meta } = endpoint.rows(await http.json({ path, query, signal: params.signal }, endpoint.answer));
  return listResult<R>(data, total, meta);
}

/** The adapter of a resource that is only a list. */
export function listAdapter<A>(endpoint: ListEndpoint<A>): AdapterFactory {
  return (http) => ({ getList: (_resource, params) => fetchList(http, endpoint, params) });
}

/**
 * A generated list's query on the wire of ra-data-simple-rest (`sort=["f","ASC"]`,
 * `range=[0,24]`, `filter={...}`, all JSON) turned into conditions the server's repository
 * runs. Only declared filters are accepted: an unknown key is a 400, never silently dropped.
 */
import { z } from 'zod';
import { t } from '../texts/t';
import type { FilterLine, ResourceDeclaration, SortOrder } from './resource';

/** Filter key of a search line. */
export const SEARCH_KEY = 'q';
/** The most rows one list page may ask for. */
export const MAX_PAGE_ROWS = 1000;

const DaySchema = z.iso.date();

export type Condition =
  | { op: 'search'; fields: readonly string[]; text: string }
  | { op: 'eq'; field: string; value: string | number | boolean }
  | { op: 'in'; field: string; values: readonly (string | number)[] }
  /** Park-local days, both ends included. */
  | { op: 'dayFrom' | 'dayTo'; field: string; day: string };

export interface ListQuery {
  sort: { field: string; order: SortOrder };
  offset: number;
  limit: number;
  conditions: Condition[];
}

/** The raw query string of a list request (OpenAPI documents it with this schema). */
export const ListQueryStringSchema = z.object({
  sort: z.string().optional().describe('JSON: ["поле","ASC"|"DESC"]'),
  range: z.string().optional().describe('JSON: [первая, последняя] строки, включительно'),
  filter: z.string().optional().describe('JSON: объявленные фильтры ресурса'),
});
export type ListQueryString = z.infer<typeof ListQueryStringSchema>;

/** A query that breaks the declaration, with field details for the 400. */
export class ListQueryError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields).join('; '));
    this.name = 'ListQueryError';
  }
}

function parseJson(raw: string | undefined, key: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new ListQueryError({ [key]: t('generated.query.json') });
  }
}

const SortSchema = z.tuple([z.string(), z.enum(['ASC', 'DESC'])]);
const RangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
const IdsSchema = z.array(z.union([z.number().int(), z.string()]));
const Scalar = z.union([z.string(), z.number(), z.boolean()]);

/** The filter keys a line answers to. */
export function filterKeysOf(line: FilterLine): string[] {
  if (line.kind === 'search') return [SEARCH_KEY];
  if (line.kind === 'dateRange') return [`${line.field}_gte`, `${line.field}_lte`];
  return [line.field];
}

function fieldValue(declaration: ResourceDeclaration, field: string, key: string, value: unknown): string | number | boolean {
  const fieldSchema = declaration.schema.shape[field];
  const parsed = (fieldSchema ?? Scalar).safeParse(value);
  if (!parsed.success || !Scalar.safeParse(parsed.data).success) {
    throw new ListQueryError({ [key]: parsed.success ? t('generated.query.filter') : (parsed.error.issues[0]?.message ?? t('generated.query.filter')) });
  }
  return Scalar.parse(parsed.data);
}

function conditionsOf(declaration: ResourceDeclaration, line: FilterLine, filter: Record<string, unknown>): Condition[] {
  if (line.kind === 'search') {
    const text = filter[SEARCH_KEY];
    if (typeof text !== 'string') throw new ListQueryError({ [SEARCH_KEY]: t('generated.query.text') });
    const trimmed = text.trim();
    return trimmed === '' ? [] : [{ op: 'search', fields: line.fields, text: trimmed }];
  }
  if (line.kind === 'dateRange') {
    return (['gte', 'lte'] as const).flatMap((end) => {
      const key = `${line.field}_${end}`;
      if (filter[key] === undefined) return [];
      const day = DaySchema.safeParse(filter[key]);
      if (!day.success) throw new ListQueryError({ [key]: t('generated.query.day') });
      return [{ op: end === 'gte' ? ('dayFrom' as const) : ('dayTo' as const), field: line.field, day: day.data }];
    });
  }
  const value = filter[line.field];
  if (Array.isArray(value)) {
    const values = value.map((item) => fieldValue(declaration, line.field, line.field, item));
    return [{ op: 'in', field: line.field, values: values.filter((item) => typeof item !== 'boolean') }];
  }
  return [{ op: 'eq', field: line.field, value: fieldValue(declaration, line.field, line.field, value) }];
}

/**
 * The fields a list sorts by: the declared ones and `id`, which react-admin and its stock
 * ra-data-simple-rest client send when nobody chose a sort (every table has it, and it is unique).
 */
export function sortFieldsOf(declaration: Pick<ResourceDeclaration, 'list'>): readonly string[] {
  const { sortable } = declaration.list;
  return sortable.includes('id') ? sortable : ['id', ...sortable];
}

/** Sort, page and conditions of one list request; throws ListQueryError on anything undeclared. */
export function parseListQuery(declaration: ResourceDeclaration, raw: ListQueryString): ListQuery {
  const sortRaw = parseJson(raw.sort, 'sort');
  const sort = sortRaw === undefined ? null : SortSchema.safeParse(sortRaw);
  const sortFields = sortFieldsOf(declaration);
  if (sort !== null && (!sort.success || !sortFields.includes(sort.data[0]))) {
    throw new ListQueryError({ sort: t('generated.query.sort').replace('%{fields}', sortFields.join(', ')) });
  }
  const rangeRaw = parseJson(raw.range, 'range');
  const range = rangeRaw === undefined ? null : RangeSchema.safeParse(rangeRaw);
  if (range !== null && (!range.success || range.data[1] < range.data[0])) throw new ListQueryError({ range: t('generated.query.range') });
  const [start, end] = range?.data ?? [0, (declaration.list.perPage ?? 25) - 1];

  const filterRaw = parseJson(raw.filter, 'filter') ?? {};
  if (typeof filterRaw !== 'object' || filterRaw === null || Array.isArray(filterRaw)) {
    throw new ListQueryError({ filter: t('generated.query.json') });
  }
  const filter = Object.fromEntries(Object.entries(filterRaw).filter(([, value]) => value !== undefined && value !== ''));
  const conditions: Condition[] = [];
  const used = new Set<string>();
  // react-admin's getMany asks for `{ id: [...] }`: every list answers it.
  if (filter.id !== undefined) {
    const ids = IdsSchema.safeParse(Array.isArray(filter.id) ? filter.id : [filter.id]);
    if (!ids.success) throw new ListQueryError({ id: t('generated.query.filter') });
    conditions.push({ op: 'in', field: 'id', values: ids.data });
    used.add('id');
  }
  for (const line of declaration.list.filters) {
    const keys = filterKeysOf(line).filter((key) => filter[key] !== undefined);
    if (keys.length === 0) continue;
    keys.forEach((key) => used.add(key));
    conditions.push(...conditionsOf(declaration, line, filter));
  }
  const unknown = Object.keys(filter).filter((key) => !used.has(key));
  if (unknown.length > 0) throw new ListQueryError(Object.fromEntries(unknown.map((key) => [key, t('generated.query.filter')])));

  return {
    sort: sort?.data ? { field: sort.data[0], order: sort.data[1] } : declaration.list.defaultSort,
    offset: start,
    limit: Math.min(end - start + 1, MAX_PAGE_ROWS),
    conditions,
  };
}

/** The `Content-Range` header ra-data-simple-rest reads the total from. */
export function contentRange(name: string, offset: number, rows: number, total: number): string {
  return rows === 0 ? `${name} */${total}` : `${name} ${offset}-${offset + rows - 1}/${total}`;
}

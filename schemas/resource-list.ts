/**
 * A list the generator draws over an endpoint of the spec's own wire shape (the driver card's
 * tabs): the declaration names its wire shape (`wire`, the data provider's adapter of that shape),
 * the rows it is fixed to (`parent`: one driver's rows at `/drivers/detail/:id/<tab>`; `scope`:
 * one request kind), and its columns as cells: an entity field or a joined one (`aggregator.name`),
 * a field read through its Russian labels, signed money, a day, a value derived from the row, or a
 * slot the screen fills by hand (a progress bar). Pure: no React, no SQL; the view is
 * src/components/generated/GeneratedScopedList.tsx.
 */

export type ChipColour = 'default' | 'success' | 'warning' | 'error' | 'info';

type Row = Readonly<Record<string, unknown>>;

export type Cell =
  /** The value at `path`: a field (`description`) or a joined one (`aggregator.name`). */
  | { kind: 'text'; path: string; empty?: string }
  /** A code (or a yes/no as `true`/`false`) shown by its Russian label; with `colours`, as a coloured chip. */
  | { kind: 'choice'; path: string; labels: Readonly<Record<string, string>>; colours?: Readonly<Record<string, ChipColour>> }
  /** A sum in the park's currency; `signed`: a credit with its «+», a debit in the error colour (the ledger). */
  | { kind: 'money'; path: string; signed?: boolean }
  /** A park day (ДД.ММ.ГГГГ) or a day and time. */
  | { kind: 'day' | 'datetime'; path: string; empty?: string }
  /** A count, with the thousands spaced (right-aligned, as money). */
  | { kind: 'number'; path: string }
  /** A value made from the row (`${posted} / ${times}`). */
  | { kind: 'derived'; value: (row: Row) => string }
  /** Drawn by the screen (`slots[name]`): what a cell kind cannot say. */
  | { kind: 'slot' };

export interface ColumnLine {
  /** The column's key; the wire field it sorts by when `sortable`. */
  name: string;
  label: string;
  cell: Cell;
  sortable?: boolean;
  /** The value (a slot's too) is a link to the row's `rowPath` (a row a keyboard can open, not only a click). */
  link?: boolean;
  /** A second, quieter line under the value (a charge's period under its kind). */
  under?: Cell;
}

/** Tabs over a list, bound to one filter kept in the address (a goal active or finished). */
export interface TabsLine {
  field: string;
  /** What assistive technology calls the tab strip. */
  label: string;
  tabs: readonly { value: string; label: string }[];
}

/** A filter of a scoped list, one line each. */
export type ScopedFilterLine =
  /** One of the labelled values, or all of them. */
  | { kind: 'choice'; field: string; label: string; labels: Readonly<Record<string, string>>; all: string }
  /** Words the endpoint searches by (a group's drivers: name, phone, licence). */
  | { kind: 'search'; field: string; label: string }
  /** `from`..`to` park days (`date_from`/`date_to`), both always shown. */
  | { kind: 'period'; from: string; to: string; fromLabel: string; toLabel: string };

export interface ScopedListDeclaration {
  /** The data provider's resource whose adapter reads the spec's wire shape (`drivers/detail/changes`). */
  wire: string;
  /**
   * A tab of a parent record: the list answers `<path>/<tab>` and is fixed to the route's record
   * (its `param`) through the filter `filter` (one driver's rows: `driver_id`).
   */
  parent?: { path: string; param: string; filter: string; tab: string };
  /** Fixed filter values (one request kind). */
  scope?: Readonly<Record<string, string | number>>;
  /** What assistive technology calls the rows (the tab's name). */
  label: string;
  /** What the list says with no rows. */
  empty: string;
  columns: readonly ColumnLine[];
  filters?: readonly ScopedFilterLine[];
  /** Tabs over the rows; the first tab is where the list opens. */
  tabs?: TabsLine;
  /**
   * A page of its own rather than a parent's tab: its title, and the key under which the list
   * keeps its filters and page for the next visit (`drivers.goals`).
   */
  page?: { title: string; storeKey: string };
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Pages of 25 with a pager; `false`: one page of every row (a driver's few cards). */
  paged: boolean;
  /** Rows a page holds when paged (25 unless said). */
  perPage?: 10 | 25 | 50 | 100;
  /** The page sizes a person may pick (25, 50, 100 unless said): an endpoint's cap (the news' 50). */
  perPageOptions?: readonly number[];
  /** Where a row opens: a path with the parent's `:<param>` and the row's `:rowId`. */
  rowPath?: string;
  /** On a phone: the card's first line, its figure on the right, and the rest as facts. */
  phone: { primary: string; figure?: string };
}

export function defineScopedList(declaration: ScopedListDeclaration): ScopedListDeclaration {
  const names = new Set(declaration.columns.map((column) => column.name));
  const named = [declaration.phone.primary, ...(declaration.phone.figure === undefined ? [] : [declaration.phone.figure])];
  const unknown = named.filter((name) => !names.has(name));
  if (unknown.length > 0) throw new Error(`${declaration.wire}: no such columns: ${unknown.join(', ')}`);
  return declaration;
}

/** The value at a dotted path of a row (`aggregator.name`); undefined where a step is missing. */
export function readPath(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** A choice's code at a path: a string, or a yes/no as `true`/`false`. */
export function codeAt(row: unknown, path: string): string | null {
  const value = readPath(row, path);
  return typeof value === 'string' || typeof value === 'boolean' ? String(value) : null;
}

/** A text cell's words: the joined value, a choice's label, a derived value; null for the other kinds. */
export function cellText(cell: Cell, row: Row): string | null {
  switch (cell.kind) {
    case 'text': {
      const value = readPath(row, cell.path);
      return typeof value === 'string' || typeof value === 'number' ? String(value) : (cell.empty ?? null);
    }
    case 'choice': {
      const code = codeAt(row, cell.path);
      return code === null ? null : (cell.labels[code] ?? null);
    }
    case 'derived':
      return cell.value(row);
    default:
      return null;
  }
}

/** The spec path the list answers: a parent's tab, `/drivers/detail/:id/change`. */
export function scopedListPathOf(declaration: Pick<ScopedListDeclaration, 'parent' | 'wire'>): string {
  if (declaration.parent === undefined) throw new Error(`${declaration.wire}: a scoped list without a parent has no path of its own`);
  return `${declaration.parent.path}/${declaration.parent.tab}`;
}

/** The permanent filter of the list on a route: the fixed scope and the parent record's id. */
export function scopeFilterOf(
  declaration: Pick<ScopedListDeclaration, 'parent' | 'scope'>,
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string | number> {
  const filter: Record<string, string | number> = { ...declaration.scope };
  const { parent } = declaration;
  if (parent !== undefined) filter[parent.filter] = params[parent.param] ?? '';
  return filter;
}

/** Where a row opens on a route, or null when rows do not open. */
export function rowPathOf(
  declaration: Pick<ScopedListDeclaration, 'rowPath'>,
  params: Readonly<Record<string, string | undefined>>,
  rowId: string | number,
): string | null {
  if (declaration.rowPath === undefined) return null;
  return declaration.rowPath.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'rowId' ? encodeURIComponent(String(rowId)) : encodeURIComponent(params[name] ?? ''),
  );
}

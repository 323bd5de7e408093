/**
 * A list the generator draws over an endpoint of the spec's own wire shape (the driver card's
 * tabs): the declaration names its wire shape (`wire`, the data provider's adapter of that shape),
 * the rows it is fixed to (`parent`: one driver's rows at `/drivers/detail/:id/<tab>`; `scope`:
 * one request kind), and its columns as cells: an entity field or a joined one (`aggregator.name`),
 * a field read through its Russian labels, signed money, a day, a value derived from the row, or a
 * slot the screen fills by hand (a progress bar). Pure: no React, no SQL; the view is
 * src/components/generated/GeneratedScopedList.tsx.
 */

export type ChipColour = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

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
  /** The value links to a record of its own rather than the row (a trip's driver): a path with `:row.<field>`. */
  linkTo?: string;
  /** A second, quieter line under the value (a charge's period under its kind). */
  under?: Cell;
  /** Kept on one line (a phone number a narrow column would break at its spaces). */
  nowrap?: boolean;
  /** The value is changed in place and saved at once, row by row (see EditLine). */
  edit?: EditLine;
}

/** Tabs over a list, bound to one filter kept in the address (a goal active or finished). */
export interface TabsLine {
  field: string;
  /** What assistive technology calls the tab strip. */
  label: string;
  tabs: readonly { value: string; label: string }[];
  /** The tab is part of the path (`/drivers/access-app/:filter`, its param named as `field`): link tabs. */
  path?: string;
}

/**
 * A filter of a scoped list, one line each: its `field` is the wire's parameter. A line with
 * `optional` is not shown until a person adds it with «Добавить фильтр», and then starts at its
 * `default`; the others are always shown.
 */
export type ScopedFilterLine =
  /** Free text (a name, a phone's digits); the placeholder says what it finds. */
  | { kind: 'search'; field: string; label: string; placeholder?: string }
  /** One of the labelled values, or all of them (`all`). */
  | {
      kind: 'choice';
      field: string;
      label: string;
      labels: Readonly<Record<string, string>>;
      all: string;
      optional?: { default: string };
      /** The values in the order offered, where the labels' own order will not do (numeric keys sort up: scores 5 to 1). */
      order?: readonly string[];
    }
  /** A narrowing switch (`exclude_blocked=1`), added switched on. */
  | { kind: 'switch'; field: string; label: string; optional: true }
  /** `from`..`to` park days (`date_from`/`date_to`), both always shown. */
  | { kind: 'period'; from: string; to: string; fromLabel: string; toLabel: string }
  /** One of the choices the screen loads at run time (the park's aggregators: `choices[field]`), or all. */
  | { kind: 'lookup'; field: string; label: string; all: string };

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
  page?: { title: string; storeKey: string | false };
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Pages of 25 with a pager; `false`: one page of every row (a driver's few cards). */
  paged: boolean;
  /** Rows a page holds when paged (25 unless said). */
  perPage?: 10 | 25 | 50 | 100;
  /** The page sizes a person may pick (25, 50, 100 unless said): an endpoint's cap (the news' 50). */
  perPageOptions?: readonly number[];
  /** Where a row opens: a path with the parent's `:<param>`, the row's `:rowId` and its fields as `:row.<field>` (a correction opens its driver). */
  rowPath?: string;
  /** Filter values a row's path carries on as its list's filter (a report's period to a driver's trips). */
  rowKeeps?: readonly string[];
  /**
   * On a phone: the card's first line, its figure on the right, and as facts the columns `facts`
   * names (every other column when it is left out).
   */
  phone: { primary: string; figure?: string; facts?: readonly string[] };
  /** Requests of the list share this channel, and only the latest answer is shown (a search typed fast). */
  latest?: string;
  /** The list asks again while its rows wait for someone else (see PollLine). */
  poll?: PollLine;
}


/** A choice of an editable select: its value and its Russian words. */
export interface EditChoice {
  id: string | number;
  name: string;
}

/**
 * A column a person changes in place, saved as soon as it changes (a payout kind's account, a
 * limit): one row at a time through the data provider's named method, its notice on success; a
 * refused save leaves the value as saved and says the server's Russian error.
 */
export type EditLine = {
  /** The data provider's method that saves one row (`choosePayoutRailAccount`). */
  method: string;
  /** The method's arguments (the row's id and the new value unless said). */
  args?: (row: Row, value: string | number | null) => readonly unknown[];
  /** The notice of a saved row; `%{row}` is replaced by the row's words of `rowName`. */
  saved: string;
  /** The row's words: what assistive technology calls the control (the payout kind). */
  rowName: Cell;
} & (
  | {
      kind: 'select';
      /** The choices, from the list answer's `meta` (the accounts that may pay) or fixed labels. */
      choices: ((meta: Row) => readonly EditChoice[]) | Readonly<Record<string, string>>;
      /** The choice for no value (null), when there may be none. */
      none?: string;
    }
  | {
      kind: 'number';
      /** What an empty field means (no limit), saved as null; without it an empty field is not saved. */
      none?: string;
    }
);

/**
 * Asks again every `everyMs` while `while` holds of what is shown (a list's rows, a card's record):
 * a request waiting for the aggregator.
 */
export interface Poll<Shown> {
  everyMs: number;
  while: (shown: Shown) => boolean;
}

export type PollLine = Poll<readonly Row[]>;

/** How often a react-query list or card asks again under a poll line: its interval, or false. */
export function pollInterval<Shown>(poll: Poll<Shown> | undefined, shown: Shown | undefined): number | false {
  return poll !== undefined && shown !== undefined && poll.while(shown) ? poll.everyMs : false;
}

/** A select's choices as `{ id, name }`, from fixed labels or the list answer's meta. */
export function editChoicesOf(line: Extract<EditLine, { kind: 'select' }>, meta: unknown): readonly EditChoice[] {
  if (typeof line.choices === 'function') return line.choices(meta !== null && typeof meta === 'object' ? (meta as Row) : {});
  return Object.entries(line.choices).map(([id, name]) => ({ id, name }));
}


export function defineScopedList(declaration: ScopedListDeclaration): ScopedListDeclaration {
  const names = new Set(declaration.columns.map((column) => column.name));
  const { primary, figure, facts = [] } = declaration.phone;
  const named = [primary, ...(figure === undefined ? [] : [figure]), ...facts];
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

/** The `?filter=` of a row's path: the list's values of `rowKeeps` that are set, or nothing. */
export function keptFilterQuery(declaration: Pick<ScopedListDeclaration, 'rowKeeps'>, filterValues: Readonly<Record<string, unknown>>): string {
  const kept = Object.fromEntries(
    (declaration.rowKeeps ?? []).flatMap((field) => {
      const value = filterValues[field];
      return typeof value === 'string' && value !== '' ? [[field, value]] : [];
    }),
  );
  return Object.keys(kept).length === 0 ? '' : `?filter=${encodeURIComponent(JSON.stringify(kept))}`;
}

/** Where a row opens on a route, or null when rows do not open. */
export function rowPathOf(
  declaration: Pick<ScopedListDeclaration, 'rowPath'>,
  params: Readonly<Record<string, string | undefined>>,
  rowId: string | number,
  row?: Row,
): string | null {
  if (declaration.rowPath === undefined) return null;
  return declaration.rowPath.replace(/:(row\.[\w.]+|\w+)/g, (_match, name: string) => {
    if (name === 'rowId') return encodeURIComponent(String(rowId));
    if (name.startsWith('row.')) return encodeURIComponent(String(readPath(row, name.slice(4)) ?? ''));
    return encodeURIComponent(params[name] ?? '');
  });
}

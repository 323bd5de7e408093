/**
 * A scoped list (schemas/resource-list.ts) drawn from its declaration: react-admin's List over the
 * declared wire shape's adapter, fixed to the route's parent record and scope, its cells by kind,
 * on a phone one card per row. `GeneratedGrid` alone serves rows another list context holds (a
 * charge's postings, a goal's trips); `slots` draws the columns the declaration leaves to the screen.
 */
import { Chip, Link, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  BooleanInput,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  Pagination,
  SelectInput,
  TopToolbar,
  useListContext,
  type DatagridProps,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import {
  cellText,
  codeAt,
  keptFilterQuery,
  readPath,
  rowPathOf,
  scopeFilterOf,
  type Cell,
  type ColumnLine,
  type ScopedFilterLine,
  type ScopedListDeclaration,
} from '../../../schemas/resource-list';
import { Link as RouterLink } from 'react-router-dom';
import { useRouteParams } from '../../root/routeParams';
import { formatDate, formatDateTime } from '../dates';
import { DayInput } from '../DayInput';
import { formatNumber } from '../format';
import { listSx } from '../listSx';
import { FilterTabs, LinkTabs } from '../ListTabs';
import { formatMoney, Money } from '../money';
import { joinFacts, PhoneList, ResponsiveList } from '../ResponsiveList';
import { SearchInput } from '../SearchInput';

/**
 * Cells the screen draws itself, by column name. A slot given for a column of another kind draws
 * its table cell only (a link in a table row); the phone card, a link itself, keeps the kind's words.
 */
export type Slots = Readonly<Record<string, (row: RaRecord) => ReactNode>>;

const NONE = '—';

const stringAt = (row: RaRecord, path: string): string | null => {
  const value = readPath(row, path);
  return typeof value === 'string' ? value : null;
};

/** A cell as words: a phone card's facts. */
function plainOf(cell: Cell, row: RaRecord): string | null {
  switch (cell.kind) {
    case 'money':
      return formatMoney(stringAt(row, cell.path));
    case 'day':
      return formatDate(stringAt(row, cell.path)) || (cell.empty ?? null);
    case 'datetime':
      return formatDateTime(stringAt(row, cell.path)) || (cell.empty ?? null);
    case 'number': {
      const value = readPath(row, cell.path);
      return typeof value === 'number' ? formatNumber(value) : null;
    }
    default:
      return cellText(cell, row);
  }
}

const CellView = ({ cell, row }: { cell: Cell; row: RaRecord }) => {
  switch (cell.kind) {
    case 'money':
      return <Money value={stringAt(row, cell.path)} signed={cell.signed} />;
    case 'choice': {
      const label = cellText(cell, row) ?? NONE;
      const code = codeAt(row, cell.path) ?? '';
      return cell.colours === undefined ? label : <Chip size="small" color={cell.colours[code] ?? 'default'} label={label} />;
    }
    default:
      return plainOf(cell, row) ?? NONE;
  }
};

/** A column's value as a link to the row's path (the row opens on a click anywhere too). */
const RowLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link component={RouterLink} to={to} onClick={(event) => event.stopPropagation()}>
    {children}
  </Link>
);

function columnOf(column: ColumnLine, slots: Slots, rowClick: RowPath, params: Readonly<Record<string, string | undefined>>) {
  const slot = slots[column.name];
  const figure = column.cell.kind === 'money' || column.cell.kind === 'number';
  return (
    <FunctionField
      key={column.name}
      label={column.label}
      source={column.sortable === true ? column.name : undefined}
      sortable={column.sortable === true}
      textAlign={figure ? 'right' : undefined}
      sx={column.nowrap === true ? { whiteSpace: 'nowrap' } : undefined}
      render={(row: RaRecord) => (
        <>
          {column.link === true && column.cell.kind === 'slot' && rowClick !== false ? (
            <RowLink to={rowClick(row.id, '', row)}>{slot?.(row)}</RowLink>
          ) : column.cell.kind === 'slot' || slot !== undefined ? (
            slot?.(row)
          ) : column.linkTo !== undefined ? (
            <RowLink to={rowPathOf({ rowPath: column.linkTo }, params, row.id, row) ?? ''}>
              <CellView cell={column.cell} row={row} />
            </RowLink>
          ) : column.link === true && rowClick !== false ? (
            <RowLink to={rowClick(row.id, '', row)}>
              <CellView cell={column.cell} row={row} />
            </RowLink>
          ) : (
            <CellView cell={column.cell} row={row} />
          )}
          {column.under === undefined ? null : (
            <Typography variant="caption" color="text.secondary" component="div">
              {plainOf(column.under, row)}
            </Typography>
          )}
        </>
      )}
    />
  );
}

const Empty = ({ text }: { text: string }) => (
  <Typography sx={{ p: 2 }} color="text.secondary">
    {text}
  </Typography>
);

type RowSx = NonNullable<DatagridProps['rowSx']>;

const PhoneCards = ({
  declaration,
  slots,
  rowClick,
  rowSx,
}: {
  declaration: ScopedListDeclaration;
  slots: Slots;
  rowClick: RowClick;
  rowSx?: RowSx;
}) => {
  const { primary, figure, facts: named } = declaration.phone;
  const byName = new Map(declaration.columns.map((column) => [column.name, column]));
  const facts =
    named === undefined
      ? declaration.columns.filter((column) => column.name !== primary && column.name !== figure)
      : named.flatMap((name) => byName.get(name) ?? []);
  const draw = (name: string, row: RaRecord): ReactNode => {
    const column = byName.get(name);
    if (column === undefined) return null;
    return column.cell.kind === 'slot' ? slots[name]?.(row) : <CellView cell={column.cell} row={row} />;
  };
  return (
    <PhoneList
      aria-label={declaration.label}
      rowClick={rowClick}
      {...(rowSx === undefined ? {} : { rowSx })}
      primaryText={(row) => draw(primary, row)}
      {...(figure === undefined ? {} : { tertiaryText: (row: RaRecord) => draw(figure, row) })}
      secondaryText={(row) => (
        <>
          {joinFacts(
            ...facts.flatMap((column) => {
              if (column.cell.kind === 'slot') return [];
              const text = plainOf(column.cell, row);
              const labelled = column.cell.kind === 'money' || column.cell.kind === 'day' || column.cell.kind === 'number';
              return [text === null || text === '' ? null : labelled ? `${column.label}: ${text}` : text];
            }),
            ...facts.flatMap((column) => (column.under === undefined ? [] : [plainOf(column.under, row)])),
          )}
          {facts.filter((column) => column.cell.kind === 'slot').map((column) => (
            <span key={column.name}> {slots[column.name]?.(row)}</span>
          ))}
        </>
      )}
      empty={<Empty text={declaration.empty} />}
    />
  );
};

/** Where a row's path leads (its links), or false when rows have none. */
type RowPath = ((id: Identifier, resource?: string, row?: RaRecord) => string) | false;
/** What a click on a row does: go to its path, or (false) stay for the screen's own dialog. */
type RowClick = ((id: Identifier, resource?: string, row?: RaRecord) => string | false) | false;

/** The rows of the current list context, drawn from the declaration's columns (a table, or cards on a phone). */
export const GeneratedGrid = ({
  declaration,
  slots = {},
  bulkActions,
  rowSx,
  openRow,
}: {
  declaration: ScopedListDeclaration;
  slots?: Slots;
  /** Buttons over the selected rows; without them rows are not selectable. */
  bulkActions?: ReactElement;
  /** A row's look by its state (an unread application highlighted). */
  rowSx?: RowSx;
  /** A row opens in the screen's own dialog (a payout with its history), not at a path. */
  openRow?: (row: RaRecord) => void;
}) => {
  const params = useRouteParams();
  const { filterValues } = useListContext();
  const kept = keptFilterQuery(declaration, filterValues as Record<string, unknown>);
  const rowPath: RowPath =
    declaration.rowPath === undefined ? false : (id, _resource, row) => `${rowPathOf(declaration, params, id, row) ?? ''}${kept}`;
  const dialogClick = (_id: Identifier, _resource?: string, row?: RaRecord) => {
    if (row !== undefined) openRow?.(row);
    return false as const;
  };
  const click: RowClick = openRow === undefined ? rowPath : dialogClick;
  return (
    <ResponsiveList phone={<PhoneCards declaration={declaration} slots={slots} rowClick={click} rowSx={rowSx} />}>
      {/* Named as the phone's cards are, so a table is found by what it holds (a goal's «Участники»). */}
      <Datagrid
        aria-label={declaration.label}
        bulkActionButtons={bulkActions ?? false}
        rowClick={click}
        rowSx={rowSx}
        empty={<Empty text={declaration.empty} />}
      >
        {declaration.columns.map((column) => columnOf(column, slots, rowPath, params))}
      </Datagrid>
    </ResponsiveList>
  );
};

/** A lookup filter's choices, loaded by the screen (the park's aggregators), by field. */
export type FilterChoices = Readonly<Record<string, readonly { id: string | number; name: string }[]>>;

function filterInput(line: ScopedFilterLine, loaded: FilterChoices): ReactElement[] {
  switch (line.kind) {
    case 'search':
      return [<SearchInput key={line.field} source={line.field} label={line.label} placeholder={line.placeholder} alwaysOn />];
    case 'choice': {
      const choices = (line.order ?? Object.keys(line.labels)).map((id) => ({ id, name: line.labels[id] ?? id }));
      const shown = line.optional === undefined ? { alwaysOn: true } : { defaultValue: line.optional.default };
      return [<SelectInput key={line.field} source={line.field} label={line.label} choices={choices} emptyText={line.all} {...shown} />];
    }
    case 'lookup':
      return [<SelectInput key={line.field} source={line.field} label={line.label} choices={[...(loaded[line.field] ?? [])]} alwaysOn emptyText={line.all} />];
    case 'switch':
      return [<BooleanInput key={line.field} source={line.field} label={line.label} defaultValue={true} />];
    case 'period':
      return [
        <DayInput key={line.from} source={line.from} label={line.fromLabel} alwaysOn fullWidth={false} />,
        <DayInput key={line.to} source={line.to} label={line.toLabel} alwaysOn fullWidth={false} />,
      ];
  }
}

const optionalFilter = (line: ScopedFilterLine) => line.kind === 'switch' || (line.kind === 'choice' && line.optional !== undefined);

export interface GeneratedScopedListProps {
  declaration: ScopedListDeclaration;
  slots?: Slots;
  /** Above the rows, inside the list context (the balance's figures, the trips' filter tabs). */
  above?: ReactNode;
  /** Filter values the list starts with (a period remembered from the last visit). */
  filterDefaultValues?: object;
  /** Filter values of the route besides the parent (the trips' tab). */
  routeFilter?: Record<string, string>;
  /** The list's look beside the declaration (narrower cells where a table has many columns). */
  sx?: SxProps<Theme>;
  /** A page's toolbar buttons («Новая цель»). */
  actions?: ReactNode;
  /** Buttons over the selected rows. */
  bulkActions?: ReactElement;
  /** A row's look by its state. */
  rowSx?: RowSx;
  /** The choices of the declaration's lookup filters. */
  choices?: FilterChoices;
  /** A row opens in the screen's own dialog rather than at the declaration's `rowPath`. */
  openRow?: (row: RaRecord) => void;
  /** Filter inputs a line cannot say (a search, choices loaded from the server), before the declared ones. */
  filters?: ReactElement[];
  /** Says a failed load in the screen's own words (the news: spec 8's 'Получение данных …'). */
  onLoadError?: (error: unknown) => void;
}

export const GeneratedScopedList = ({
  declaration,
  slots,
  above,
  filterDefaultValues,
  routeFilter,
  sx,
  actions,
  bulkActions,
  rowSx,
  choices = {},
  openRow,
  filters,
  onLoadError,
}: GeneratedScopedListProps) => {
  const params = useRouteParams();
  const { page, tabs } = declaration;
  const perPage = declaration.paged ? (declaration.perPage ?? 25) : 100;
  const firstTab = tabs?.tabs[0]?.value;
  const filterButton = declaration.filters?.some(optionalFilter) === true ? <FilterButton /> : null;
  const toolbar = actions === undefined && filterButton === null ? false : (
    <TopToolbar>
      {filterButton}
      {actions}
    </TopToolbar>
  );
  const inputs = [...(filters ?? []), ...(declaration.filters?.flatMap((line) => filterInput(line, choices)) ?? [])];
  const tabPath = tabs?.path;
  const pathTab = tabs === undefined || tabPath === undefined ? {} : { [tabs.field]: params[tabs.field] ?? '' };
  return (
    <List
      resource={declaration.wire}
      filter={{ ...scopeFilterOf(declaration, params), ...pathTab, ...routeFilter }}
      filters={inputs.length === 0 ? undefined : inputs}
      filterDefaultValues={
        tabs === undefined || firstTab === undefined || tabPath !== undefined ? filterDefaultValues : { [tabs.field]: firstTab, ...filterDefaultValues }
      }
      sort={declaration.defaultSort}
      title={page?.title ?? false}
      actions={toolbar}
      // A page is a route's view: DeclaredRoute has checked the session and the group (and the
      // server checks every call), so react-admin's own round of checks would only delay the rows.
      disableAuthentication={page !== undefined}
      queryOptions={{
        ...(declaration.latest === undefined ? {} : { meta: { latest: declaration.latest } }),
        ...(onLoadError === undefined ? {} : { onError: onLoadError }),
      }}
      perPage={perPage}
      storeKey={page?.storeKey ?? false}
      disableSyncWithLocation={page === undefined && !declaration.paged}
      empty={false}
      component={page === undefined ? 'div' : undefined}
      sx={page === undefined ? sx : listSx}
      pagination={declaration.paged ? <Pagination rowsPerPageOptions={[...(declaration.perPageOptions ?? [25, 50, 100])]} /> : false}
    >
      {tabs === undefined ? null : tabPath === undefined ? (
        <FilterTabs label={tabs.label} source={tabs.field} tabs={tabs.tabs} />
      ) : (
        <LinkTabs
          label={tabs.label}
          value={tabs.tabs.find((tab) => tab.value === params[tabs.field])?.value ?? false}
          tabs={tabs.tabs}
          to={(value) => tabPath.replace(`:${tabs.field}`, encodeURIComponent(value))}
        />
      )}
      {above}
      <GeneratedGrid declaration={declaration} slots={slots} bulkActions={bulkActions} rowSx={rowSx} openRow={openRow} />
    </List>
  );
};

/**
 * A scoped list (schemas/resource-list.ts) drawn from its declaration: react-admin's List over the
 * declared wire shape's adapter, fixed to the route's parent record and scope, its cells by kind,
 * on a phone one card per row. `GeneratedGrid` alone serves rows another list context holds (a
 * charge's postings, a goal's trips); `slots` draws the columns the declaration leaves to the screen.
 */
import { Chip, Link, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { Datagrid, FunctionField, List, Pagination, SelectInput, TextInput, TopToolbar, type RaRecord } from 'react-admin';
import {
  cellText,
  codeAt,
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
import { FilterTabs } from '../ListTabs';
import { formatMoney, Money } from '../money';
import { joinFacts, PhoneList, ResponsiveList } from '../ResponsiveList';

/** Cells the screen draws itself, by column name. */
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

function columnOf(column: ColumnLine, slots: Slots, rowClick: RowClick) {
  const slot = slots[column.name];
  const figure = column.cell.kind === 'money' || column.cell.kind === 'number';
  return (
    <FunctionField
      key={column.name}
      label={column.label}
      source={column.sortable === true ? column.name : undefined}
      sortable={column.sortable === true}
      textAlign={figure ? 'right' : undefined}
      render={(row: RaRecord) => (
        <>
          {column.link === true && rowClick !== false ? (
            <RowLink to={rowClick(row.id)}>
              {column.cell.kind === 'slot' ? slot?.(row) : <CellView cell={column.cell} row={row} />}
            </RowLink>
          ) : column.cell.kind === 'slot' ? (
            slot?.(row)
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

const PhoneCards = ({ declaration, slots, rowClick }: { declaration: ScopedListDeclaration; slots: Slots; rowClick: RowClick }) => {
  const { primary, figure } = declaration.phone;
  const byName = new Map(declaration.columns.map((column) => [column.name, column]));
  const facts = declaration.columns.filter((column) => column.name !== primary && column.name !== figure);
  const draw = (name: string, row: RaRecord): ReactNode => {
    const column = byName.get(name);
    if (column === undefined) return null;
    return column.cell.kind === 'slot' ? slots[name]?.(row) : <CellView cell={column.cell} row={row} />;
  };
  return (
    <PhoneList
      aria-label={declaration.label}
      rowClick={rowClick}
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
            ...declaration.columns.flatMap((column) => (column.under === undefined ? [] : [plainOf(column.under, row)])),
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

type RowClick = ((id: string | number) => string) | false;

/** The rows of the current list context, drawn from the declaration's columns (a table, or cards on a phone). */
export const GeneratedGrid = ({
  declaration,
  slots = {},
  bulkActions,
}: {
  declaration: ScopedListDeclaration;
  slots?: Slots;
  /** Buttons over the selected rows; without them rows are not selectable. */
  bulkActions?: ReactElement;
}) => {
  const params = useRouteParams();
  const rowClick: RowClick = declaration.rowPath === undefined ? false : (id) => rowPathOf(declaration, params, id) ?? '';
  return (
    <ResponsiveList phone={<PhoneCards declaration={declaration} slots={slots} rowClick={rowClick} />}>
      {/* Named as the phone's cards are, so a table is found by what it holds (a goal's «Участники»). */}
      <Datagrid
        aria-label={declaration.label}
        bulkActionButtons={bulkActions ?? false}
        rowClick={rowClick}
        empty={<Empty text={declaration.empty} />}
      >
        {declaration.columns.map((column) => columnOf(column, slots, rowClick))}
      </Datagrid>
    </ResponsiveList>
  );
};

function filterInput(line: ScopedFilterLine): ReactElement[] {
  if (line.kind === 'choice') {
    const choices = Object.entries(line.labels).map(([id, name]) => ({ id, name }));
    return [<SelectInput key={line.field} source={line.field} label={line.label} choices={choices} alwaysOn emptyText={line.all} />];
  }
  if (line.kind === 'search') return [<TextInput key={line.field} source={line.field} label={line.label} alwaysOn resettable />];
  return [
    <DayInput key={line.from} source={line.from} label={line.fromLabel} alwaysOn fullWidth={false} />,
    <DayInput key={line.to} source={line.to} label={line.toLabel} alwaysOn fullWidth={false} />,
  ];
}

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
  onLoadError,
}: GeneratedScopedListProps) => {
  const params = useRouteParams();
  const { page, tabs } = declaration;
  const perPage = declaration.paged ? (declaration.perPage ?? 25) : 100;
  const firstTab = tabs?.tabs[0]?.value;
  return (
    <List
      resource={declaration.wire}
      filter={{ ...scopeFilterOf(declaration, params), ...routeFilter }}
      queryOptions={onLoadError === undefined ? undefined : { onError: onLoadError }}
      filters={declaration.filters?.flatMap(filterInput)}
      filterDefaultValues={tabs === undefined || firstTab === undefined ? filterDefaultValues : { [tabs.field]: firstTab, ...filterDefaultValues }}
      sort={declaration.defaultSort}
      title={page?.title ?? false}
      actions={actions === undefined ? false : <TopToolbar>{actions}</TopToolbar>}
      perPage={perPage}
      storeKey={page?.storeKey ?? false}
      disableSyncWithLocation={page === undefined && !declaration.paged}
      empty={false}
      component={page === undefined ? 'div' : undefined}
      sx={page === undefined ? sx : listSx}
      pagination={declaration.paged ? <Pagination rowsPerPageOptions={[...(declaration.perPageOptions ?? [25, 50, 100])]} /> : false}
    >
      {tabs === undefined ? null : <FilterTabs label={tabs.label} source={tabs.field} tabs={tabs.tabs} />}
      {above}
      <GeneratedGrid declaration={declaration} slots={slots} bulkActions={bulkActions} />
    </List>
  );
};

/**
 * A scoped list (schemas/resource-list.ts) drawn from its declaration: react-admin's List over the
 * declared wire shape's adapter, fixed to the route's parent record and scope, its cells by kind,
 * on a phone one card per row. `GeneratedGrid` alone serves rows another list context holds (a
 * charge's postings, a goal's trips); `slots` draws the columns the declaration leaves to the screen.
 */
import { Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { Datagrid, FilterButton, List, Pagination, TopToolbar, useListContext, type DatagridProps, type Identifier, type RaRecord } from 'react-admin';
import { keptFilterQuery, pollInterval, rowPathOf, scopeFilterOf, type ScopedListDeclaration } from '../../../schemas/resource-list';
import { useRouteParams } from '../../root/routeParams';
import { listSx } from '../listSx';
import { FilterTabs, LinkTabs } from '../ListTabs';
import { joinFacts, PhoneList, ResponsiveList } from '../ResponsiveList';
import { EditCell } from './editCell';
import { CellView, columnOf, plainOf, type RowPath, type Slots } from './scopedCells';
import { filterInput, optionalFilter, type FilterChoices } from './scopedFilters';

export type { FilterChoices, Slots };

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
  readOnly,
}: {
  declaration: ScopedListDeclaration;
  slots: Slots;
  rowClick: RowClick;
  rowSx?: RowSx;
  readOnly?: boolean;
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
    if (column.edit !== undefined) return <EditCell column={column} line={column.edit} row={row} disabled={readOnly} />;
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
              if (column.cell.kind === 'slot' || column.edit !== undefined) return [];
              const text = plainOf(column.cell, row);
              const labelled = column.cell.kind === 'money' || column.cell.kind === 'day' || column.cell.kind === 'number';
              return [text === null || text === '' ? null : labelled ? `${column.label}: ${text}` : text];
            }),
            ...facts.flatMap((column) => (column.under === undefined ? [] : [plainOf(column.under, row)])),
          )}
          {facts.filter((column) => column.cell.kind === 'slot').map((column) => (
            <span key={column.name}> {slots[column.name]?.(row)}</span>
          ))}
          {facts.filter((column) => column.edit !== undefined).map((column) => (
            <span key={column.name}> {draw(column.name, row)}</span>
          ))}
        </>
      )}
      empty={<Empty text={declaration.empty} />}
    />
  );
};

/** What a click on a row does: go to its path, or (false) stay for the screen's own dialog. */
type RowClick = ((id: Identifier, resource?: string, row?: RaRecord) => string | false) | false;

/** The rows of the current list context, drawn from the declaration's columns (a table, or cards on a phone). */
export const GeneratedGrid = ({
  declaration,
  slots = {},
  bulkActions,
  rowSx,
  openRow,
  readOnly,
}: {
  declaration: ScopedListDeclaration;
  slots?: Slots;
  /** Editable cells are shown but not changed (a person who may only read). */
  readOnly?: boolean;
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
    <ResponsiveList phone={<PhoneCards declaration={declaration} slots={slots} rowClick={click} rowSx={rowSx} readOnly={readOnly} />}>
      {/* Named as the phone's cards are, so a table is found by what it holds (a goal's «Участники»). */}
      <Datagrid
        aria-label={declaration.label}
        bulkActionButtons={bulkActions ?? false}
        rowClick={click}
        rowSx={rowSx}
        empty={<Empty text={declaration.empty} />}
      >
        {declaration.columns.map((column) => columnOf(column, slots, rowPath, params, readOnly))}
      </Datagrid>
    </ResponsiveList>
  );
};

/** A poll line as react-query's interval over the answer react-admin keeps (`{ data, total }`). */
const pollOf =
  (declaration: ScopedListDeclaration) =>
  (query: { state: { data?: { data?: readonly RaRecord[] } } }): number | false =>
    pollInterval(declaration.poll, query.state.data?.data);

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
  /** Editable cells are shown but not changed (a person who may only read). */
  readOnly?: boolean;
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
  readOnly,
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
        ...(declaration.poll === undefined ? {} : { refetchInterval: pollOf(declaration) }),
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
      <GeneratedGrid declaration={declaration} slots={slots} bulkActions={bulkActions} rowSx={rowSx} openRow={openRow} readOnly={readOnly} />
    </List>
  );
};

/**
 * A scoped list's cells by kind (schemas/resource-list.ts): the words a phone card shows, the
 * table's cell, a column as react-admin's field with its links and the screen's slots.
 */
import { Chip, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FunctionField, type Identifier, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { cellText, codeAt, readPath, rowPathOf, type Cell, type ColumnLine } from '../../../schemas/resource-list';
import { formatDate, formatDateTime } from '../dates';
import { EditCell } from './editCell';
import { formatNumber } from '../format';
import { formatMoney, Money } from '../money';

/** Where a row's path leads (its links), or false when rows have none. */
export type RowPath = ((id: Identifier, resource?: string, row?: RaRecord) => string) | false;

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
export function plainOf(cell: Cell, row: RaRecord): string | null {
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

export const CellView = ({ cell, row }: { cell: Cell; row: RaRecord }) => {
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

export function columnOf(
  column: ColumnLine,
  slots: Slots,
  rowClick: RowPath,
  params: Readonly<Record<string, string | undefined>>,
  /** Editable cells are shown but not changed (a person who may only read). */
  readOnly = false,
) {
  const { edit } = column;
  if (edit !== undefined)
    return <FunctionField key={column.name} label={column.label} sortable={false} render={(row: RaRecord) => <EditCell column={column} line={edit} row={row} disabled={readOnly} />} />;
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


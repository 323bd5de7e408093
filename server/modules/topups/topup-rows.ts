/**
 * The rows of a top-up, pure: a file's sheet (header «Телефон» or «ID водителя», «Сумма»,
 * «Комментарий») or a list from the screen, read into rows, then checked against the park's
 * drivers with Russian errors per row.
 */
import { MAX_INPUT_KOPECKS, kopecksToWire, parseKopecks } from '../../../schemas/money';
import { normalisePhone } from '../../../schemas/phone';
import type { TopupCheckedRow } from '../../../schemas/payout-lists';
import { t } from '../../../texts/t';

export type TopupCell = string | number | boolean | Date | null;

/** A row as read, before the drivers are known. */
export interface TopupLine {
  row: number;
  driverId: number | null;
  /** E.164 when a phone was given and read; the raw text is kept only to tell "not read". */
  phone: string | null;
  phoneGiven: boolean;
  amountKop: number | null;
  amountError: string | null;
  comment: string | null;
}

export interface TopupDriver {
  id: number;
  fullName: string;
}

export class TopupFileError extends Error {}

type Column = 'phone' | 'driverId' | 'amount' | 'comment';
const norm = (text: string) => text.trim().toLowerCase().replace(/ё/g, 'е').replace(/[\s\u00a0]+/g, ' ');
const HEADERS = new Map<string, Column>([
  [norm(t('payoutLists.columns.phone')), 'phone'],
  ['телефон водителя', 'phone'],
  [norm(t('payoutLists.columns.driverId')), 'driverId'],
  ['id', 'driverId'],
  [norm(t('payoutLists.columns.amount')), 'amount'],
  ['сумма, ₽', 'amount'],
  ['сумма, руб', 'amount'],
  [norm(t('payoutLists.columns.comment')), 'comment'],
]);

const text = (cell: TopupCell | undefined): string | null => {
  if (cell === null || cell === undefined) return null;
  const value = cell instanceof Date ? cell.toISOString() : String(cell).trim();
  return value === '' ? null : value;
};

/** A sum as a cell holds it: a number (roubles) or text «1 500,50». */
export function readAmount(cell: TopupCell | undefined): { kop: number | null; error: string | null } {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return { kop: null, error: t('payoutLists.topupErrors.amountInvalid') };
    return checkedAmount(Math.round(cell * 100));
  }
  const value = text(cell);
  if (value === null) return { kop: null, error: t('payoutLists.topupErrors.amountMissing') };
  const kop = parseKopecks(value);
  return kop === null ? { kop: null, error: t('payoutLists.topupErrors.amountInvalid') } : checkedAmount(kop);
}

function checkedAmount(kop: number): { kop: number | null; error: string | null } {
  if (kop <= 0) return { kop: null, error: t('payoutLists.topupErrors.amountNotPositive') };
  if (kop > MAX_INPUT_KOPECKS) return { kop: null, error: t('payoutLists.topupErrors.amountTooLarge') };
  return { kop, error: null };
}

function readDriverId(cell: TopupCell | undefined): number | null {
  const value = text(cell);
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function line(row: number, cells: { phone?: TopupCell; driverId?: TopupCell; amount?: TopupCell; comment?: TopupCell }): TopupLine {
  const phoneText = text(cells.phone);
  const amount = readAmount(cells.amount);
  return {
    row,
    driverId: readDriverId(cells.driverId),
    phone: phoneText === null ? null : normalisePhone(phoneText),
    phoneGiven: phoneText !== null,
    amountKop: amount.kop,
    amountError: amount.error,
    comment: text(cells.comment)?.slice(0, 500) ?? null,
  };
}

/** A sheet's rows under its header; the row numbers are the spreadsheet's. */
export function linesOfSheet(header: readonly TopupCell[], rows: readonly { line: number; cells: readonly TopupCell[] }[]): TopupLine[] {
  const index = new Map<Column, number>();
  header.forEach((cell, position) => {
    const column = typeof cell === 'string' ? HEADERS.get(norm(cell)) : undefined;
    if (column !== undefined && !index.has(column)) index.set(column, position);
  });
  if ((!index.has('phone') && !index.has('driverId')) || !index.has('amount')) throw new TopupFileError(t('payoutLists.topupErrors.noColumns'));
  const at = (cells: readonly TopupCell[], column: Column) => {
    const position = index.get(column);
    return position === undefined ? null : (cells[position] ?? null);
  };
  return rows.map(({ line: row, cells }) =>
    line(row, { phone: at(cells, 'phone'), driverId: at(cells, 'driverId'), amount: at(cells, 'amount'), comment: at(cells, 'comment') }),
  );
}

/** Rows a screen sent, numbered from 1. */
export function linesOfList(rows: readonly { driver_id?: number | null; phone?: string | null; amount: string; comment?: string | null }[]): TopupLine[] {
  return rows.map((row, index) =>
    line(index + 1, { phone: row.phone ?? null, driverId: row.driver_id === undefined || row.driver_id === null ? null : String(row.driver_id), amount: row.amount, comment: row.comment ?? null }),
  );
}

/** Each row with its driver and its errors; a driver id of another park is simply not found. */
export function checkLines(
  lines: readonly TopupLine[],
  drivers: { byId: ReadonlyMap<number, TopupDriver>; byPhone: ReadonlyMap<string, TopupDriver> },
): { line: TopupLine; checked: TopupCheckedRow; driver: TopupDriver | null }[] {
  return lines.map((item) => {
    const errors: string[] = [];
    let driver: TopupDriver | null = null;
    if (item.driverId !== null) {
      driver = drivers.byId.get(item.driverId) ?? null;
      if (driver === null) errors.push(t('payoutLists.topupErrors.driverNotFound'));
    } else if (item.phone !== null) {
      driver = drivers.byPhone.get(item.phone) ?? null;
      if (driver === null) errors.push(t('payoutLists.topupErrors.driverNotFound'));
    } else if (item.phoneGiven) {
      errors.push(t('payoutLists.topupErrors.phoneInvalid'));
    } else {
      errors.push(t('payoutLists.topupErrors.noDriver'));
    }
    if (item.amountError !== null) errors.push(item.amountError);
    return {
      line: item,
      driver,
      checked: {
        row: item.row,
        driver_id: driver?.id ?? null,
        driver_name: driver?.fullName ?? null,
        amount: item.amountKop === null ? null : kopecksToWire(item.amountKop),
        comment: item.comment,
        errors,
      },
    };
  });
}

export const tooManyRows = (max: number) => new TopupFileError(t('payoutLists.topupErrors.tooManyRows', { max }));

/**
 * A bulk payout's rows as a list or a file gives them (xlsx or csv, read like a handy registry:
 * exceljs, never SheetJS): the driver by «ID водителя» or «Телефон», the sum in «Сумма». The
 * file's own problems are one 400 at `file`; each row's are checked later, row by row.
 */
import type { z } from 'zod';
import type { BulkPayoutRequestSchema } from '../../../schemas/payouts';
import { normalisePhone } from '../../../schemas/phone';
import { t } from '../../../texts/t';
import { errors } from '../../errors';
import { readRegistryFile } from '../registries/registry-file';
import { RegistryFileError, type RegistryCell } from '../registries/registry-rows';
import { uploadedBytes } from '../../lib/uploads';

export type BulkRequest = z.output<typeof BulkPayoutRequestSchema>;

export interface BulkInputRow {
  /** 1-based: the list's position, or the file's line as a spreadsheet shows it. */
  row: number;
  driverId: number | null;
  /** E.164 when it is a phone; the text as given otherwise (it then finds nobody). */
  phone: string | null;
  amount: string;
}

const MAX_ROWS = 10_000;
const norm = (text: string) => text.trim().toLowerCase().replace(/ё/g, 'е').replace(/[\s\u00a0]+/g, ' ');

function text(cell: RegistryCell | undefined): string | null {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) return cell.toISOString();
  const value = String(cell).trim();
  return value === '' ? null : value;
}

const phoneOf = (value: string | null | undefined): string | null => (value ? (normalisePhone(value) ?? value.trim()) : null);

async function fileRows(contentBase64: string): Promise<BulkInputRow[]> {
  const bytes = uploadedBytes(contentBase64);
  let table;
  try {
    table = await readRegistryFile(bytes);
  } catch (error) {
    if (error instanceof RegistryFileError) throw errors.file(error.message);
    throw error;
  }
  const names = table.header.map((cell) => norm(text(cell) ?? ''));
    const phoneAt = names.indexOf(norm(t('payouts.bulk.columns.phone')));
  const idAt = names.indexOf(norm(t('payouts.bulk.columns.driverId')));
  const amountAt = names.indexOf(norm(t('payouts.bulk.columns.amount')));
  if (amountAt < 0 || (phoneAt < 0 && idAt < 0)) throw errors.file(t('payouts.bulk.noColumns'));
  if (table.rows.length === 0) throw errors.file(t('payouts.bulk.noRows'));
  return table.rows.map(({ line, cells }) => {
    const id = idAt >= 0 ? text(cells[idAt]) : null;
    const parsedId = id !== null && /^\d{1,15}$/.test(id) ? Number(id) : null;
    return {
      row: line,
      // An id that is not a number is not an id: the row says it found no driver.
      driverId: id !== null && parsedId === null ? -1 : parsedId,
      phone: phoneAt >= 0 ? phoneOf(text(cells[phoneAt])) : null,
      amount: text(cells[amountAt]) ?? '',
    };
  });
}

export async function bulkRows(request: BulkRequest): Promise<BulkInputRow[]> {
  const rows =
    'rows' in request
      ? request.rows.map((row, index) => ({ row: index + 1, driverId: row.driver_id ?? null, phone: phoneOf(row.phone), amount: row.amount }))
      : await fileRows(request.content_base64);
  if (rows.length > MAX_ROWS) throw errors.file(t('payouts.bulk.tooManyRows', { max: MAX_ROWS }));
  return rows;
}

/**
 * A registry's rows checked, without the database (pure): the header row matched to the registry's
 * columns (`headerColumns`), each data row read into typed values with an error per bad cell
 * (`readRow`), and then the rows resolved against the park (`resolveRows`): the driver found by
 * phone or licence among the park's drivers, an order number repeated in the file, an order
 * applied before. Errors are Russian, one per column, and a row with any error is not applied.
 */
import { PAYMENT_METHODS, type PaymentMethod } from '../../../schemas/fleet';
import { MAX_INPUT_KOPECKS, parseKopecks } from '../../../schemas/money';
import { normalisePhone } from '../../../schemas/phone';
import { REGISTRY_COLUMNS, REQUIRED_REGISTRY_COLUMNS, type RegistryColumn } from '../../../schemas/registry';
import { t, textsAt } from '../../../texts/t';
import type { StoredRegistryRow } from '../../db/registries.schema';

/** A cell as the file reader gives it (registry-file.ts). */
export type RegistryCell = string | number | boolean | Date | null;

export interface RegistryTable {
  header: RegistryCell[];
  /** Data rows with their line in the file (the header is line 1); blank rows left out. */
  rows: { line: number; cells: RegistryCell[] }[];
}

/** A file that cannot be a registry at all: refused as a whole, nothing kept. */
export class RegistryFileError extends Error {}

const norm = (text: string) => text.trim().toLowerCase().replace(/ё/g, 'е').replace(/[\s\u00a0]+/g, ' ');

const HEADER_OF = new Map<string, RegistryColumn>(REGISTRY_COLUMNS.map((column) => [norm(t(`registry.columns.${column}`)), column]));

/** Which registry column each of the file's columns is (null: a column the registry does not use). */
export function headerColumns(header: readonly RegistryCell[]): (RegistryColumn | null)[] {
  const seen = new Set<RegistryColumn>();
  const columns = header.map((cell) => {
    const column = HEADER_OF.get(norm(textOf(cell) ?? '')) ?? null;
    if (column !== null) {
      if (seen.has(column)) throw new RegistryFileError(t('registry.file.duplicateColumn', { column: t(`registry.columns.${column}`) }));
      seen.add(column);
    }
    return column;
  });
  if (seen.size === 0) throw new RegistryFileError(t('registry.file.noHeader'));
  const missing = REQUIRED_REGISTRY_COLUMNS.filter((column) => !seen.has(column));
  if (missing.length > 0) {
    throw new RegistryFileError(
      t('registry.file.missingColumns', { columns: missing.map((column) => `«${t(`registry.columns.${column}`)}»`).join(', ') }),
    );
  }
  if (!seen.has('phone') && !seen.has('licence')) throw new RegistryFileError(t('registry.file.noDriverColumn'));
  return columns;
}

/** The cell as trimmed text; null when empty. */
function textOf(cell: RegistryCell | undefined): string | null {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) return cell.toISOString();
  const text = String(cell).trim();
  return text === '' ? null : text;
}

// ---- values ---------------------------------------------------------------------------------

type Parsed<T> = { value: T } | { error: string };

/** A sum in kopecks: a number cell or text as people write it ("1 234,50"). */
export function parseSum(cell: RegistryCell): Parsed<number> {
  let kopecks: number | null;
  if (typeof cell === 'number') {
    kopecks = Number.isFinite(cell) ? Math.round(cell * 100) : null;
  } else {
    const text = textOf(cell)?.replace(/\s*(₽|руб\.?|р\.?)$/i, '') ?? '';
    kopecks = /^[-+]?[\d\s\u00a0]{1,20}([.,]\d*)?$/.test(text) && /\d/.test(text) ? parseKopecks(text.replace(/([.,]\d{2})\d*$/, '$1')) : null;
  }
  if (kopecks === null) return { error: t('registry.row.sumInvalid') };
  if (kopecks < 0) return { error: t('registry.row.sumNegative') };
  if (kopecks > MAX_INPUT_KOPECKS) return { error: t('registry.row.sumTooLarge') };
  return { value: kopecks };
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const RU_DATE = /^(\d{1,2})[./](\d{1,2})[./](\d{4})(?:[\sT,]+(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Milliseconds of a wall-clock time as if it were UTC; null when there is no such date. */
function wallClock(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number | null {
  if (hour > 23 || minute > 59 || second > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(ms);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? ms : null;
}

/** The instant a wall-clock time in `timeZone` names. */
export function zonedInstant(wallMs: number, timeZone: string): Date {
  const probe = new Date(wallMs);
  const local = Date.parse(`${probe.toLocaleString('sv-SE', { timeZone })}Z`.replace(' ', 'T'));
  return new Date(wallMs - (local - wallMs));
}

/**
 * The order's date: an xlsx date cell (its wall-clock time), an Excel serial number, or text
 * «ДД.ММ.ГГГГ ЧЧ:ММ» / ISO; a time without a zone is the park's (`timeZone`).
 */
export function parseDate(cell: RegistryCell, timeZone: string, now: Date): Parsed<Date> {
  let instant: Date | null = null;
  if (cell instanceof Date) {
    instant = Number.isNaN(cell.getTime()) ? null : zonedInstant(cell.getTime(), timeZone);
  } else if (typeof cell === 'number') {
    instant = cell > 0 && cell < 2_958_466 ? zonedInstant(EXCEL_EPOCH_MS + Math.round(cell * DAY_MS), timeZone) : null;
  } else {
    const text = textOf(cell) ?? '';
    const ru = RU_DATE.exec(text);
    const iso = ru ? null : ISO_DATE.exec(text);
    if (ru) {
      const [, d, m, y, h, mi, s] = ru;
      const wall = wallClock(Number(y), Number(m), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
      instant = wall === null ? null : zonedInstant(wall, timeZone);
    } else if (iso) {
      const [, y, m, d, h, mi, s, zone] = iso;
      const wall = wallClock(Number(y), Number(m), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
      if (wall !== null) instant = zone ? new Date(Date.parse(text.replace(' ', 'T'))) : zonedInstant(wall, timeZone);
    }
  }
  if (instant === null || Number.isNaN(instant.getTime())) return { error: t('registry.row.dateInvalid') };
  if (instant.getUTCFullYear() < 2000) return { error: t('registry.row.dateTooOld') };
  if (instant.getTime() > now.getTime()) return { error: t('registry.row.dateFuture') };
  return { value: instant };
}

const PAYMENT_OF = new Map<string, PaymentMethod>(
  PAYMENT_METHODS.flatMap((method) => [
    [norm(t(`fleet.paymentMethod.${method}`)), method] as const,
    [method, method] as const,
    ...textsAt('registry.paymentSynonyms')[method].map((word) => [norm(word), method] as const),
  ]),
);

export function parsePayment(cell: RegistryCell): Parsed<PaymentMethod> {
  const text = textOf(cell);
  if (text === null) return { error: t('registry.row.paymentRequired') };
  const method = PAYMENT_OF.get(norm(text));
  return method ? { value: method } : { error: t('registry.row.paymentUnknown', { value: text.slice(0, 40) }) };
}

const LICENCE = /^[0-9A-ZА-ЯЁ]{6,20}$/;
export const normaliseLicence = (text: string) => text.replace(/\s/g, '').toUpperCase();

// ---- a row ----------------------------------------------------------------------------------

/** An error at a cell, with the cell's text as the file has it (null when empty). */
export interface CellError {
  column: RegistryColumn;
  message: string;
  value: string | null;
}

/** A row read from its cells: the values that parsed, an error for each that did not. */
export interface ReadRow {
  line: number;
  order: string | null;
  bookedAt: Date | null;
  /** E.164, when the cell held a phone. */
  phone: string | null;
  licence: string | null;
  driverText: string | null;
  priceKop: number | null;
  paymentMethod: PaymentMethod | null;
  aggregatorCommissionKop: number | null;
  payoutKop: number | null;
  addressFrom: string | null;
  addressTo: string | null;
  fraudReason: string | null;
  errors: CellError[];
}

const MAX_TEXT = 500;

export function readRow(
  columns: readonly (RegistryColumn | null)[],
  row: { line: number; cells: readonly RegistryCell[] },
  context: { timeZone: string; now: Date },
): ReadRow {
  const cell = (column: RegistryColumn): RegistryCell => {
    const index = columns.indexOf(column);
    return index < 0 ? null : (row.cells[index] ?? null);
  };
  const errors: CellError[] = [];
  const fail = (column: RegistryColumn, message: string) => {
    const value = cell(column);
    errors.push({ column, message, value: value instanceof Date ? value.toISOString().slice(0, 16).replace('T', ' ') : (textOf(value)?.slice(0, 100) ?? null) });
  };
  const take = <T>(column: RegistryColumn, parsed: Parsed<T>): T | null => {
    if ('error' in parsed) {
      fail(column, parsed.error);
      return null;
    }
    return parsed.value;
  };
  const text = (column: RegistryColumn): string | null => {
    const value = textOf(cell(column));
    if (value !== null && value.length > MAX_TEXT) {
      fail(column, t('registry.row.textTooLong', { max: MAX_TEXT }));
      return null;
    }
    return value;
  };

  let order = textOf(cell('order'));
  if (order === null) fail('order', t('registry.row.orderRequired'));
  else if (order.length > 64) {
    fail('order', t('registry.row.orderTooLong'));
    order = null;
  }

  const dateCell = cell('date');
  const bookedAt = textOf(dateCell) === null ? take<Date>('date', { error: t('registry.row.dateRequired') }) : take('date', parseDate(dateCell, context.timeZone, context.now));

  const phoneText = textOf(cell('phone'));
  const licenceText = textOf(cell('licence'));
  let phone: string | null = null;
  let licence: string | null = null;
  if (phoneText !== null) {
    phone = normalisePhone(phoneText);
    if (phone === null) fail('phone', t('registry.row.phoneInvalid'));
  }
  if (licenceText !== null) {
    licence = normaliseLicence(licenceText);
    if (!LICENCE.test(licence)) {
      fail('licence', t('registry.row.licenceInvalid'));
      licence = null;
    }
  }
  if (phoneText === null && licenceText === null) {
    fail(columns.includes('phone') ? 'phone' : 'licence', t('registry.row.driverRequired'));
  }

  const priceCell = cell('price');
  const priceKop = textOf(priceCell) === null ? take<number>('price', { error: t('registry.row.priceRequired') }) : take('price', parseSum(priceCell));
  const paymentMethod = take('payment', parsePayment(cell('payment')));
  const commissionCell = cell('aggregator_commission');
  let aggregatorCommissionKop = textOf(commissionCell) === null ? null : take('aggregator_commission', parseSum(commissionCell));
  if (aggregatorCommissionKop !== null && priceKop !== null && aggregatorCommissionKop > priceKop) {
    fail('aggregator_commission', t('registry.row.commissionOverPrice'));
    aggregatorCommissionKop = null;
  }
  const payoutCell = cell('payout');
  const payoutKop = textOf(payoutCell) === null ? null : take('payout', parseSum(payoutCell));

  return {
    line: row.line,
    order,
    bookedAt,
    phone,
    licence,
    driverText: phoneText ?? licenceText,
    priceKop,
    paymentMethod,
    aggregatorCommissionKop,
    payoutKop,
    addressFrom: text('address_from'),
    addressTo: text('address_to'),
    fraudReason: text('fraud_reason'),
    errors,
  };
}

// ---- against the park -----------------------------------------------------------------------

export interface RegistryDriver {
  id: number;
  fullName: string;
}

export interface ParkLookup {
  /** The park's drivers by E.164 phone. */
  byPhone: ReadonlyMap<string, RegistryDriver>;
  /** The park's drivers by normalised licence number. */
  byLicence: ReadonlyMap<string, RegistryDriver>;
  /** Order numbers of this aggregator already applied. */
  appliedOrders: ReadonlySet<string>;
}

/**
 * The rows with their drivers found in the park (another park's driver is simply not found), an
 * order number repeated in the file marked on every repeat, and an order applied before marked
 * skipped (not an error).
 */
export function resolveRows(rows: readonly ReadRow[], lookup: ParkLookup): StoredRegistryRow[] {
  const firstLine = new Map<string, number>();
  return rows.map((row) => {
    const errors = [...row.errors];
    let driver: RegistryDriver | null = null;
    const byPhone = row.phone === null ? null : (lookup.byPhone.get(row.phone) ?? null);
    const byLicence = row.licence === null ? null : (lookup.byLicence.get(row.licence) ?? null);
    if (row.phone !== null && byPhone === null) errors.push({ column: 'phone', message: t('registry.row.driverUnknown'), value: row.phone });
    if (row.licence !== null && byLicence === null) errors.push({ column: 'licence', message: t('registry.row.driverUnknown'), value: row.licence });
    if (byPhone && byLicence && byPhone.id !== byLicence.id) {
      errors.push({ column: 'licence', message: t('registry.row.driverMismatch'), value: row.licence });
    }
    else driver = byPhone ?? byLicence;

    if (row.order !== null) {
      const first = firstLine.get(row.order);
      if (first === undefined) firstLine.set(row.order, row.line);
      else errors.push({ column: 'order', message: t('registry.row.orderDuplicate', { line: first }), value: row.order });
    }
    const skipped = errors.length === 0 && row.order !== null && lookup.appliedOrders.has(row.order);
    return {
      line: row.line,
      order: row.order,
      bookedAt: row.bookedAt?.toISOString() ?? null,
      driverId: driver?.id ?? null,
      driverName: driver?.fullName ?? null,
      driverText: row.driverText,
      priceKop: row.priceKop,
      paymentMethod: row.paymentMethod,
      aggregatorCommissionKop: row.aggregatorCommissionKop,
      payoutKop: row.payoutKop,
      addressFrom: row.addressFrom,
      addressTo: row.addressTo,
      fraudReason: row.fraudReason,
      errors,
      skipped,
    };
  });
}

/** What a checked registry adds up to: rows with errors, rows applied before, and the sums of the rest. */
export function registryTotals(rows: readonly StoredRegistryRow[]) {
  const totals = { errorRows: 0, skippedRows: 0, priceKop: 0, aggregatorCommissionKop: 0, payoutKop: 0 };
  for (const row of rows) {
    if (row.errors.length > 0) totals.errorRows += 1;
    else if (row.skipped) totals.skippedRows += 1;
    else {
      totals.priceKop += row.priceKop ?? 0;
      totals.aggregatorCommissionKop += row.aggregatorCommissionKop ?? 0;
      totals.payoutKop += row.payoutKop ?? 0;
    }
  }
  return totals;
}

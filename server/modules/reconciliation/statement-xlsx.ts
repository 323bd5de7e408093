/**
 * A bank statement as an xlsx table (exceljs, never SheetJS): the first sheet, its first
 * non-blank row naming the columns «Дата», «Номер», «Сумма», «Получатель», «Назначение платежа»
 * (in any order, any case), one payment from the park's account per row after it. A sum may be
 * written with a minus, as banks write money out: the line is the payment either way.
 */
import ExcelJS from 'exceljs';
import { STATEMENT_MAX_LINES } from '../../../schemas/reconciliation';
import { t, textsAt, type TextsAt } from '../../../texts/t';
import { russianDay, StatementFileError, sumToKopecks } from '../../lib/one-c-exchange';
import type { StatementLineInput } from './statement-matching';

type Column = keyof TextsAt<'reconciliation.xlsx.columns'>;
const COLUMNS = Object.keys(textsAt('reconciliation.xlsx.columns')) as Column[];

function text(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return value.result === undefined || value.result === null ? '' : text(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

/** A day cell: a real date (exceljs gives UTC midnight for a typed date) or ДД.ММ.ГГГГ text. */
function dayOf(value: ExcelJS.CellValue): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  return russianDay(text(value).slice(0, 10));
}

function sumOf(value: ExcelJS.CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : null;
  return sumToKopecks(text(value));
}

export async function readStatementXlsx(bytes: Buffer): Promise<StatementLineInput[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new StatementFileError(t('reconciliation.xlsx.unreadable'));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new StatementFileError(t('reconciliation.xlsx.noSheet'));
  let header: Map<Column, number> | null = null;
  const lines: StatementLineInput[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    if (values.every((value) => text(value) === '')) return;
    if (header === null) {
      const names = values.map((value) => text(value).toLowerCase());
      header = new Map();
      for (const column of COLUMNS) {
        const at = names.indexOf(t(`reconciliation.xlsx.columns.${column}`).toLowerCase());
        if (at >= 0) header.set(column, at);
      }
      const missing = COLUMNS.filter((column) => !header?.has(column));
      if (missing.length > 0) throw new StatementFileError(t('reconciliation.xlsx.missingColumns', { columns: missing.map((column) => `«${t(`reconciliation.xlsx.columns.${column}`)}»`).join(', ') }));
      return;
    }
    const cell = (column: Column) => values[header?.get(column) ?? -1] ?? null;
    const day = dayOf(cell('date'));
    if (day === null) throw new StatementFileError(t('reconciliation.xlsx.badDate', { line, value: text(cell('date')) }));
    const sum = sumOf(cell('sum'));
    if (sum === null || sum === 0) throw new StatementFileError(t('reconciliation.xlsx.badSum', { line, value: text(cell('sum')) }));
    if (lines.length >= STATEMENT_MAX_LINES) throw new StatementFileError(t('reconciliation.xlsx.tooManyRows', { max: STATEMENT_MAX_LINES }));
    lines.push({
      line,
      number: text(cell('number')),
      day,
      amountKop: Math.abs(sum),
      incoming: false,
      counterparty: text(cell('recipient')) || null,
      counterpartyInn: null,
      counterpartyAccount: null,
      purpose: text(cell('purpose')),
    });
  });
  if (lines.length === 0) throw new StatementFileError(t('reconciliation.xlsx.noRows'));
  return lines;
}

/**
 * A registry file's first sheet as rows of cells, read with exceljs (never SheetJS): xlsx by its
 * zip signature, anything else as csv (UTF-8, or Windows-1251 as Russian Excel saves it; `;` or
 * `,` between cells). CSV cells stay text: the row checks read numbers and dates themselves, so a
 * phone is never turned into a number nor a sum into a date.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { REGISTRY_MAX_ROWS } from '../../../schemas/registry';
import { t } from '../../../texts/t';
import { RegistryFileError, type RegistryCell, type RegistryTable } from './registry-rows';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const isZip = (bytes: Buffer) => ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);

/** A cell's value as plain text, number, boolean or date (rich text, links and formulas unwrapped). */
function plainCell(value: ExcelJS.CellValue): RegistryCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    return result === undefined || (typeof result === 'object' && !(result instanceof Date)) ? null : result;
  }
  if ('hyperlink' in value) return String(value.text);
  if ('error' in value) return null;
  return null;
}

function decodeText(bytes: Buffer): string {
  const text = (() => {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return new TextDecoder('windows-1251').decode(bytes);
    }
  })();
  return text.replace(/^\uFEFF/, '');
}

/** The separator of the header line: `;` (Russian Excel), tab, else `,`. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => firstLine.split(char).length - 1;
  const candidates = [';', '\t', ','].map((char) => [char, count(char)] as const);
  const [best] = [...candidates].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

async function readSheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  if (isZip(bytes)) {
    try {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw new RegistryFileError(t('registry.file.unreadable'));
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new RegistryFileError(t('registry.file.unreadable'));
    return sheet;
  }
  // A binary file that is not xlsx (an old .xls, a picture): its bytes hold NULs, text never does.
  if (bytes.subarray(0, 4096).includes(0)) throw new RegistryFileError(t('registry.file.unreadable'));
  const text = decodeText(bytes);
  try {
    return await workbook.csv.read(Readable.from([text]), {
      parserOptions: { delimiter: delimiterOf(text), trim: true, relaxColumnCount: true },
      map: (datum: string) => datum,
    } as Parameters<typeof workbook.csv.read>[1]);
  } catch {
    throw new RegistryFileError(t('registry.file.unreadable'));
  }
}

/** The first sheet: its first non-blank row the header, the non-blank rows after it the data. */
export async function readRegistryFile(bytes: Buffer): Promise<RegistryTable> {
  if (bytes.length === 0) throw new RegistryFileError(t('registry.file.empty'));
  const sheet = await readSheet(bytes);
  let header: RegistryCell[] | null = null;
  const rows: RegistryTable['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = row.values as ExcelJS.CellValue[];
    // exceljs rows are 1-based: values[0] is always empty.
    const cells = Array.from(values.slice(1), plainCell);
    if (cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''))) return;
    if (header === null) header = cells;
    else rows.push({ line, cells });
  });
  if (header === null) throw new RegistryFileError(t('registry.file.empty'));
  if (rows.length > REGISTRY_MAX_ROWS) throw new RegistryFileError(t('registry.file.tooManyRows', { max: REGISTRY_MAX_ROWS }));
  return { header, rows };
}

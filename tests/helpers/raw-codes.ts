/**
 * Every stored value the cabinet keeps as a code («econom», «android», «not_working»...): a
 * person must never read one of them, on a screen or in a file, instead of its Russian label.
 */
import { SelfStateSchema } from '../../schemas/drivers';
import * as fleet from '../../schemas/fleet';
import { REPORT_STATUSES, REPORT_TYPES } from '../../schemas/reports';
import { EXPORT_KINDS } from '../../resources/users/export-audit/resource';

const isCodeList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');

export const RAW_CODES: ReadonlySet<string> = new Set<string>([
  ...Object.values(fleet as Record<string, unknown>).filter(isCodeList).flat(),
  ...SelfStateSchema.options,
  ...REPORT_STATUSES,
  ...REPORT_TYPES,
  ...EXPORT_KINDS,
]);

/** The cells (or texts) that are a bare code, as «row:column=value». */
export function rawCodeCells(rows: readonly (readonly unknown[])[]): string[] {
  const found: string[] = [];
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (typeof cell === 'string' && RAW_CODES.has(cell.trim())) found.push(`${r + 1}:${c + 1}=${cell}`);
    }),
  );
  return found;
}

/**
 * The registry template the upload screen offers: the columns' headers in order, one example row
 * and the date cell formatted as a date, so a park fills it in and uploads it back.
 */
import ExcelJS from 'exceljs';
import { REGISTRY_COLUMNS } from '../../../schemas/registry';
import { t, textsAt } from '../../../texts/t';

export async function registryTemplate(now: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('registry.template.sheet'));
  sheet.columns = REGISTRY_COLUMNS.map((column) => ({ header: t(`registry.columns.${column}`), key: column, width: column === 'address_from' || column === 'address_to' ? 32 : 20 }));
  sheet.getRow(1).font = { bold: true };
  // The example's wall-clock time: yesterday at 14:30, as the park sees it.
  const example = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 14, 30));
  sheet.addRow({ ...textsAt('registry.template.example'), date: example });
  sheet.getColumn('date').numFmt = 'dd.mm.yyyy hh:mm';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A bulk payout's list as a person types it: one driver a line, the phone or the driver's id,
 * then the sum, separated by `;`, a tab or spaces before the sum. Pure, so it is tested alone.
 */
export interface BulkListRow {
  driver_id?: number;
  phone?: string;
  amount: string;
}

/** The rows of the text, or the number of the first line that cannot be read. */
export function bulkRowsOf(text: string): { rows: BulkListRow[] } | { badLine: number } {
  const rows: BulkListRow[] = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const line = (lines[index] ?? '').trim();
    if (line === '') continue;
    const parts = line.includes(';') || line.includes('\t') ? line.split(/[;\t]/).map((part) => part.trim()) : splitLast(line);
    const [who = '', amount = ''] = parts;
    if (who === '' || amount === '') return { badLine: index + 1 };
    rows.push(/^\d{1,10}$/.test(who) ? { driver_id: Number(who), amount } : { phone: who, amount });
  }
  return rows.length === 0 ? { badLine: 1 } : { rows };
}

/** «+7 916 123-45-67 1500» → the phone and the last word as the sum. */
function splitLast(line: string): string[] {
  const at = line.lastIndexOf(' ');
  return at < 0 ? [line] : [line.slice(0, at).trim(), line.slice(at + 1).trim()];
}

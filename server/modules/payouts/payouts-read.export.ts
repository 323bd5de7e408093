/** The payouts list and the drivers' operations as xlsx sheets, under Russian headers. */
import type { Transaction } from '../../../schemas/payout-lists';
import type { Payout } from '../../../schemas/payouts';
import { ruPayoutLists } from '../../../texts/ru-payout-lists';
import type { XlsxColumn } from '../../lib/xlsx';
import { russianDateTimeFormat } from '../drivers/drivers-export';

/** Sums as numbers, so a spreadsheet adds them up. */
const rubles = (money: string) => Number(money);

export function payoutExportColumns(timezone: string): XlsxColumn<Payout>[] {
  const { fields, status, rail, kind, source } = ruPayoutLists;
  const dateTime = russianDateTimeFormat(timezone);
  return [
    { header: fields.id, width: 10, value: (row) => row.id },
    { header: fields.created_at, width: 17, value: (row) => dateTime(row.created_at) },
    { header: fields.driver, width: 34, value: (row) => row.driver_name },
    { header: fields.amount, width: 12, value: (row) => rubles(row.amount) },
    { header: fields.fee, width: 10, value: (row) => rubles(row.fee) },
    { header: fields.status, width: 20, value: (row) => status[row.status] },
    { header: fields.rail, width: 20, value: (row) => rail[row.rail] },
    { header: fields.account, width: 24, value: (row) => row.account_name },
    { header: fields.kind, width: 20, value: (row) => kind[row.kind] },
    { header: fields.source, width: 18, value: (row) => source[row.source] },
    { header: fields.destination, width: 24, value: (row) => row.destination_title },
    { header: fields.reason, width: 30, value: (row) => row.reason },
    { header: fields.created_by, width: 20, value: (row) => row.created_by },
    { header: fields.approved_by, width: 20, value: (row) => row.approved_by },
    { header: fields.completed_at, width: 17, value: (row) => dateTime(row.completed_at) },
  ];
}

export function transactionExportColumns(timezone: string): XlsxColumn<Transaction>[] {
  const { fields, status, rail, transactionType } = ruPayoutLists;
  const dateTime = russianDateTimeFormat(timezone);
  return [
    { header: fields.date, width: 17, value: (row) => dateTime(row.created_at) },
    { header: fields.type, width: 14, value: (row) => transactionType[row.type] },
    { header: fields.id, width: 10, value: (row) => row.source_id },
    { header: fields.driver, width: 34, value: (row) => row.driver_name },
    { header: fields.amount, width: 12, value: (row) => rubles(row.amount) },
    { header: fields.fee, width: 10, value: (row) => rubles(row.fee) },
    { header: fields.status, width: 20, value: (row) => (row.status === null ? null : status[row.status]) },
    { header: fields.rail, width: 20, value: (row) => (row.rail === null ? null : rail[row.rail]) },
    { header: fields.description, width: 30, value: (row) => row.description },
    { header: fields.user_name, width: 20, value: (row) => row.user_name },
  ];
}

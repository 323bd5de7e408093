/** The payouts list and the drivers' operations as xlsx sheets, under Russian headers. */
import type { Transaction } from '../../../schemas/payout-lists';
import type { Payout } from '../../../schemas/payouts';
import { t } from '../../../texts/t';
import type { XlsxColumn } from '../../lib/xlsx';
import { russianDateTimeFormat } from '../drivers/drivers-export';

/** Sums as numbers, so a spreadsheet adds them up. */
const rubles = (money: string) => Number(money);

export function payoutExportColumns(timezone: string): XlsxColumn<Payout>[] {
  const dateTime = russianDateTimeFormat(timezone);
  return [
    { header: t('payoutLists.fields.id'), width: 10, value: (row) => row.id },
    { header: t('payoutLists.fields.created_at'), width: 17, value: (row) => dateTime(row.created_at) },
    { header: t('payoutLists.fields.driver'), width: 34, value: (row) => row.driver_name },
    { header: t('payoutLists.fields.amount'), width: 12, value: (row) => rubles(row.amount) },
    { header: t('payoutLists.fields.fee'), width: 10, value: (row) => rubles(row.fee) },
    { header: t('payoutLists.fields.status'), width: 20, value: (row) => t(`payoutLists.status.${row.status}`) },
    { header: t('payoutLists.fields.rail'), width: 20, value: (row) => t(`payoutLists.rail.${row.rail}`) },
    { header: t('payoutLists.fields.account'), width: 24, value: (row) => row.account_name },
    { header: t('payoutLists.fields.kind'), width: 20, value: (row) => t(`payoutLists.kind.${row.kind}`) },
    { header: t('payoutLists.fields.source'), width: 18, value: (row) => t(`payoutLists.source.${row.source}`) },
    { header: t('payoutLists.fields.destination'), width: 24, value: (row) => row.destination_title },
    { header: t('payoutLists.fields.reason'), width: 30, value: (row) => row.reason },
    { header: t('payoutLists.fields.created_by'), width: 20, value: (row) => row.created_by },
    { header: t('payoutLists.fields.approved_by'), width: 20, value: (row) => row.approved_by },
    { header: t('payoutLists.fields.completed_at'), width: 17, value: (row) => dateTime(row.completed_at) },
  ];
}

export function transactionExportColumns(timezone: string): XlsxColumn<Transaction>[] {
  const dateTime = russianDateTimeFormat(timezone);
  return [
    { header: t('payoutLists.fields.date'), width: 17, value: (row) => dateTime(row.created_at) },
    { header: t('payoutLists.fields.type'), width: 14, value: (row) => t(`payoutLists.transactionType.${row.type}`) },
    { header: t('payoutLists.fields.id'), width: 10, value: (row) => row.source_id },
    { header: t('payoutLists.fields.driver'), width: 34, value: (row) => row.driver_name },
    { header: t('payoutLists.fields.amount'), width: 12, value: (row) => rubles(row.amount) },
    { header: t('payoutLists.fields.fee'), width: 10, value: (row) => rubles(row.fee) },
    { header: t('payoutLists.fields.status'), width: 20, value: (row) => (row.status === null ? null : t(`payoutLists.status.${row.status}`)) },
    { header: t('payoutLists.fields.rail'), width: 20, value: (row) => (row.rail === null ? null : t(`payoutLists.rail.${row.rail}`)) },
    { header: t('payoutLists.fields.description'), width: 30, value: (row) => row.description },
    { header: t('payoutLists.fields.user_name'), width: 20, value: (row) => row.user_name },
  ];
}

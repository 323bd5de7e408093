/** The transactions report: every ledger entry of the park in the period, oldest first. */
import { LEDGER_KINDS } from '../../../../schemas/fleet';
import { t } from '../../../../texts/t';
import { russianDateTimeFormat } from '../../drivers/drivers-export';
import { fullNameOf } from '../../drivers/drivers.mappers';
import { rubles } from '../../ledger/export-format';
import { LedgerReportRepository, type LedgerReportRow } from './ledger.repository';
import { mergeSorted } from './merge-sorted';
import { defineReport, keysetPages, REPORT_PAGE_SIZE } from './report-definition';

/** Pages per kind are smaller: all kinds' pages are held at once while they merge. */
const KIND_PAGE_SIZE = Math.ceil(REPORT_PAGE_SIZE / 4);

export const transactionsReport = defineReport<LedgerReportRow>({
  columns: (context) => {
    const at = russianDateTimeFormat(context.timezone);
    return [
      { header: t('reports.columns.transaction_at'), width: 17, value: (row) => at(row.createdAt.toISOString()) },
      { header: t('fleet.fields.driver'), width: 32, value: (row) => fullNameOf(row) },
      { header: t('fleet.fields.phone'), width: 16, value: (row) => row.phone },
      { header: t('fleet.fields.kind'), width: 22, value: (row) => t(`fleet.ledgerKind.${row.kind}`) },
      { header: t('fleet.fields.amount'), width: 12, value: (row) => rubles(row.amountKop) },
      { header: t('fleet.fields.balance_after'), width: 12, value: (row) => rubles(row.balanceAfterKop) },
      { header: t('fleet.fields.description'), width: 40, value: (row) => row.description },
      { header: t('fleet.fields.short_id'), width: 14, value: (row) => row.shortId },
      { header: t('fleet.fields.author'), width: 20, value: (row) => row.userName ?? t(`fleet.ledgerAuthor.${row.createdBy}`) },
    ];
  },
  rows: (context) => {
    const repository = new LedgerReportRepository(context.db);
    const perKind = LEDGER_KINDS.map((kind) =>
      keysetPages<LedgerReportRow>(
        (after, limit) => repository.entriesAfter(context.taxisId, kind, context.period, after, limit),
        KIND_PAGE_SIZE,
      ),
    );
    return mergeSorted(perKind, (a, b) => a.micros < b.micros || (a.micros === b.micros && a.id < b.id));
  },
});

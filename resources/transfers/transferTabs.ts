/** The tabs of /transfers/list/{filter}: one per filter, with the count the server answered for it. */
import { TRANSFER_FILTERS, type TransferFilter, type TransfersResponse } from '../../schemas/transfers';
import { t } from '../../texts/t';
import type { TabItem } from '../../src/components/ListTabs';

/** `status_total` is absent until the first answer: the tabs then show no counts. */
export function transferTabs(statusTotal: Partial<TransfersResponse['status_total']> | undefined): TabItem[] {
  return TRANSFER_FILTERS.map((filter: TransferFilter) => ({
    value: filter,
    label: t(`desk.transfers.tabs.${filter}`),
    count: statusTotal?.[filter],
  }));
}

/** The list's query string for another tab: filters and sort kept, back to the first page. */
export function tabSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

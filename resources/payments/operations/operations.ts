/**
 * /payments/drivers-operations — every payout and top-up across the park's drivers (GET /transactions)
 * in the period, 50 a page; the driver (a link to the card) and the status (a payout's chip, or
 * «Пополнение») are drawn by the screen.
 */
import { PAYOUT_RESOURCES } from '../../../dataProvider/adapters/payouts';
import { defineScopedList } from '../../../schemas/resource-list';
import { ruPayoutLists } from '../../../texts/ru-payout-lists';

const texts = ruPayoutLists;
const f = texts.fields;

export const operationList = defineScopedList({
  wire: PAYOUT_RESOURCES.operations,
  page: { title: texts.titles.operations, storeKey: 'payments.drivers-operations' },
  label: texts.titles.operations,
  empty: texts.list.operationsEmpty,
  paged: true,
  perPage: 50,
  columns: [
    { name: 'created_at', label: f.date, cell: { kind: 'datetime', path: 'created_at' } },
    { name: 'type', label: f.type, cell: { kind: 'choice', path: 'type', labels: texts.transactionType } },
    // A link in the table (the screen's slot), its words on a phone's card, itself a button.
    { name: 'driver', label: f.driver, cell: { kind: 'text', path: 'driver_name' } },
    { name: 'amount', label: f.amount, cell: { kind: 'money', path: 'amount' } },
    { name: 'fee', label: f.fee, cell: { kind: 'money', path: 'fee' } },
    { name: 'status', label: f.status, cell: { kind: 'slot' } },
    { name: 'rail', label: f.rail, cell: { kind: 'choice', path: 'rail', labels: texts.rail } },
    { name: 'description', label: f.description, cell: { kind: 'text', path: 'description' } },
    { name: 'user_name', label: f.user_name, cell: { kind: 'text', path: 'user_name' } },
  ],
  phone: { primary: 'driver', figure: 'amount' },
});

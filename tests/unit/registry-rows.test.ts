/**
 * Issue 12 §1: a handy aggregator's registry rows checked without the database: the header matched
 * to the columns, sums, dates and payment methods read as people write them, each bad cell a
 * Russian error at its column, drivers found only among the park's, a repeated order number, and
 * an order applied before left out without being an error.
 */
import { describe, expect, it } from 'vitest';
import { t } from '../../texts/t';
import {
  headerColumns,
  parseDate,
  parsePayment,
  parseSum,
  readRow,
  RegistryFileError,
  registryTotals,
  resolveRows,
  type RegistryCell,
} from '../../server/modules/registries/registry-rows';

const MOSCOW = 'Europe/Moscow';
const NOW = new Date('2026-11-20T12:00:00Z');
const HEADER = [t('registry.columns.order'), t('registry.columns.date'), t('registry.columns.phone'), t('registry.columns.licence'), t('registry.columns.price'), t('registry.columns.payment'), t('registry.columns.aggregator_commission'), t('registry.columns.payout'), t('registry.columns.fraud_reason')];
const columns = headerColumns(HEADER);
/** Errors without the cell's text. */
const plain = (errors: readonly { column: string; message: string }[]) => errors.map(({ column, message }) => ({ column, message }));
const read = (cells: RegistryCell[], line = 2) => readRow(columns, { line, cells }, { timeZone: MOSCOW, now: NOW });

const petrov = { id: 11, fullName: 'Петров Пётр' };
const sidorov = { id: 12, fullName: 'Сидоров Сидор' };
const lookup = {
  byPhone: new Map([['+79161234567', petrov]]),
  byLicence: new Map([
    ['77АВ123456', petrov],
    ['77АВ654321', sidorov],
  ]),
  appliedOrders: new Set(['G-OLD']),
};

describe('registry header', () => {
  it('matches the columns whatever the case, spaces and ё, and ignores foreign ones', () => {
    expect(headerColumns(['  номер   заказа ', 'ДАТА', 'Телефон водителя', 'Стоимость', 'Способ оплаты', 'Примечание'])).toEqual([
      'order',
      'date',
      'phone',
      'price',
      'payment',
      null,
    ]);
  });
  it('refuses a file without the required columns, naming them', () => {
    expect(() => headerColumns([t('registry.columns.order'), t('registry.columns.phone')])).toThrow(
      new RegistryFileError(t('registry.file.missingColumns', { columns: `«${t('registry.columns.date')}», «${t('registry.columns.price')}», «${t('registry.columns.payment')}»` })),
    );
    expect(() => headerColumns(['a', 'b'])).toThrow(t('registry.file.noHeader'));
    expect(() => headerColumns([t('registry.columns.order'), t('registry.columns.date'), t('registry.columns.price'), t('registry.columns.payment')])).toThrow(t('registry.file.noDriverColumn'));
    expect(() => headerColumns([t('registry.columns.order'), t('registry.columns.order'), t('registry.columns.date'), t('registry.columns.price'), t('registry.columns.payment'), t('registry.columns.phone')])).toThrow(
      t('registry.file.duplicateColumn', { column: t('registry.columns.order') }),
    );
  });
});

describe('registry values', () => {
  it('reads sums as numbers and as typed text', () => {
    expect(parseSum(1250.5)).toEqual({ value: 125_050 });
    expect(parseSum('1 250,50')).toEqual({ value: 125_050 });
    expect(parseSum('1250 ₽')).toEqual({ value: 125_000 });
    expect(parseSum('abc')).toEqual({ error: t('registry.row.sumInvalid') });
    expect(parseSum(-5)).toEqual({ error: t('registry.row.sumNegative') });
    expect(parseSum(1e12)).toEqual({ error: t('registry.row.sumTooLarge') });
  });
  it('reads dates in the park’s zone unless they name one', () => {
    expect(parseDate('19.11.2026 14:30', MOSCOW, NOW)).toEqual({ value: new Date('2026-11-19T11:30:00Z') });
    expect(parseDate('2026-11-19 14:30', MOSCOW, NOW)).toEqual({ value: new Date('2026-11-19T11:30:00Z') });
    expect(parseDate('2026-11-19T14:30:00Z', MOSCOW, NOW)).toEqual({ value: new Date('2026-11-19T14:30:00Z') });
    // An xlsx date cell carries its wall-clock time as UTC.
    expect(parseDate(new Date('2026-11-19T14:30:00Z'), MOSCOW, NOW)).toEqual({ value: new Date('2026-11-19T11:30:00Z') });
    expect(parseDate('31.02.2026', MOSCOW, NOW)).toEqual({ error: t('registry.row.dateInvalid') });
    expect(parseDate('вчера', MOSCOW, NOW)).toEqual({ error: t('registry.row.dateInvalid') });
    expect(parseDate('21.11.2026 10:00', MOSCOW, NOW)).toEqual({ error: t('registry.row.dateFuture') });
  });
  it('reads payment methods by their Russian names', () => {
    expect(parsePayment('Наличные')).toEqual({ value: 'cash' });
    expect(parsePayment(' безнал ')).toEqual({ value: 'cashless' });
    expect(parsePayment('Картой')).toEqual({ value: 'card' });
    expect(parsePayment('Бартер')).toEqual({ error: t('registry.row.paymentUnknown', { value: 'Бартер' }) });
    expect(parsePayment(null)).toEqual({ error: t('registry.row.paymentRequired') });
  });
});

describe('registry rows', () => {
  it('reads a good row', () => {
    const row = read(['G-1', '19.11.2026 14:30', '8 916 123-45-67', null, '1000', 'Безналичные', '150', '500', null]);
    expect(row).toMatchObject({
      order: 'G-1',
      phone: '+79161234567',
      priceKop: 100_000,
      paymentMethod: 'cashless',
      aggregatorCommissionKop: 15_000,
      payoutKop: 50_000,
      errors: [],
    });
  });
  it('puts an error at each bad column', () => {
    const row = read([null, '32.13.2026', 'не телефон', null, '-1', 'Бартер', '5000', 'x', null]);
    // Each error keeps what the cell held, to show it where the value would be.
    expect(row.errors.map((error) => error.value)).toEqual([null, '32.13.2026', 'не телефон', '-1', 'Бартер', 'x']);
    expect(plain(row.errors)).toEqual([
      { column: 'order', message: t('registry.row.orderRequired') },
      { column: 'date', message: t('registry.row.dateInvalid') },
      { column: 'phone', message: t('registry.row.phoneInvalid') },
      { column: 'price', message: t('registry.row.sumNegative') },
      { column: 'payment', message: t('registry.row.paymentUnknown', { value: 'Бартер' }) },
      { column: 'payout', message: t('registry.row.sumInvalid') },
    ]);
    expect(plain(read(['G-2', '19.11.2026', null, null, '100', 'Наличные', '200', null, null]).errors)).toEqual([
      { column: 'phone', message: t('registry.row.driverRequired') },
      { column: 'aggregator_commission', message: t('registry.row.commissionOverPrice') },
    ]);
  });
  it('finds drivers only in the park, marks repeats and orders applied before', () => {
    const rows = resolveRows(
      [
        read(['G-1', '19.11.2026', '+79161234567', null, '100', 'Наличные', null, null, null], 2),
        read(['G-2', '19.11.2026', '+79990000000', null, '100', 'Наличные', null, null, null], 3),
        read(['G-1', '19.11.2026', null, '77 ав 654321', '100', 'Наличные', null, null, null], 4),
        read(['G-3', '19.11.2026', '+79161234567', '77АВ654321', '100', 'Наличные', null, null, null], 5),
        read(['G-OLD', '19.11.2026', null, '77АВ123456', '250', 'Карта', null, '100', null], 6),
      ],
      lookup,
    );
    expect(rows.map((row) => [row.line, row.driverId, plain(row.errors), row.skipped])).toEqual([
      [2, 11, [], false],
      [3, null, [{ column: 'phone', message: t('registry.row.driverUnknown') }], false],
      [4, 12, [{ column: 'order', message: t('registry.row.orderDuplicate', { line: 2 }) }], false],
      [5, null, [{ column: 'licence', message: t('registry.row.driverMismatch') }], false],
      [6, 11, [], true],
    ]);
    expect(rows[2]?.errors[0]?.message).toBe('Номер заказа повторяется: он уже есть в строке 2');
    expect(registryTotals(rows)).toEqual({ errorRows: 3, skippedRows: 1, priceKop: 10_000, aggregatorCommissionKop: 0, payoutKop: 0 });
  });
});

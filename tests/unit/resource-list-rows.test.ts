/** Scoped lists' editable cells and poll lines (schemas/resource-list.ts): the declared screens' lines read as they should. */
import { describe, expect, it } from 'vitest';
import { editChoicesOf, pollInterval } from '../../schemas/resource-list';
import { activeSettingsList } from '../../resources/payments/settings/activeList';
import { driversAddList } from '../../resources/aggregators/drivers-add/list';

describe('an editable select', () => {
  it('offers the answer’s accounts in Russian words, the sandbox said', () => {
    const edit = activeSettingsList.columns.find((column) => column.edit !== undefined)?.edit;
    if (edit?.kind !== 'select') throw new Error('the account column is a select');
    expect(edit.method).toBe('choosePayoutRailAccount');
    expect(editChoicesOf(edit, { accounts: [{ id: 7, name: 'Расчётный счёт', rail: 'tbank', sandbox: true }] })).toEqual([
      { id: 7, name: 'Т-Банк · Расчётный счёт (Тестовый режим)' },
    ]);
    expect(editChoicesOf(edit, undefined)).toEqual([]);
    expect(editChoicesOf({ ...edit, choices: { a: 'Первый' } }, {})).toEqual([{ id: 'a', name: 'Первый' }]);
  });
});

describe('a poll line', () => {
  it('asks again only while a request waits for the aggregator', () => {
    const { poll } = driversAddList;
    expect(pollInterval(poll, [{ id: 1, status: 'approved' }, { id: 2, status: 'sent' }])).toBe(poll?.everyMs);
    expect(pollInterval(poll, [{ id: 1, status: 'approved' }, { id: 2, status: 'rejected' }])).toBe(false);
    expect(pollInterval(poll, undefined)).toBe(false);
    expect(pollInterval(undefined, [{ id: 2, status: 'sent' }])).toBe(false);
  });
});

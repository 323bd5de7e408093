/** The generator's scoped lists (schemas/resource-list.ts): joined and derived cells, signed money, a parent's tab, fixed scopes, row paths. */
import { describe, expect, it } from 'vitest';
import {
  cellText,
  defineScopedList,
  readPath,
  rowPathOf,
  scopeFilterOf,
  scopedListPathOf,
} from '../../schemas/resource-list';
import { moneySign } from '../../schemas/money';
import { driverTab } from '../../resources/drivers/detail/parent';
import { driverBankCards } from '../../resources/drivers/detail/cards/resource';
import { driverCharges } from '../../resources/drivers/detail/charges/resource';
import { driverGoals } from '../../resources/drivers/detail/goals/resource';
import { driverTrips } from '../../resources/drivers/detail/transfers/resource';
import { ledger } from '../../resources/drivers/detail/balance/resource';

describe('joined and derived read fields', () => {
  it('reads a joined field through its dots and is empty where a step is missing', () => {
    expect(readPath({ aggregator: { name: 'Яндекс' } }, 'aggregator.name')).toBe('Яндекс');
    expect(readPath({ aggregator: null }, 'aggregator.name')).toBeUndefined();
    expect(cellText({ kind: 'text', path: 'aggregator.name', empty: 'Любой агрегатор' }, { aggregator: null })).toBe('Любой агрегатор');
  });

  it('shows a code by its Russian label, a yes/no too, and a value made from the row', () => {
    expect(cellText({ kind: 'choice', path: 'status', labels: { active: 'Действует' } }, { status: 'active' })).toBe('Действует');
    expect(cellText({ kind: 'choice', path: 'active', labels: { true: 'Да', false: 'Нет' } }, { active: false })).toBe('Нет');
    const card = { last4: '4242', exp_month: 3, exp_year: 2031 };
    const [number, , , expiry] = driverBankCards.columns;
    expect(number && cellText(number.cell, card)).toBe('•••• 4242');
    expect(expiry && cellText(expiry.cell, card)).toBe('03/31');
    const progress = driverCharges.columns.find((column) => column.name === 'progress');
    expect(progress && cellText(progress.cell, { posted_times: 2, times: 5 })).toBe('2 / 5');
    const author = ledger.columns.find((column) => column.name === 'author');
    expect(author && cellText(author.cell, { user_name: null, created_by: 'platform' })).toBe('Платформа');
  });
});

describe('signed money', () => {
  it('gives a credit its plus, a debit the error colour, and zero neither', () => {
    expect(moneySign('150.00')).toEqual({ plus: true, debit: false });
    expect(moneySign('-150.00')).toEqual({ plus: false, debit: true });
    expect(moneySign('0.00')).toEqual({ plus: false, debit: false });
    expect(moneySign(null)).toEqual({ plus: false, debit: false });
    expect(ledger.columns.find((column) => column.name === 'amount')?.cell).toEqual({ kind: 'money', path: 'amount', signed: true });
  });
});

describe('a list that is a tab of a parent record, with fixed scopes', () => {
  it('answers the tab path of the parent and is fixed to the route’s record and the declared scope', () => {
    expect(scopedListPathOf(ledger)).toBe('/drivers/detail/:id/balance');
    expect(scopedListPathOf(driverCharges)).toBe('/drivers/detail/:id/charges/list');
    expect(scopeFilterOf(ledger, { id: '42' })).toEqual({ driver_id: '42' });
    const oneKind = defineScopedList({ ...ledger, scope: { kind: 'correction' } });
    expect(scopeFilterOf(oneKind, { id: '42' })).toEqual({ kind: 'correction', driver_id: '42' });
    expect(driverTab('cards')).toEqual({ path: '/drivers/detail/:id', param: 'id', filter: 'driver_id', tab: 'cards' });
  });

  it('opens a row at its path with the parent’s id and the row’s', () => {
    expect(rowPathOf(driverCharges, { id: '42' }, 7)).toBe('/drivers/detail/42/charges/edit/7');
    expect(rowPathOf(driverGoals, { id: '42' }, 3)).toBe('/drivers/detail/42/goals/3');
    expect(rowPathOf(driverTrips, { id: '42' }, 'a/b')).toBe('/transfers/detail/a%2Fb');
    expect(rowPathOf(driverBankCards, { id: '42' }, 1)).toBeNull();
    expect(rowPathOf({ rowPath: '/drivers/detail/:row.driver_id/balance' }, {}, 9, { driver_id: 17 })).toBe('/drivers/detail/17/balance');
    expect(rowPathOf({ rowPath: '/drivers/detail/:row.driver.id/balance' }, {}, 9, { driver: { id: 5 } })).toBe('/drivers/detail/5/balance');
  });

  it('refuses a phone card that names a column the list does not have', () => {
    expect(() => defineScopedList({ ...ledger, phone: { primary: 'nope' } })).toThrow(/nope/);
    expect(() => defineScopedList({ ...ledger, phone: { ...ledger.phone, facts: ['also-nope'] } })).toThrow(/also-nope/);
  });
});

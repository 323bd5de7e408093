/**
 * The day a date input holds and the Date its picker edits (issue 9, defect 8): a 'YYYY-MM-DD'
 * park day goes to the picker and back unchanged, whatever the machine's time zone.
 */
import { describe, expect, it } from 'vitest';
import { DAY_DISPLAY_FORMAT, INCOMPLETE_DAY, dateToDay, dayToDate } from '../../src/components/dayValue';
import { format } from 'date-fns';

describe('dayToDate', () => {
  it('is the local midnight of the day', () => {
    const date = dayToDate('2026-11-01');
    expect(date).not.toBeNull();
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours(), date?.getMinutes()]).toEqual([2026, 10, 1, 0, 0]);
  });

  it('is null for what names no day', () => {
    for (const value of ['', '01.11.2026', '2026-11-1', '2026-02-30', '2026-13-01', '2026-11-01T00:00:00Z', null, undefined, 20261101, INCOMPLETE_DAY]) {
      expect(dayToDate(value), String(value)).toBeNull();
    }
    expect(dayToDate('2028-02-29')?.getDate()).toBe(29);
  });
});

describe('dateToDay', () => {
  it('goes back to the same day', () => {
    for (const day of ['2026-11-01', '2026-12-31', '2027-01-01', '2028-02-29', '1990-05-17']) {
      expect(dateToDay(dayToDate(day))).toBe(day);
    }
  });

  it('takes the local calendar day of any time in it', () => {
    expect(dateToDay(new Date(2026, 10, 1, 23, 59))).toBe('2026-11-01');
  });

  it('is null when empty, and INCOMPLETE_DAY for a date being typed or impossible', () => {
    expect(dateToDay(null)).toBeNull();
    expect(dateToDay(new Date(Number.NaN))).toBe(INCOMPLETE_DAY);
    // A year typed digit by digit passes through 0002, 0020 and 0202.
    expect(dateToDay(new Date(202, 10, 1))).toBe(INCOMPLETE_DAY);
    expect(dateToDay(new Date(2100, 0, 1))).toBe(INCOMPLETE_DAY);
  });
});

it('shows a day as ДД.ММ.ГГГГ', () => {
  expect(format(new Date(2026, 10, 1), DAY_DISPLAY_FORMAT)).toBe('01.11.2026');
});

/**
 * The guardian's pure arithmetic: a receipt's due date (the 9th of the next park-local month,
 * December → January), the 90 % warning and the 2,400,000 ₽ limit, the sandbox's ИНН rule (check
 * digits, the 10th digit's answer, refusal of a bad ИНН) and its throttle of two checks a minute.
 */
import { describe, expect, it } from 'vitest';
import { dayIn } from '../../schemas/days';
import { NPD_WARNING_KOP, NPD_YEAR_LIMIT_KOP, incomeLevel, isOverdue, leftUnderLimit, receiptDueOn, withinLimit } from '../../schemas/npd';
import { ManualClock } from '../../server/clock';
import { SandboxTaxService, isValidPersonInn, personInnOf, sandboxKindOf } from '../../server/integrations/npd/sandbox-tax-service';
import { TaxServiceError } from '../../server/integrations/npd/tax-service';

describe('receipt due dates', () => {
  it('falls on the 9th of the next month, December into January of the next year', () => {
    expect(receiptDueOn('2026-03-01')).toBe('2026-04-09');
    expect(receiptDueOn('2026-03-31')).toBe('2026-04-09');
    expect(receiptDueOn('2026-11-30')).toBe('2026-12-09');
    expect(receiptDueOn('2026-12-01')).toBe('2027-01-09');
    expect(receiptDueOn('2026-12-31')).toBe('2027-01-09');
  });

  it('counts the income day in the park zone: 31 December 21:30 UTC is already January in Moscow, not in Kaliningrad', () => {
    const paid = new Date('2026-12-31T21:30:00Z');
    expect(receiptDueOn(dayIn(paid, 'Europe/Moscow'))).toBe('2027-02-09');
    expect(receiptDueOn(dayIn(paid, 'Europe/Kaliningrad'))).toBe('2027-01-09');
    expect(receiptDueOn(dayIn(new Date('2026-01-31T20:00:00Z'), 'Asia/Vladivostok'))).toBe('2026-03-09');
  });

  it('is overdue only after its day', () => {
    expect(isOverdue('2027-01-09', '2027-01-09')).toBe(false);
    expect(isOverdue('2027-01-09', '2027-01-10')).toBe(true);
    expect(isOverdue('2027-01-09', '2026-12-31')).toBe(false);
  });
});

describe('the year limit', () => {
  it('warns from 90 % of 2,400,000 ₽ and is over at the limit', () => {
    expect(NPD_YEAR_LIMIT_KOP).toBe(240_000_000);
    expect(NPD_WARNING_KOP).toBe(216_000_000);
    expect(incomeLevel(0)).toBe('ok');
    expect(incomeLevel(215_999_999)).toBe('ok');
    expect(incomeLevel(216_000_000)).toBe('near');
    expect(incomeLevel(239_999_999)).toBe('near');
    expect(incomeLevel(240_000_000)).toBe('over');
  });

  it('lets a payout reach the limit exactly and refuses a kopeck beyond', () => {
    expect(withinLimit(230_000_000, 10_000_000)).toBe(true);
    expect(withinLimit(230_000_000, 10_000_001)).toBe(false);
    expect(leftUnderLimit(230_000_000)).toBe(10_000_000);
    expect(leftUnderLimit(250_000_000)).toBe(0);
  });
});

describe('the sandbox tax service', () => {
  it('checks an individual ИНН by its two check digits', () => {
    // A published valid ИНН of an individual (the ФНС algorithm's textbook example).
    expect(isValidPersonInn('500100732259')).toBe(true);
    expect(isValidPersonInn('500100732258')).toBe(false);
    expect(isValidPersonInn('50010073225')).toBe(false);
    expect(isValidPersonInn('50010073225a')).toBe(false);
    expect(personInnOf('5001007322')).toBe('500100732259');
    expect(isValidPersonInn(personInnOf('7712345670'))).toBe(true);
  });

  it('answers by the 10th digit: 0–6 active, 7–8 lost, 9 never registered', () => {
    expect(sandboxKindOf(personInnOf('7712345670'))).toBe('active');
    expect(sandboxKindOf(personInnOf('7712345676'))).toBe('active');
    expect(sandboxKindOf(personInnOf('7712345677'))).toBe('lost');
    expect(sandboxKindOf(personInnOf('7712345678'))).toBe('lost');
    expect(sandboxKindOf(personInnOf('7712345679'))).toBe('not_registered');
  });

  it('refuses a bad ИНН and a third check within a minute, then answers again', async () => {
    const clock = new ManualClock(new Date('2026-11-21T09:00:00Z'));
    const service = new SandboxTaxService({ clock });
    await expect(service.checkStatus('771234567800', '2026-11-21')).rejects.toMatchObject({ kind: 'invalid' });
    const active = await service.checkStatus(personInnOf('7712345671'), '2026-11-21');
    expect(active).toMatchObject({ payer: true, kind: 'active', confirmedOn: '2026-11-21' });
    clock.advance(30_000);
    const refused = service.checkStatus(personInnOf('7712345677'), '2026-11-21');
    await expect(refused).rejects.toBeInstanceOf(TaxServiceError);
    await expect(refused).rejects.toMatchObject({ kind: 'throttled', retryAfterMs: 30_000 });
    clock.advance(30_000);
    await expect(service.checkStatus(personInnOf('7712345677'), '2026-11-21')).resolves.toMatchObject({ payer: false, kind: 'lost' });
  });

  it('registers one receipt per reference', async () => {
    const service = new SandboxTaxService({ clock: new ManualClock() });
    const income = { inn: personInnOf('7712345671'), amountKop: 150_000, incomeAt: new Date('2026-11-21T09:00:00Z'), reference: '41' };
    const first = await service.registerIncome(income);
    expect(await service.registerIncome(income)).toEqual(first);
    expect((await service.registerIncome({ ...income, reference: '42' })).receiptNumber).not.toBe(first.receiptNumber);
  });
});

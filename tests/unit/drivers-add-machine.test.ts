/** Issue 12 §1: the driver-add request's status machine (pure) and the sandbox's verdicts. */
import { describe, expect, it } from 'vitest';
import { DRIVER_ADD_STATUSES, isPending, transition, type DriverAddEvent, type DriverAddStatus } from '../../schemas/drivers-add';
import { retryDelayMs } from '../../server/modules/aggregators/drivers-add.process';
import { sandboxCarVerdict, sandboxDriverVerdict, SandboxAggregatorGateway } from '../../server/integrations/aggregators/sandbox-aggregator-gateway';
import { t } from '../../texts/t';

describe('driver-add status machine', () => {
  it('goes new → sent → in_review → approved | rejected', () => {
    expect(transition('new', { type: 'submitted' })).toBe('sent');
    expect(transition('sent', { type: 'reviewed', status: 'in_review' })).toBe('in_review');
    expect(transition('in_review', { type: 'reviewed', status: 'approved' })).toBe('approved');
    expect(transition('in_review', { type: 'reviewed', status: 'rejected' })).toBe('rejected');
    expect(transition('sent', { type: 'reviewed', status: 'approved' })).toBe('approved');
  });

  it('never moves back on a late answer, and a decided request stays decided', () => {
    expect(transition('in_review', { type: 'reviewed', status: 'sent' })).toBe('in_review');
    for (const status of ['approved', 'rejected'] as const) {
      for (const event of [
        { type: 'submitted' },
        { type: 'reviewed', status: 'in_review' },
        { type: 'submit_failed', final: true },
        { type: 'review_failed', final: true },
        { type: 'retry', held: false },
      ] satisfies DriverAddEvent[]) {
        expect(transition(status, event)).toBeNull();
      }
    }
  });

  it('keeps a request new after a transient failure and fails it after the last attempt', () => {
    expect(transition('new', { type: 'submit_failed', final: false })).toBe('new');
    expect(transition('new', { type: 'submit_failed', final: true })).toBe('failed');
    expect(transition('sent', { type: 'review_failed', final: false })).toBe('sent');
    expect(transition('in_review', { type: 'review_failed', final: true })).toBe('failed');
    expect(transition('sent', { type: 'submitted' })).toBeNull();
  });

  it('retries only a failed request: asks first when the aggregator holds it, else sends again', () => {
    expect(transition('failed', { type: 'retry', held: true })).toBe('sent');
    expect(transition('failed', { type: 'retry', held: false })).toBe('new');
    const others = DRIVER_ADD_STATUSES.filter((status): status is Exclude<DriverAddStatus, 'failed'> => status !== 'failed');
    for (const status of others) expect(transition(status, { type: 'retry', held: false })).toBeNull();
  });

  it('names the pending statuses and backs off automatic attempts up to half an hour', () => {
    expect(DRIVER_ADD_STATUSES.filter(isPending)).toEqual(['new', 'sent', 'in_review']);
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 30 * 60_000]);
  });
});

describe('sandbox review', () => {
  const driver = {
    lastName: 'Иванов',
    firstName: 'Иван',
    middleName: null,
    phone: '+79161234567',
    licenceNumber: '77АВ123456',
    licenceCountry: 'rus',
    licenceExpirationDate: '2030-01-01',
    employmentType: 'selfemployed' as const,
    taxIdentificationNumber: '770012345678',
    workRuleId: null,
  };
  const car = { brand: 'Kia', model: 'Rio', year: 2019, color: 'Белый', number: 'А123ВС77', vin: null, registrationCert: null };

  it('decides by the documents, with reasons in Russian', () => {
    expect(sandboxDriverVerdict(driver, '2026-01-01')).toBeNull();
    expect(sandboxDriverVerdict({ ...driver, licenceNumber: 'AB12' }, '2026-01-01')).toBe(t('driversAdd.reasons.licenceInvalid'));
    expect(sandboxDriverVerdict({ ...driver, licenceExpirationDate: '2025-12-31' }, '2026-01-01')).toBe(t('driversAdd.reasons.licenceExpired'));
    expect(sandboxDriverVerdict({ ...driver, taxIdentificationNumber: null }, '2026-01-01')).toBe(t('driversAdd.reasons.tinMissing'));
    expect(sandboxDriverVerdict({ ...driver, employmentType: 'park_employee', taxIdentificationNumber: null }, '2026-01-01')).toBeNull();
    expect(sandboxCarVerdict(car)).toBeNull();
    expect(sandboxCarVerdict({ ...car, year: 2008 })).toBe(t('driversAdd.reasons.carTooOld'));
    expect(sandboxCarVerdict({ ...car, number: 'ZZZ' })).toBe(t('driversAdd.reasons.plateInvalid'));
  });

  it('answers sent, in review, then its verdict as time passes; the same key gives the same id', async () => {
    const sandbox = new SandboxAggregatorGateway({ inReviewAfterMs: 1000, decisionAfterMs: 5000 });
    const aggregator = { id: 1, code: 'yandex' as const };
    const a = await sandbox.submitDriver(aggregator, driver, 'key-1');
    expect(await sandbox.submitDriver(aggregator, driver, 'key-1')).toEqual(a);
    expect((await sandbox.submitDriver(aggregator, driver, 'key-2')).externalId).not.toBe(a.externalId);
    const submittedAt = new Date('2026-01-01T10:00:00Z');
    const ref = { kind: 'driver' as const, externalId: a.externalId, submittedAt, driver, car: null };
    const at = (ms: number) => new Date(submittedAt.getTime() + ms);
    expect((await sandbox.review(aggregator, ref, at(999))).status).toBe('sent');
    expect((await sandbox.review(aggregator, ref, at(1000))).status).toBe('in_review');
    expect(await sandbox.review(aggregator, ref, at(5000))).toEqual({ status: 'approved', reason: t('driversAdd.reasons.approved') });
    expect(await sandbox.review(aggregator, { ...ref, driver: { ...driver, licenceNumber: 'X1' } }, at(5000))).toEqual({
      status: 'rejected',
      reason: t('driversAdd.reasons.licenceInvalid'),
    });
  });
});

/**
 * Issue 12 §1: how the import reads the platform's values into the cabinet's: a driver profile's
 * columns (unknown enum values fall back, dates cut to days), which transactions are the park's
 * own charges and the ledger kind each becomes, and the failure texts of the aggregator's card.
 */
import { describe, expect, it } from 'vitest';
import { t } from '../../texts/t';
import { SealedSecretError } from '../../server/integrations/aggregators/secret-box';
import { FleetApiError } from '../../server/integrations/aggregators/yandex-fleet/client';
import { FleetDriverProfileSchema, FleetTransactionSchema } from '../../server/integrations/aggregators/yandex-fleet/wire';
import { driverColumnsOf, failureText, ledgerKindOf } from '../../server/modules/aggregators/aggregator-import.service';

const transaction = (category_id: string, identity = 'dispatcher') =>
  FleetTransactionSchema.parse({ id: 't1', event_at: '2026-11-20T10:00:00Z', category_id, amount: '-100.0000', created_by: { identity } });

describe('the import’s reading of the platform', () => {
  it('maps a driver profile to the cabinet’s columns, ignoring unknown fields and values', () => {
    const profile = FleetDriverProfileSchema.parse({
      driver_profile: {
        id: 'p1',
        first_name: ' Иван ',
        last_name: 'Петров',
        phones: ['+79001234567'],
        driver_license: { number: '77AB123456', country: 'uzb', issue_date: '2015-05-01T00:00:00+0300', birth_date: '1990-01-02' },
        work_status: 'blocked',
        employment_type: 'park_employee',
        something_new: { nested: true },
      },
      accounts: [{ id: 'p1', balance: '10.5000' }],
    });
    expect(driverColumnsOf(profile)).toEqual({
      lastName: 'Петров',
      firstName: 'Иван',
      middleName: null,
      licenceNumber: '77AB123456',
      licenceCountry: 'rus',
      licenceIssueDate: '2015-05-01',
      licenceExpirationDate: null,
      birthDate: '1990-01-02',
      workStatus: 'working',
      employmentType: 'park_employee',
    });
  });

  it('posts only the park’s own charges, each as its ledger kind', () => {
    expect(ledgerKindOf(transaction('partner_service_manual'))).toBe('other');
    expect(ledgerKindOf(transaction('partner_service_traffic_fines'))).toBe('fine');
    expect(ledgerKindOf(transaction('partner_service_recurring_payment'))).toBe('rent');
    expect(ledgerKindOf(transaction('partner_service_external_event_referal'))).toBe('referral');
    expect(ledgerKindOf(transaction('partner_service_external_event_fuel'))).toBe('fuel');
    expect(ledgerKindOf(transaction('partner_service_external_event_balance_transfer'))).toBe('other');
    // Order money is the trip ingest's; the platform's fees are not the park's; what the cabinet sent is its own entry.
    expect(ledgerKindOf(transaction('card', 'platform'))).toBeNull();
    expect(ledgerKindOf(transaction('partner_ride_fee', 'platform'))).toBeNull();
    expect(ledgerKindOf(transaction('platform_ride_fee', 'platform'))).toBeNull();
    expect(ledgerKindOf(transaction('partner_service_external_event_fine', 'fleet-api'))).toBeNull();
  });

  it('says why a run failed in Russian, with the HTTP status when there was one', () => {
    expect(failureText(new FleetApiError('rate_limited', 'HTTP 429', 429))).toBe(`${t('aggregatorImport.errors.rate_limited')} (HTTP 429)`);
    expect(failureText(new FleetApiError('timeout', 'no answer'))).toBe(t('aggregatorImport.errors.timeout'));
    expect(failureText(new SealedSecretError('x'))).toBe(t('aggregatorImport.errors.sealed'));
    expect(failureText(new Error('relation does not exist'))).toBe(t('aggregatorImport.errors.internal'));
  });
});

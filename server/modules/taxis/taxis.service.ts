/** The caller's park. The park comes from the token: another park's id is "not found". */
import { CountryCodeSchema, type AccessClaims, type Taxi } from '../../../schemas/auth';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { normalisePhone } from '../../../schemas/phone';
import { kopecksToWire } from '../../../schemas/money';
import { PayoutAccountsRepository } from '../payout-accounts/payout-accounts.repository';
import { cityOfZone } from '../../../schemas/timezones';
import { parkPhoneMessage } from './park-phone';
import { TaxisRepository, type TaxiRow } from './taxis.repository';

function toTaxi(park: TaxiRow, balance: { totalKop: number; at: Date | null }): Taxi {
  return {
    id: park.id,
    name: park.name,
    country_code: CountryCodeSchema.parse(park.countryCode),
    balance: kopecksToWire(balance.totalKop),
    balance_at: balance.at?.toISOString() ?? null,
    bankAllowed: park.bankAllowed,
    alfabankAllowed: park.alfabankAllowed,
    tbankAllowed: park.tbankAllowed,
    hand_aggregator: park.handAggregator,
    qiwi_login: park.qiwiLogin,
    qiwi_flag: park.qiwiFlag,
    phone: park.phone,
    first_transaction_date: park.firstTransactionDate?.toISOString() ?? null,
    timezone: park.timezone,
    timezone_city: park.timezoneCity ?? cityOfZone(park.timezone, CountryCodeSchema.parse(park.countryCode)),
    created_at: park.createdAt.toISOString(),
  };
}

export class TaxisService {
  private readonly taxis: TaxisRepository;
  private readonly accounts: PayoutAccountsRepository;

  constructor(deps: AppDeps) {
    this.taxis = new TaxisRepository(deps.db);
    this.accounts = new PayoutAccountsRepository(deps.db);
  }

  private async own(claims: AccessClaims, id: number): Promise<TaxiRow> {
    const park = id === claims.taxis_id ? await this.taxis.findById(id) : null;
    if (!park) throw errors.notFound();
    return park;
  }

  async get(claims: AccessClaims, id: number): Promise<Taxi> {
    const park = await this.own(claims, id);
    return toTaxi(park, await this.accounts.balanceKop(park.id));
  }

  /** Notification 1: the park's contact phone, in the format of the park's country. */
  async setPhone(claims: AccessClaims, id: number, value: string): Promise<Taxi> {
    const park = await this.own(claims, id);
    const country = CountryCodeSchema.parse(park.countryCode);
    const phone = normalisePhone(value, country);
    if (phone === null) throw errors.validation({ phone: parkPhoneMessage(country) });
    await this.taxis.setPhone(park.id, phone);
    return toTaxi({ ...park, phone }, await this.accounts.balanceKop(park.id));
  }
}

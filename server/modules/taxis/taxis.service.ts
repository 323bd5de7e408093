/** The caller's park. The park comes from the token: another park's id is "not found". */
import { CountryCodeSchema, type AccessClaims, type Taxi } from '../../../schemas/auth';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { TaxisRepository } from './taxis.repository';

export class TaxisService {
  private readonly taxis: TaxisRepository;

  constructor(deps: AppDeps) {
    this.taxis = new TaxisRepository(deps.db);
  }

  async get(claims: AccessClaims, id: number): Promise<Taxi> {
    const park = id === claims.taxis_id ? await this.taxis.findById(id) : null;
    if (!park) throw errors.notFound();
    return {
      id: park.id,
      name: park.name,
      country_code: CountryCodeSchema.parse(park.countryCode),
      bankAllowed: park.bankAllowed,
      hand_aggregator: park.handAggregator,
      qiwi_login: park.qiwiLogin,
      qiwi_flag: park.qiwiFlag,
      phone: park.phone,
      first_transaction_date: park.firstTransactionDate?.toISOString() ?? null,
    };
  }
}

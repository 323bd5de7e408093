/**
 * An aggregator's live connection as the park sees it: the mode (an aggregator with credentials
 * is 'live', one without stays in the sandbox, «Тестовый режим»), the credentials with the key
 * masked, and the import's progress; and `PUT /aggregators/{id}/credentials`, which stores the
 * key sealed (never answered, never logged) and schedules an import at once.
 */
import {
  maskApiKey,
  type AggregatorConnection,
  type AggregatorCredentialsRequest,
} from '../../../schemas/aggregator-import';
import type { AccessClaims } from '../../../schemas/auth';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { AggregatorImportRepository, type CredentialsRow, type ImportRow } from './aggregator-import.repository';
import { AggregatorsRepository } from './aggregators.repository';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function connectionOf(credentials: CredentialsRow | undefined, state: ImportRow | undefined): AggregatorConnection {
  if (!credentials) return { mode: 'sandbox', credentials: null, import: null };
  return {
    mode: 'live',
    credentials: { client_id: credentials.clientId, park_id: credentials.externalParkId, api_key: maskApiKey(credentials.apiKeyLast4) },
    import: state
      ? {
          status: state.status,
          phase: state.phase,
          window_from: iso(state.windowFrom),
          window_to: iso(state.windowTo),
          drivers_total: state.driversTotal,
          drivers_imported: state.driversImported,
          trips_imported: state.tripsImported,
          trips_skipped: state.tripsSkipped,
          transactions_imported: state.transactionsImported,
          started_at: iso(state.startedAt),
          finished_at: iso(state.finishedAt),
          imported_until: iso(state.importedUntil),
          next_run_at: iso(state.nextRunAt),
          last_error: state.lastError,
        }
      : null,
  };
}

export class AggregatorConnectionService {
  private readonly imports: AggregatorImportRepository;

  constructor(private readonly deps: AppDeps) {
    this.imports = new AggregatorImportRepository(deps.db);
  }

  /** Connections of the park's aggregators, by aggregator id. */
  async ofPark(taxisId: number): Promise<(aggregatorId: number) => AggregatorConnection> {
    const [credentials, states] = await Promise.all([this.imports.credentialsOfPark(taxisId), this.imports.statesOfPark(taxisId)]);
    return (aggregatorId) => connectionOf(credentials.get(aggregatorId), states.get(aggregatorId));
  }

  async saveCredentials(claims: AccessClaims, aggregatorId: number, input: AggregatorCredentialsRequest): Promise<AggregatorConnection> {
    const aggregator = await new AggregatorsRepository(this.deps.db).one(claims.taxis_id, aggregatorId);
    if (!aggregator) throw errors.notFound();
    // Only Yandex Fleet has a documented park API (market.md §c.8).
    if (aggregator.code !== 'yandex' || aggregator.manual) throw errors.validation({ client_id: t('aggregatorImport.validation.onlyYandex') });
    const now = this.deps.clock.now();
    await this.imports.saveCredentials(
      {
        aggregatorId,
        taxisId: claims.taxis_id,
        clientId: input.client_id,
        externalParkId: input.park_id,
        apiKeySealed: this.deps.fleet.secrets.seal(input.api_key),
        apiKeyLast4: input.api_key.slice(-4),
      },
      now,
    );
    await this.imports.scheduleNow(aggregatorId, claims.taxis_id, now);
    return connectionOf((await this.imports.credentialsOf(aggregatorId)) ?? undefined, (await this.imports.stateOf(aggregatorId)) ?? undefined);
  }
}

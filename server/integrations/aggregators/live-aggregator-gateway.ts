/**
 * The aggregator gateway the app runs with: an aggregator whose park stored API credentials
 * (aggregator_credentials) is connected for real through the Yandex Fleet client; any other stays
 * in the sandbox, «Тестовый режим». Connecting a driver registers the profile on the platform
 * (with an idempotency token made from the park's aggregator and the phone, so a retried connect
 * does not register twice); a reconnection keeps the account the platform gave before.
 * Disconnecting leaves the platform's profile as it is: firing a driver there takes a full PUT of
 * the profile (market.md §b.2), which the park does in Диспетчерская.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { AggregatorImportRepository } from '../../modules/aggregators/aggregator-import.repository';
import { t } from '../../../texts/t';
import {
  GatewayError,
  type AggregatorGateway,
  type GatewayAggregator,
  type GatewayCar,
  type GatewayConnection,
  type GatewayDriver,
  type GatewayDriverRequest,
  type GatewayRequestRef,
  type GatewayReview,
} from './aggregator-gateway';
import type { FleetSettings } from './fleet-settings';
import { SandboxAggregatorGateway } from './sandbox-aggregator-gateway';
import { FleetApiError, fleetClientFor, type FleetCredentials, type YandexFleetClient } from './yandex-fleet/client';

/** A client failure as the park reads it: the kind in Russian, the platform's refusal as it said it. */
function gatewayErrorOf(error: unknown): GatewayError {
  if (!(error instanceof FleetApiError)) return new GatewayError(t('driversAdd.reasons.kinds.network'), true);
  const kind = t(`driversAdd.reasons.kinds.${error.kind}`);
  const said = error.kind === 'rejected' && error.message.includes(': ') ? error.message.slice(error.message.indexOf(': ') + 2) : null;
  return new GatewayError(said ? `${kind}: ${said}` : kind, error.transient);
}

export class LiveAggregatorGateway implements AggregatorGateway {
  /**
   * The mode of an aggregator without credentials; each aggregator's own is `connection.mode` in
   * the aggregators answer (aggregator-connection.service.ts).
   */
  readonly mode = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly settings: FleetSettings,
    private readonly today: () => string,
    private readonly sandbox: SandboxAggregatorGateway = new SandboxAggregatorGateway(),
  ) {}

  private async credentialsOf(aggregator: GatewayAggregator): Promise<FleetCredentials | null> {
    if (aggregator.code !== 'yandex') return null;
    const row = await new AggregatorImportRepository(this.db).credentialsOf(aggregator.id);
    return row ? { clientId: row.clientId, apiKey: this.settings.secrets.open(row.apiKeySealed), parkId: row.externalParkId } : null;
  }

  async connect(aggregator: GatewayAggregator, driver: GatewayDriver, externalId: string | null): Promise<GatewayConnection> {
    const credentials = await this.credentialsOf(aggregator);
    if (!credentials) return this.sandbox.connect(aggregator, driver, externalId);
    const hasContractIssue = driver.employmentType === 'selfemployed' && !driver.taxIdentificationNumber;
    if (externalId) return { externalId, status: 'active', isSelfemployed: driver.employmentType === 'selfemployed' && !hasContractIssue, hasContractIssue };
    const client = fleetClientFor(this.settings)(credentials);
    const token = createHash('sha256').update(`cabinet-driver:${aggregator.id}:${driver.phone}`).digest('hex').slice(0, 48);
    const created = await client.createDriverProfile(
      { ...driver, hireDate: this.today() },
      token,
    );
    // The platform checks the documents afterwards: the account is pending until the import sees it.
    return { externalId: created.contractor_profile_id, status: 'pending', isSelfemployed: false, hasContractIssue };
  }

  private async clientOf(aggregator: GatewayAggregator): Promise<YandexFleetClient | null> {
    const credentials = await this.credentialsOf(aggregator);
    return credentials ? fleetClientFor(this.settings)(credentials) : null;
  }

  async modeOf(aggregator: GatewayAggregator): Promise<'sandbox' | 'live'> {
    return (await this.credentialsOf(aggregator)) ? 'live' : 'sandbox';
  }

  /** The request's key is the X-Idempotency-Token: a retry after an unknown outcome registers nobody twice. */
  async submitDriver(aggregator: GatewayAggregator, driver: GatewayDriverRequest, idempotencyKey: string): Promise<{ externalId: string }> {
    const client = await this.clientOf(aggregator);
    if (!client) return this.sandbox.submitDriver(aggregator, driver, idempotencyKey);
    try {
      const created = await client.createDriverProfile({ ...driver, hireDate: this.today() }, idempotencyKey);
      return { externalId: created.contractor_profile_id };
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async submitCar(aggregator: GatewayAggregator, car: GatewayCar, driverExternalId: string | null, idempotencyKey: string): Promise<{ externalId: string }> {
    const client = await this.clientOf(aggregator);
    if (!client) return this.sandbox.submitCar(aggregator, car, driverExternalId, idempotencyKey);
    try {
      const created = await client.createCar(car, idempotencyKey);
      return { externalId: created.vehicle_id };
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  /**
   * A driver: in review until the platform lists the profile (its document check done); listed
   * working, approved; listed otherwise, rejected with the platform's check message. A car: the
   * platform registers it on create (inferred), so it is approved once it has an id.
   */
  async review(aggregator: GatewayAggregator, request: GatewayRequestRef, now: Date): Promise<GatewayReview> {
    const client = await this.clientOf(aggregator);
    if (!client) return this.sandbox.review(aggregator, request, now);
    if (request.kind === 'car') return { status: 'approved', reason: null };
    let profile;
    try {
      profile = await client.driverProfileById(request.externalId);
    } catch (error) {
      throw gatewayErrorOf(error);
    }
    if (!profile) return { status: 'in_review', reason: null };
    const { work_status: status, check_message: message } = profile.driver_profile;
    if (status === 'working') return { status: 'approved', reason: message ?? null };
    return { status: 'rejected', reason: message ?? t('driversAdd.reasons.fired') };
  }

  async disconnect(aggregator: GatewayAggregator, externalId: string): Promise<void> {
    if (!(await this.credentialsOf(aggregator))) await this.sandbox.disconnect(aggregator, externalId);
  }
}

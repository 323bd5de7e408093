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
import type { AggregatorGateway, GatewayAggregator, GatewayConnection, GatewayDriver } from './aggregator-gateway';
import type { FleetSettings } from './fleet-settings';
import { SandboxAggregatorGateway } from './sandbox-aggregator-gateway';
import { fleetClientFor, type FleetCredentials } from './yandex-fleet/client';

export class LiveAggregatorGateway implements AggregatorGateway {
  /**
   * The mode of an aggregator without credentials; each aggregator's own is `connection.mode` in
   * the aggregators answer (aggregator-connection.service.ts).
   */
  readonly mode = 'sandbox' as const;
  private readonly sandbox = new SandboxAggregatorGateway();

  constructor(
    private readonly db: Db,
    private readonly settings: FleetSettings,
    private readonly today: () => string,
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

  async disconnect(aggregator: GatewayAggregator, externalId: string): Promise<void> {
    if (!(await this.credentialsOf(aggregator))) await this.sandbox.disconnect(aggregator, externalId);
  }
}

/**
 * The sandbox aggregator gateway ("Тестовый режим"): calls no platform but answers the way one
 * does. It issues an account id of the platform's shape (kept on reconnection, as platforms
 * reactivate an account rather than open another) and checks employment as platforms do: a
 * self-employed driver with a TIN is confirmed, one without a TIN has a contract issue; park
 * employees and entrepreneurs are neither.
 */
import { randomBytes } from 'node:crypto';
import type { AggregatorGateway, GatewayAggregator, GatewayConnection, GatewayDriver } from './aggregator-gateway';

export class SandboxAggregatorGateway implements AggregatorGateway {
  readonly mode = 'sandbox' as const;

  async connect(aggregator: GatewayAggregator, driver: GatewayDriver, externalId: string | null): Promise<GatewayConnection> {
    const selfemployed = driver.employmentType === 'selfemployed';
    const hasTin = driver.taxIdentificationNumber !== null && driver.taxIdentificationNumber !== '';
    return {
      externalId: externalId ?? `${aggregator.code}-${randomBytes(8).toString('hex')}`,
      status: 'active',
      isSelfemployed: selfemployed && hasTin,
      hasContractIssue: selfemployed && !hasTin,
    };
  }

  /** Nothing to detach on the platform side: the park's link row is what the cabinet reads. */
  async disconnect(_aggregator: GatewayAggregator, _externalId: string): Promise<void> {}
}

/**
 * How the cabinet connects a driver to an aggregator (drivers-join). A real platform's adapter
 * implements this; the sandbox is the default. The platform answers with the driver's account id
 * on its side and what it could confirm about the driver's employment.
 */
import type { AggregatorCode } from '../../../schemas/fleet';

export interface GatewayAggregator {
  id: number;
  code: AggregatorCode;
}

/** What a platform asks for when a park registers a driver (Yandex Fleet's driver profile). */
export interface GatewayDriver {
  lastName: string;
  firstName: string;
  middleName: string | null;
  phone: string;
  licenceNumber: string;
  licenceCountry: string;
  employmentType: 'selfemployed' | 'park_employee' | 'individual_entrepreneur';
  taxIdentificationNumber: string | null;
}

export interface GatewayConnection {
  /** The driver's account id on the platform. */
  externalId: string;
  status: 'active' | 'pending';
  /** The platform confirmed the driver's self-employment (НПД). */
  isSelfemployed: boolean;
  /** The platform could not confirm the driver's employment. */
  hasContractIssue: boolean;
}

export interface AggregatorGateway {
  /** 'sandbox' means no platform is called and the UI says "Тестовый режим". */
  readonly mode: 'sandbox' | 'live';
  /**
   * Registers the driver with the park on the platform. `externalId` is the account the driver
   * had there before (reconnection): platforms reactivate it rather than open another.
   */
  connect(aggregator: GatewayAggregator, driver: GatewayDriver, externalId: string | null): Promise<GatewayConnection>;
  /** Detaches the account from the park on the platform. */
  disconnect(aggregator: GatewayAggregator, externalId: string): Promise<void>;
}

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

export interface AggregatorGateway extends DriverAddGateway {
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

// ---- driver-add requests (issue 12 §1) ------------------------------------------------------

/** A driver sent for registration: the profile plus what the platform checks. */
export interface GatewayDriverRequest extends GatewayDriver {
  licenceExpirationDate: string | null;
  /** The aggregator's work rule (its id there), when the park chose one. */
  workRuleId: string | null;
}

/** A car sent for registration (Yandex Fleet's `v2/parks/vehicles/car`). */
export interface GatewayCar {
  brand: string;
  model: string;
  year: number;
  color: string;
  /** Госномер. */
  number: string;
  vin: string | null;
  registrationCert: string | null;
}

/** The platform's answer about a request it holds. */
export type GatewayReviewStatus = 'sent' | 'in_review' | 'approved' | 'rejected';

export interface GatewayReview {
  status: GatewayReviewStatus;
  /** A rejection's reason, in Russian. */
  reason: string | null;
}

/** What the cabinet knows of a request it sent: the platform reads the id, the sandbox the rest. */
export interface GatewayRequestRef {
  kind: 'driver' | 'car';
  externalId: string;
  submittedAt: Date;
  driver: GatewayDriverRequest | null;
  car: GatewayCar | null;
}

/**
 * A call to the platform failed. `transient`: trying later may succeed (no answer, 429, 5xx);
 * otherwise the platform refused (a wrong key, a malformed request). `reason` is Russian.
 */
export class GatewayError extends Error {
  constructor(
    readonly reason: string,
    readonly transient: boolean,
  ) {
    super(reason);
    this.name = 'GatewayError';
  }
}

/** Driver-add requests: submitting is idempotent by `idempotencyKey` (the same key, the same id). */
export interface DriverAddGateway {
  submitDriver(aggregator: GatewayAggregator, driver: GatewayDriverRequest, idempotencyKey: string): Promise<{ externalId: string }>;
  submitCar(aggregator: GatewayAggregator, car: GatewayCar, driverExternalId: string | null, idempotencyKey: string): Promise<{ externalId: string }>;
  /** Where the platform's review of a request stands at `now`. */
  review(aggregator: GatewayAggregator, request: GatewayRequestRef, now: Date): Promise<GatewayReview>;
  /** 'sandbox' when the aggregator has no live connection («Тестовый режим»). */
  modeOf(aggregator: GatewayAggregator): Promise<'sandbox' | 'live'>;
}

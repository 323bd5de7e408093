/**
 * The sandbox aggregator gateway ("Тестовый режим"): calls no platform but answers the way one
 * does. It issues an account id of the platform's shape (kept on reconnection, as platforms
 * reactivate an account rather than open another) and checks employment as platforms do: a
 * self-employed driver with a TIN is confirmed, one without a TIN has a contract issue; park
 * employees and entrepreneurs are neither.
 */
import { createHash, randomBytes } from 'node:crypto';
import { t } from '../../../texts/t';
import type {
  AggregatorGateway,
  GatewayAggregator,
  GatewayCar,
  GatewayConnection,
  GatewayDriver,
  GatewayDriverRequest,
  GatewayRequestRef,
  GatewayReview,
} from './aggregator-gateway';

/**
 * How long the sandbox's review of a driver-add request takes: a request is "sent" until
 * `inReviewAfterMs` after its submission, "in review" until `decisionAfterMs`, then decided.
 */
export interface SandboxReviewTiming {
  inReviewAfterMs: number;
  decisionAfterMs: number;
}

function ms(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/** AGGREGATOR_SANDBOX_REVIEW_MS / AGGREGATOR_SANDBOX_DECISION_MS (the browser tests make them short). */
export function sandboxReviewTiming(env: NodeJS.ProcessEnv = process.env): SandboxReviewTiming {
  const inReviewAfterMs = ms(env.AGGREGATOR_SANDBOX_REVIEW_MS, 20_000);
  return { inReviewAfterMs, decisionAfterMs: Math.max(inReviewAfterMs, ms(env.AGGREGATOR_SANDBOX_DECISION_MS, 60_000)) };
}

/** Russian licences: 2 digits of the region, 2 series characters, 6 digits (77АВ123456, 9912345678). */
const RU_LICENCE = /^\d{2}[0-9А-ЯЁA-Z]{2}\d{6}$/;
/** Russian plates: letter, 3 digits, 2 letters, 2–3 digits of the region. */
const RU_PLATE = /^[АВЕКМНОРСТУХABEKMHOPCTYX]\d{3}[АВЕКМНОРСТУХABEKMHOPCTYX]{2}\d{2,3}$/;

/** The sandbox's verdict on a driver, as a platform's document check would decide it. */
export function sandboxDriverVerdict(driver: GatewayDriverRequest, today: string): string | null {
  if (driver.licenceCountry === 'rus' && !RU_LICENCE.test(driver.licenceNumber)) return t('driversAdd.reasons.licenceInvalid');
  if (driver.licenceExpirationDate !== null && driver.licenceExpirationDate < today) return t('driversAdd.reasons.licenceExpired');
  if (driver.employmentType === 'selfemployed' && !driver.taxIdentificationNumber) return t('driversAdd.reasons.tinMissing');
  return null;
}

export function sandboxCarVerdict(car: GatewayCar): string | null {
  if (car.year < 2012) return t('driversAdd.reasons.carTooOld');
  if (!RU_PLATE.test(car.number)) return t('driversAdd.reasons.plateInvalid');
  return null;
}

const sandboxId = (aggregator: GatewayAggregator, prefix: string, key: string) =>
  `${aggregator.code}-${prefix}-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;

export class SandboxAggregatorGateway implements AggregatorGateway {
  readonly mode = 'sandbox' as const;

  constructor(private readonly timing: SandboxReviewTiming = sandboxReviewTiming()) {}

  async modeOf(_aggregator: GatewayAggregator): Promise<'sandbox'> {
    return 'sandbox';
  }

  /** The same key gives the same id, as a platform's idempotency token does. */
  async submitDriver(aggregator: GatewayAggregator, _driver: GatewayDriverRequest, idempotencyKey: string): Promise<{ externalId: string }> {
    return { externalId: sandboxId(aggregator, 'sbx', idempotencyKey) };
  }

  async submitCar(aggregator: GatewayAggregator, _car: GatewayCar, _driverExternalId: string | null, idempotencyKey: string): Promise<{ externalId: string }> {
    return { externalId: sandboxId(aggregator, 'car', idempotencyKey) };
  }

  /** Sent, then in review, then decided by the documents: the same answer for the same moment. */
  async review(_aggregator: GatewayAggregator, request: GatewayRequestRef, now: Date): Promise<GatewayReview> {
    const elapsed = now.getTime() - request.submittedAt.getTime();
    if (elapsed < this.timing.inReviewAfterMs) return { status: 'sent', reason: null };
    if (elapsed < this.timing.decisionAfterMs) return { status: 'in_review', reason: null };
    const verdict = request.kind === 'driver'
      ? request.driver ? sandboxDriverVerdict(request.driver, now.toISOString().slice(0, 10)) : null
      : request.car ? sandboxCarVerdict(request.car) : null;
    return verdict === null ? { status: 'approved', reason: t('driversAdd.reasons.approved') } : { status: 'rejected', reason: verdict };
  }

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

/**
 * The job's side of driver-add requests: each due request is claimed with a lease, then
 * - `new`: sent to the aggregator with the request's idempotency key (the same key on every
 *   attempt, so an attempt whose answer was lost registers nobody twice); a transient failure is
 *   tried again with back-off, up to MAX_AUTO_ATTEMPTS, then the request is `failed`; a refusal
 *   fails it at once;
 * - `sent` / `in_review`: the aggregator is asked where its review stands; an approved driver gets
 *   their account linked (driver_aggregator_accounts, as drivers-join does; a new person becomes a
 *   park driver first) and, when the park's settings say so, a car request for their car.
 * Every move goes through the pure status machine (schemas/drivers-add.ts).
 */
import { t } from '../../../texts/t';
import { transition, type DriverAddEvent, type DriverAddStatus } from '../../../schemas/drivers-add';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import {
  GatewayError,
  type DriverAddGateway,
  type GatewayAggregator,
  type GatewayCar,
  type GatewayDriverRequest,
} from '../../integrations/aggregators/aggregator-gateway';
import { DriverAggregatorsRepository } from '../drivers/driver-aggregators.repository';
import { DriversRepository } from '../drivers/drivers.repository';
import { driverSearchText } from '../drivers/search-text';
import { AggregatorsRepository } from './aggregators.repository';
import { DriversAddRepository, type DriverAddPatch, type DriverAddRow } from './drivers-add.repository';

export const MAX_AUTO_ATTEMPTS = 5;
const LEASE_MS = 2 * 60_000;
const BATCH = 50;

export interface DriversAddJobDeps {
  db: Db;
  clock: Clock;
  gateway: DriverAddGateway;
  /** How soon a pending request is asked about again. */
  checkEveryMs: number;
}

/** AGGREGATOR_DRIVERS_ADD_INTERVAL_MS: how often the job runs and asks about pending requests. */
export function driversAddIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = Number.parseInt(env.AGGREGATOR_DRIVERS_ADD_INTERVAL_MS ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : 15_000;
}

/** Back-off of automatic submissions: 30 s, 1 min, 2 min, … at most 30 min. */
export const retryDelayMs = (attempts: number): number => Math.min(30 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** What the aggregator is sent about a driver request: the park driver's profile, or the new person's. */
export async function driverOfRequest(repo: DriversAddRepository, row: DriverAddRow): Promise<GatewayDriverRequest | null> {
  const settings = await repo.settingsOf(row.taxisId, row.aggregatorId);
  const workRuleId = settings?.workRuleId ?? null;
  if (row.driverId !== null) {
    const driver = await repo.driver(row.taxisId, row.driverId);
    if (!driver) return null;
    return {
      lastName: driver.lastName,
      firstName: driver.firstName,
      middleName: driver.middleName,
      phone: driver.phone,
      licenceNumber: driver.licenceNumber,
      licenceCountry: driver.licenceCountry,
      licenceExpirationDate: driver.licenceExpirationDate,
      employmentType: driver.employmentType,
      taxIdentificationNumber: driver.taxIdentificationNumber,
      workRuleId,
    };
  }
  const person = row.person;
  if (!person) return null;
  return {
    lastName: person.last_name,
    firstName: person.first_name,
    middleName: person.middle_name ?? null,
    phone: person.phone,
    licenceNumber: person.licence_number,
    licenceCountry: person.licence_country,
    licenceExpirationDate: person.licence_expiration_date ?? null,
    employmentType: person.employment_type ?? settings?.employmentType ?? 'selfemployed',
    taxIdentificationNumber: person.tax_identification_number ?? null,
    workRuleId,
  };
}

export async function carOfRequest(repo: DriversAddRepository, row: DriverAddRow): Promise<GatewayCar | null> {
  if (row.carId !== null) {
    const car = await repo.car(row.taxisId, row.carId);
    return car ? { brand: car.brand, model: car.model, year: car.year, color: car.color, number: car.number, vin: car.vin, registrationCert: car.registrationCert } : null;
  }
  const car = row.car;
  return car ? { brand: car.brand, model: car.model, year: car.year, color: car.color, number: car.number, vin: car.vin ?? null, registrationCert: car.registration_cert ?? null } : null;
}

class Processor {
  private readonly repo: DriversAddRepository;

  constructor(private readonly deps: DriversAddJobDeps) {
    this.repo = new DriversAddRepository(deps.db);
  }

  private async move(row: DriverAddRow, event: DriverAddEvent, patch: DriverAddPatch, now: Date): Promise<DriverAddStatus> {
    const next = transition(row.status, event);
    if (next === null) return row.status;
    const pending = next === 'new' || next === 'sent' || next === 'in_review';
    const nextCheckAt = patch.nextCheckAt !== undefined ? patch.nextCheckAt : pending ? later(now, this.deps.checkEveryMs) : null;
    const decidedAt = next === 'approved' || next === 'rejected' ? now : patch.decidedAt;
    await this.repo.advance(row, next, { ...patch, nextCheckAt, ...(decidedAt ? { decidedAt } : {}) }, now);
    return next;
  }

  async process(row: DriverAddRow): Promise<DriverAddStatus> {
    const now = this.deps.clock.now();
    const aggregatorRow = await new AggregatorsRepository(this.deps.db).one(row.taxisId, row.aggregatorId);
    if (!aggregatorRow) return row.status;
    const aggregator: GatewayAggregator = { id: aggregatorRow.id, code: aggregatorRow.code };
    if (row.status === 'new') return this.submit(row, aggregator, now);
    if (row.status === 'sent' || row.status === 'in_review') return this.review(row, aggregator, aggregatorRow.name, now);
    // A decided request is not looked at again.
    await this.repo.advance(row, row.status, { nextCheckAt: null }, now);
    return row.status;
  }

  private async submit(row: DriverAddRow, aggregator: GatewayAggregator, now: Date): Promise<DriverAddStatus> {
    const attempts = row.attempts + 1;
    try {
      let externalId: string;
      if (row.kind === 'driver') {
        const driver = await driverOfRequest(this.repo, row);
        if (!driver) return this.move(row, { type: 'submit_failed', final: true }, { attempts, reason: t('driversAdd.validation.driverNotFound') }, now);
        ({ externalId } = await this.deps.gateway.submitDriver(aggregator, driver, row.idempotencyKey));
      } else {
        const car = await carOfRequest(this.repo, row);
        if (!car) return this.move(row, { type: 'submit_failed', final: true }, { attempts, reason: t('driversAdd.validation.carNotFound') }, now);
        const parent = row.parentId === null ? null : await this.repo.one(row.taxisId, row.parentId);
        ({ externalId } = await this.deps.gateway.submitCar(aggregator, car, parent?.request.externalId ?? null, row.idempotencyKey));
      }
      return this.move(row, { type: 'submitted' }, { attempts, externalId, submittedAt: now, reason: null }, now);
    } catch (error) {
      const transient = !(error instanceof GatewayError) || error.transient;
      const final = !transient || attempts >= MAX_AUTO_ATTEMPTS;
      const detail = error instanceof GatewayError ? error.reason : t('driversAdd.reasons.kinds.network');
      const reason = t(transient ? 'driversAdd.reasons.submitFailed' : 'driversAdd.reasons.submitRefused', { error: detail });
      return this.move(row, { type: 'submit_failed', final }, { attempts, reason, nextCheckAt: final ? null : later(now, retryDelayMs(attempts)) }, now);
    }
  }

  private async review(row: DriverAddRow, aggregator: GatewayAggregator, aggregatorName: string, now: Date): Promise<DriverAddStatus> {
    if (row.externalId === null || row.submittedAt === null) return this.move(row, { type: 'review_failed', final: true }, {}, now);
    let answer;
    try {
      answer = await this.deps.gateway.review(
        aggregator,
        {
          kind: row.kind,
          externalId: row.externalId,
          submittedAt: row.submittedAt,
          driver: row.kind === 'driver' ? await driverOfRequest(this.repo, row) : null,
          car: row.kind === 'car' ? await carOfRequest(this.repo, row) : null,
        },
        now,
      );
    } catch (error) {
      const final = error instanceof GatewayError && !error.transient;
      const reason = t('driversAdd.reasons.reviewFailed', { error: error instanceof GatewayError ? error.reason : t('driversAdd.reasons.kinds.network') });
      return this.move(row, { type: 'review_failed', final }, { reason, ...(final ? { nextCheckAt: null } : {}) }, now);
    }
    if (answer.status === 'approved' && row.kind === 'driver') {
      const driverId = await this.linkDriver(row, aggregatorName, now);
      const next = await this.move(row, { type: 'reviewed', status: 'approved' }, { reason: answer.reason, driverId }, now);
      if (driverId !== null) await this.carFollows(row, driverId, now);
      return next;
    }
    return this.move(row, { type: 'reviewed', status: answer.status }, { reason: answer.reason }, now);
  }

  /** The approved driver's account on the aggregator; a new person becomes a park driver first. */
  private async linkDriver(row: DriverAddRow, aggregatorName: string, now: Date): Promise<number | null> {
    let driverId = row.driverId;
    const author = { userId: null, userName: t('driversAdd.card.title', { id: row.id }) + ` · ${aggregatorName}` };
    if (driverId === null && row.person) {
      const person = row.person;
      driverId = await this.repo.driverByPhone(row.taxisId, person.phone);
      const profile = driverId === null ? await driverOfRequest(this.repo, row) : null;
      if (profile) {
        const { workRuleId: _workRuleId, ...fields } = profile;
        const values = { ...fields, taxisId: row.taxisId, licenceCountry: person.licence_country, employmentType: profile.employmentType, hireDate: now.toISOString().slice(0, 10), createdAt: now };
        driverId = await new DriversRepository(this.deps.db).insert(
          { ...values, searchText: driverSearchText({ ...values, carNumber: null }) },
          author,
          { created: { from: null, to: aggregatorName } },
          now,
        );
      }
    }
    if (driverId === null || row.externalId === null) return driverId;
    const accounts = new DriverAggregatorsRepository(this.deps.db);
    const before = await accounts.accounts(row.taxisId, driverId);
    const names = before.filter(({ account }) => account.status !== 'disconnected').map(({ aggregator }) => aggregator.name);
    const driver = await this.repo.driver(row.taxisId, driverId);
    const selfemployed = driver?.employmentType === 'selfemployed';
    const hasTin = Boolean(driver?.taxIdentificationNumber);
    await accounts.connect(
      {
        taxisId: row.taxisId,
        driverId,
        aggregatorId: row.aggregatorId,
        externalId: row.externalId,
        status: 'active',
        isSelfemployed: selfemployed && hasTin,
        hasContractIssue: selfemployed && !hasTin,
        at: now,
      },
      author,
      { aggregators: { from: names, to: names.includes(aggregatorName) ? names : [...names, aggregatorName] } },
    );
    return driverId;
  }

  /** The park's settings may send the driver's car right after the driver is approved. */
  private async carFollows(row: DriverAddRow, driverId: number, now: Date): Promise<void> {
    const settings = await this.repo.settingsOf(row.taxisId, row.aggregatorId);
    if (!settings?.autoCar) return;
    const driver = await this.repo.driver(row.taxisId, driverId);
    if (!driver?.carId) return;
    if ((await this.repo.children(row.taxisId, row.id)).length > 0) return;
    await this.repo.insert(
      {
        taxisId: row.taxisId,
        aggregatorId: row.aggregatorId,
        kind: 'car',
        parentId: row.id,
        driverId,
        carId: driver.carId,
        status: 'new',
        idempotencyKey: `car-auto:${row.idempotencyKey}`,
        nextCheckAt: now,
        createdByUserId: row.createdByUserId,
      },
      now,
    );
  }
}

export interface DriversAddRun {
  processed: number;
  failed: { requestId: number; error: unknown }[];
}

/** Every request due now, batch by batch, each under its lease. */
export async function runDueDriverAdds(deps: DriversAddJobDeps): Promise<DriversAddRun> {
  const run: DriversAddRun = { processed: 0, failed: [] };
  const repo = new DriversAddRepository(deps.db);
  const processor = new Processor(deps);
  // Bounded: a request due again at once (a zero check interval) waits for the next run.
  for (let batch = 0; batch < 20; batch += 1) {
    const now = deps.clock.now();
    const rows = await repo.claimDue(now, later(now, LEASE_MS), BATCH);
    for (const row of rows) {
      try {
        await processor.process(row);
        run.processed += 1;
      } catch (error) {
        // Left under its lease: tried again when the lease runs out.
        run.failed.push({ requestId: row.id, error });
      }
    }
    if (rows.length < BATCH) return run;
  }
  return run;
}

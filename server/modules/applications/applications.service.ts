/**
 * Approved applications: a person an aggregator's checks approved waits for the park. Accepting
 * creates the driver (the drivers module's own rules), their car and aggregator account, in one
 * transaction: a failed accept leaves nothing behind. Each application is decided once.
 */
import { fullNameOf } from '../drivers/drivers.mappers';
import type { z } from 'zod';
import type { AccessClaims } from '../../../schemas/auth';
import type {
  Application,
  ApplicationAcceptResponseSchema,
  ApplicationDeclineSchema,
  ApplicationsQuerySchema,
  ApplicationsResponseSchema,
  ApproveReadRequestSchema,
} from '../../../schemas/desk';
import { DriverInputSchema, type DriverInputParsed } from '../../../schemas/drivers';
import { pagesOf } from '../../../schemas/lists';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { parkDay } from '../../lib/park-time';
import { BlacklistRepository } from '../blacklist/blacklist.repository';
import { DriversService } from '../drivers/drivers.service';
import { parkTimezone } from '../taxis/park-timezone';

import { ApplicationsRepository, type ApplicationRecord, type ApplicationRow, type NewCar } from './applications.repository';

type ApplicationsQuery = z.infer<typeof ApplicationsQuerySchema>;
type ApproveReadRequest = z.infer<typeof ApproveReadRequestSchema>;
type ApplicationDecline = z.infer<typeof ApplicationDeclineSchema>;

function toApplication({ application, aggregator }: ApplicationRow): Application {
  const car = {
    brand: application.carBrand,
    model: application.carModel,
    number: application.carNumber,
    color: application.carColor,
    year: application.carYear,
  };
  return {
    id: application.id,
    aggregator,
    full_name: fullNameOf(application),
    last_name: application.lastName,
    first_name: application.firstName,
    middle_name: application.middleName,
    phone: application.phone,
    licence_number: application.licenceNumber,
    licence_country: application.licenceCountry,
    car: Object.values(car).every((value) => value === null) ? null : car,
    status: application.status,
    read: application.readAt !== null,
    created_at: application.createdAt.toISOString(),
    decided_at: application.decidedAt?.toISOString() ?? null,
    decline_reason: application.declineReason,
    driver_id: application.driverId,
  };
}

/** The application's person as a driver profile, checked by the same schema as the driver form. */
function driverInputOf(application: ApplicationRecord, hireDate: string): DriverInputParsed {
  const parsed = DriverInputSchema.safeParse({
    last_name: application.lastName,
    first_name: application.firstName,
    middle_name: application.middleName,
    phone: application.phone,
    licence_number: application.licenceNumber,
    licence_country: application.licenceCountry,
    hire_date: hireDate,
  });
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  throw errors.validation(fields);
}

/** A car only when the application describes one completely (every column of a car is required). */
function carOf(application: ApplicationRecord): NewCar | null {
  const { carBrand, carModel, carYear, carColor, carNumber } = application;
  if (!carBrand || !carModel || carYear === null || !carColor || !carNumber) return null;
  return { brand: carBrand, model: carModel, year: carYear, color: carColor, number: plateOf(carNumber) };
}

const plateOf = (number: string) => number.replace(/\s/g, '').toUpperCase();

export class ApplicationsService {
  private readonly applications: ApplicationsRepository;

  constructor(private readonly deps: AppDeps) {
    this.applications = new ApplicationsRepository(deps.db);
  }

  async list(claims: AccessClaims, query: ApplicationsQuery): Promise<z.infer<typeof ApplicationsResponseSchema>> {
    const { rows, total } = await this.applications.page(
      claims.taxis_id,
      query.status,
      query.countperpage,
      (query.page - 1) * query.countperpage,
    );
    return { applications: rows.map(toApplication), total, pages: pagesOf(total, query.countperpage) };
  }

  async unread(claims: AccessClaims): Promise<{ count: number }> {
    return { count: await this.applications.countUnread(claims.taxis_id) };
  }

  async markRead(claims: AccessClaims, request: ApproveReadRequest): Promise<{ count: number }> {
    await this.applications.markRead(claims.taxis_id, request.ids ?? null, this.deps.clock.now());
    return this.unread(claims);
  }

  async accept(claims: AccessClaims, id: number): Promise<z.infer<typeof ApplicationAcceptResponseSchema>> {
    const taxisId = claims.taxis_id;
    const now = this.deps.clock.now();
    const today = parkDay(now, await parkTimezone(this.deps.db, taxisId));
    return this.deps.db.transaction(async (tx) => {
      const applications = new ApplicationsRepository(tx);
      const application = await applications.lock(taxisId, id);
      if (!application) throw errors.notFound();
      if (application.status !== 'approved') throw errors.badRequest(t('fleet.validation.alreadyDecided'));
      const input = driverInputOf(application, today);

      const listed = await new BlacklistRepository(tx).matches(taxisId, input.phone, input.licence_number);
      if (listed.phone || listed.licence) {
        throw errors.validation(
          {
            ...(listed.phone ? { phone: t('fleet.validation.blacklisted') } : {}),
            ...(listed.licence ? { licence_number: t('fleet.validation.blacklisted') } : {}),
          },
          t('fleet.validation.blacklisted'),
        );
      }

      const car = carOf(application);
      const carId = application.carNumber
        ? ((await applications.carByPlate(taxisId, plateOf(application.carNumber))) ??
          (car ? await applications.insertCar(taxisId, car, now) : null))
        : null;
      const driver = await new DriversService({ ...this.deps, db: tx }).create(claims, { ...input, car_id: carId });

      if (application.aggregatorId !== null && (await applications.aggregatorInPark(taxisId, application.aggregatorId))) {
        await applications.linkAggregator(taxisId, driver.id, application.aggregatorId, String(application.id), now);
      }
      await applications.decide(
        id,
        { status: 'accepted', decidedAt: now, decidedByUserId: Number(claims.sub), declineReason: null, driverId: driver.id },
        now,
      );
      return { driver_id: driver.id };
    });
  }

  async decline(claims: AccessClaims, id: number, input: ApplicationDecline): Promise<Application> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const applications = new ApplicationsRepository(tx);
      const application = await applications.lock(claims.taxis_id, id);
      if (!application) throw errors.notFound();
      if (application.status !== 'approved') throw errors.badRequest(t('fleet.validation.alreadyDecided'));
      await applications.decide(
        id,
        { status: 'declined', decidedAt: now, decidedByUserId: Number(claims.sub), declineReason: input.reason, driverId: null },
        now,
      );
    });
    const row = await this.applications.find(claims.taxis_id, id);
    if (!row) throw errors.notFound();
    return toApplication(row);
  }
}

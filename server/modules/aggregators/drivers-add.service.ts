/**
 * Driver-add requests as the park's staff see them: the aggregator's requests (paged, by status),
 * a new request (a park driver or a new person), its card with the status history, a car request
 * once the driver is approved, a retry of a request whose sending failed, and the park's defaults.
 * Nothing here calls the aggregator: the job does (drivers-add.process.ts); a new or retried
 * request is due at once.
 */
import { randomUUID } from 'node:crypto';
import type { AccessClaims } from '../../../schemas/auth';
import {
  transition,
  type DriverAddCard,
  type DriverAddCarCreate,
  type DriverAddCreate,
  type DriverAddList,
  type DriverAddRequest,
  type DriverAddSettings,
  type DriverAddStatus,
  DriverAddSettingsInputSchema,
} from '../../../schemas/drivers-add';
import { pagesOf, type PageQuery } from '../../../schemas/lists';
import { t } from '../../../texts/t';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { AggregatorsRepository, type AggregatorRow } from './aggregators.repository';
import { DriversAddRepository, type DriverAddView } from './drivers-add.repository';

const fullName = (person: { last_name: string; first_name: string; middle_name?: string | null }) =>
  [person.last_name, person.first_name, person.middle_name].filter(Boolean).join(' ');

export class DriversAddService {
  private readonly repo: DriversAddRepository;
  private readonly aggregators: AggregatorsRepository;

  constructor(private readonly deps: AppDeps) {
    this.repo = new DriversAddRepository(deps.db);
    this.aggregators = new AggregatorsRepository(deps.db);
  }

  private async aggregator(claims: AccessClaims, id: number): Promise<AggregatorRow> {
    const row = await this.aggregators.one(claims.taxis_id, id);
    if (!row) throw errors.notFound();
    return row;
  }

  private async sandbox(aggregator: Pick<AggregatorRow, 'id' | 'code'>): Promise<boolean> {
    return (await this.deps.aggregatorGateway.modeOf({ id: aggregator.id, code: aggregator.code })) === 'sandbox';
  }

  private wire(view: DriverAddView, sandbox: boolean): DriverAddRequest {
    const { request, aggregator, car } = view;
    const enteredCar = request.car;
    const carTitle = car ? `${car.brand} ${car.model}, ${car.number}` : enteredCar ? `${enteredCar.brand} ${enteredCar.model}, ${enteredCar.number}` : null;
    return {
      id: request.id,
      aggregator_id: aggregator.id,
      aggregator_name: aggregator.name,
      kind: request.kind,
      parent_id: request.parentId,
      driver_id: request.driverId,
      driver_name: view.driverName ?? (request.person ? fullName(request.person) : '—'),
      car_id: request.carId,
      car_title: carTitle,
      status: request.status,
      reason: request.reason,
      external_id: request.externalId,
      attempts: request.attempts,
      sandbox,
      created_at: request.createdAt.toISOString(),
      updated_at: request.updatedAt.toISOString(),
    };
  }

  async list(claims: AccessClaims, aggregatorId: number, query: PageQuery & { status?: DriverAddStatus }): Promise<DriverAddList> {
    const aggregator = await this.aggregator(claims, aggregatorId);
    const sandbox = await this.sandbox(aggregator);
    const { rows, total } = await this.repo.page(
      claims.taxis_id,
      aggregatorId,
      { status: query.status },
      { limit: query.countperpage, offset: (query.page - 1) * query.countperpage },
    );
    return { requests: rows.map((row) => this.wire(row, sandbox)), total, pages: pagesOf(total, query.countperpage) };
  }

  private async card(claims: AccessClaims, view: DriverAddView): Promise<DriverAddCard> {
    const sandbox = await this.sandbox(view.aggregator);
    const [history, children] = await Promise.all([this.repo.history(view.request.id), this.repo.children(claims.taxis_id, view.request.id)]);
    return {
      ...this.wire(view, sandbox),
      person: view.request.person,
      car: view.request.car,
      history: history.map((event) => ({ status: event.status, reason: event.reason, at: event.createdAt.toISOString() })),
      car_requests: children.map((child) => this.wire(child, sandbox)),
    };
  }

  private async view(claims: AccessClaims, requestId: number, aggregatorId?: number): Promise<DriverAddView> {
    const view = await this.repo.one(claims.taxis_id, requestId);
    if (!view || (aggregatorId !== undefined && view.aggregator.id !== aggregatorId)) throw errors.notFound();
    return view;
  }

  async show(claims: AccessClaims, requestId: number, aggregatorId?: number): Promise<DriverAddCard> {
    if (aggregatorId !== undefined) await this.aggregator(claims, aggregatorId);
    return this.card(claims, await this.view(claims, requestId, aggregatorId));
  }

  async create(claims: AccessClaims, aggregatorId: number, input: DriverAddCreate): Promise<DriverAddCard> {
    const aggregator = await this.aggregator(claims, aggregatorId);
    if (!aggregator.active) throw errors.validation({ driver_id: t('driversAdd.validation.inactive') });
    const driverId = input.driver_id ?? null;
    const person = driverId === null ? (input.person ?? null) : null;
    if (driverId === null && person === null) throw errors.validation({ driver_id: t('driversAdd.validation.driverOrPerson') });
    if (driverId !== null && !(await this.repo.driver(claims.taxis_id, driverId))) throw errors.validation({ driver_id: t('driversAdd.validation.driverNotFound') });
    // A new person whose phone a park driver has is that driver.
    const known = person ? await this.repo.driverByPhone(claims.taxis_id, person.phone) : null;
    const now = this.deps.clock.now();
    const id = await this.repo.insert(
      {
        taxisId: claims.taxis_id,
        aggregatorId,
        kind: 'driver',
        driverId: driverId ?? known,
        person: known === null ? person : null,
        status: 'new',
        idempotencyKey: `driver:${randomUUID()}`,
        nextCheckAt: now,
        createdByUserId: Number(claims.sub),
      },
      now,
    );
    return this.show(claims, id);
  }

  /** A car request follows an approved driver request: the park's car, or one entered by hand. */
  async createCar(claims: AccessClaims, aggregatorId: number, requestId: number, input: DriverAddCarCreate): Promise<DriverAddCard> {
    await this.aggregator(claims, aggregatorId);
    const parent = await this.view(claims, requestId, aggregatorId);
    if (parent.request.kind !== 'driver') throw errors.validation({ car_id: t('driversAdd.validation.notCarRequest') });
    if (parent.request.status !== 'approved') throw errors.validation({ car_id: t('driversAdd.validation.notApproved') });
    const carId = input.car_id ?? null;
    const car = carId === null ? (input.car ?? null) : null;
    if (carId === null && car === null) throw errors.validation({ car_id: t('driversAdd.validation.carOrData') });
    if (carId !== null && !(await this.repo.car(claims.taxis_id, carId))) throw errors.validation({ car_id: t('driversAdd.validation.carNotFound') });
    const now = this.deps.clock.now();
    const id = await this.repo.insert(
      {
        taxisId: claims.taxis_id,
        aggregatorId,
        kind: 'car',
        parentId: parent.request.id,
        driverId: parent.request.driverId,
        carId,
        car,
        status: 'new',
        idempotencyKey: `car:${randomUUID()}`,
        nextCheckAt: now,
        createdByUserId: Number(claims.sub),
      },
      now,
    );
    return this.show(claims, id);
  }

  /**
   * A failed request again: when the aggregator already holds it (an id), its status is asked
   * first; otherwise it is sent again with the same idempotency key, so it is never registered twice.
   */
  async retry(claims: AccessClaims, aggregatorId: number, requestId: number): Promise<DriverAddCard> {
    await this.aggregator(claims, aggregatorId);
    const { request } = await this.view(claims, requestId, aggregatorId);
    const next = transition(request.status, { type: 'retry', held: request.externalId !== null });
    if (next === null) throw errors.validation({ status: t('driversAdd.validation.notFailed') });
    const now = this.deps.clock.now();
    await this.repo.advance(request, next, { nextCheckAt: now, reason: null, ...(next === 'new' ? { attempts: 0 } : {}) }, now);
    return this.show(claims, requestId);
  }

  async settings(claims: AccessClaims, aggregatorId: number): Promise<DriverAddSettings> {
    await this.aggregator(claims, aggregatorId);
    const [row, workRules] = await Promise.all([this.repo.settingsOf(claims.taxis_id, aggregatorId), this.repo.workRules(claims.taxis_id, aggregatorId)]);
    return {
      aggregator_id: aggregatorId,
      work_rule_id: row?.workRuleId ?? null,
      city_id: row?.cityId ?? null,
      auto_car: row?.autoCar ?? false,
      employment_type: row?.employmentType ?? 'selfemployed',
      work_rules: workRules,
    };
  }

  async saveSettings(claims: AccessClaims, aggregatorId: number, input: z.infer<typeof DriverAddSettingsInputSchema>): Promise<DriverAddSettings> {
    await this.aggregator(claims, aggregatorId);
    if (input.work_rule_id !== null) {
      const rules = await this.repo.workRules(claims.taxis_id, aggregatorId);
      if (!rules.some((rule) => rule.id === input.work_rule_id)) throw errors.validation({ work_rule_id: t('driversAdd.validation.workRule') });
    }
    await this.repo.saveSettings({
      taxisId: claims.taxis_id,
      aggregatorId,
      workRuleId: input.work_rule_id,
      cityId: input.city_id,
      autoCar: input.auto_car,
      employmentType: input.employment_type,
      updatedAt: this.deps.clock.now(),
    });
    return this.settings(claims, aggregatorId);
  }
}

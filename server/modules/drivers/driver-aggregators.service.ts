/**
 * drivers-join: connecting a driver to the park's aggregators through the aggregator's gateway,
 * and disconnecting. A disconnected account is reactivated on the next connection; every change
 * is in the driver's history as the list of aggregators before and after.
 */
import type { z } from 'zod';
import type { AccessClaims } from '../../../schemas/auth';
import type { DriverAggregatorsResponseSchema, DriverLink } from '../../../schemas/drivers';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { changeAuthor } from './change-author';
import { DriverAggregatorsRepository, type AccountWithAggregator } from './driver-aggregators.repository';
import { DriversRepository } from './drivers.repository';
import { parkContext, type ParkContext } from './park-context';

type DriverAggregators = z.infer<typeof DriverAggregatorsResponseSchema>;

function linkOf({ account, aggregator }: AccountWithAggregator): DriverLink {
  return {
    aggregator_id: aggregator.id,
    aggregator_code: aggregator.code,
    aggregator_name: aggregator.name,
    external_id: account.externalId,
    status: account.status,
    has_contract_issue: account.hasContractIssue,
    is_selfemployed: account.isSelfemployed,
    last_trip_at: account.lastTripAt?.toISOString() ?? null,
  };
}

const connectedNames = (accounts: AccountWithAggregator[]) =>
  accounts.filter(({ account }) => account.status !== 'disconnected').map(({ aggregator }) => aggregator.name);

export class DriverAggregatorsService {
  private readonly accounts: DriverAggregatorsRepository;
  private readonly drivers: DriversRepository;

  constructor(private readonly deps: AppDeps) {
    this.accounts = new DriverAggregatorsRepository(deps.db);
    this.drivers = new DriversRepository(deps.db);
  }

  private async park(claims: AccessClaims, driverId: number): Promise<ParkContext> {
    const park = await parkContext(this.deps.db, this.deps.clock, claims.taxis_id);
    if (!(await this.drivers.exists(park.taxisId, driverId))) throw errors.notFound();
    return park;
  }

  private async answer(taxisId: number, driverId: number): Promise<DriverAggregators> {
    const [accounts, available] = await Promise.all([
      this.accounts.accounts(taxisId, driverId),
      this.accounts.available(taxisId, driverId),
    ]);
    return { links: accounts.map(linkOf), available };
  }

  async list(claims: AccessClaims, driverId: number): Promise<DriverAggregators> {
    const park = await this.park(claims, driverId);
    return this.answer(park.taxisId, driverId);
  }

  async connect(claims: AccessClaims, driverId: number, aggregatorId: number): Promise<DriverAggregators> {
    const park = await this.park(claims, driverId);
    const aggregator = await this.accounts.aggregatorOf(park.taxisId, aggregatorId);
    if (!aggregator || !aggregator.active) throw errors.validation({ aggregator_id: t('fleet.validation.aggregatorNotFound') });
    const [before, row] = await Promise.all([
      this.accounts.accounts(park.taxisId, driverId),
      this.drivers.findWithRefs(park.taxisId, driverId),
    ]);
    if (!row) throw errors.notFound();
    const existing = before.find(({ aggregator: joined }) => joined.id === aggregatorId)?.account ?? null;
    if (existing && existing.status !== 'disconnected') {
      throw errors.validation({ aggregator_id: t('fleet.validation.alreadyConnected') });
    }
    const { driver } = row;
    const connection = await this.deps.aggregatorGateway.connect(
      { id: aggregator.id, code: aggregator.code },
      {
        lastName: driver.lastName,
        firstName: driver.firstName,
        middleName: driver.middleName,
        phone: driver.phone,
        licenceNumber: driver.licenceNumber,
        licenceCountry: driver.licenceCountry,
        employmentType: driver.employmentType,
        taxIdentificationNumber: driver.taxIdentificationNumber,
      },
      existing?.externalId ?? null,
    );
    const names = connectedNames(before);
    await this.accounts.connect(
      { taxisId: park.taxisId, driverId, aggregatorId, ...connection, at: park.now },
      await changeAuthor(this.deps.db, claims),
      { aggregators: { from: names, to: [...names, aggregator.name] } },
    );
    return this.answer(park.taxisId, driverId);
  }

  /** Disconnecting an account that is already disconnected changes nothing. */
  async disconnect(claims: AccessClaims, driverId: number, aggregatorId: number): Promise<DriverAggregators> {
    const park = await this.park(claims, driverId);
    const before = await this.accounts.accounts(park.taxisId, driverId);
    const target = before.find(({ aggregator }) => aggregator.id === aggregatorId);
    if (!target) throw errors.notFound();
    if (target.account.status !== 'disconnected') {
      await this.deps.aggregatorGateway.disconnect(
        { id: target.aggregator.id, code: target.aggregator.code },
        target.account.externalId,
      );
      const names = connectedNames(before);
      await this.accounts.disconnect(
        { taxisId: park.taxisId, driverId, aggregatorId, at: park.now },
        await changeAuthor(this.deps.db, claims),
        { aggregators: { from: names, to: names.filter((name) => name !== target.aggregator.name) } },
      );
    }
    return this.answer(park.taxisId, driverId);
  }
}

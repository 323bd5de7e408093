/**
 * Rules of one driver: creating and editing the profile (adult on the park's today, one driver
 * per phone in the park, the park's own group and car), the history of who changed what, cards
 * and the driver app. H6's driver applications create drivers through `create` as well.
 */
import type { AccessClaims } from '../../../schemas/auth';
import {
  isAdultOn,
  type Driver,
  type DriverApp,
  type DriverCard,
  type DriverChange,
  type DriverInputParsed,
} from '../../../schemas/drivers';
import { pagesOf, type PageQuery } from '../../../schemas/lists';
import { kopecksToWire } from '../../../schemas/money';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { resolvePeriod } from '../../lib/park-time';
import { changeAuthor } from './change-author';
import { DriverExtrasRepository } from './driver-extras.repository';
import { NO_EXTRAS, toDriver, type DriverRow, type DriverWithRefs } from './drivers.mappers';
import { DriversRepository, isUniqueViolation, type ChangeSet, type NewDriverRow } from './drivers.repository';
import { parkContext, type ParkContext } from './park-context';
import { driverSearchText } from './search-text';

/** The profile columns a person edits, by their wire name. */
const EDITABLE = {
  last_name: 'lastName',
  first_name: 'firstName',
  middle_name: 'middleName',
  phone: 'phone',
  email: 'email',
  address: 'address',
  birth_date: 'birthDate',
  tax_identification_number: 'taxIdentificationNumber',
  passport_number: 'passportNumber',
  licence_number: 'licenceNumber',
  licence_country: 'licenceCountry',
  licence_issue_date: 'licenceIssueDate',
  licence_expiration_date: 'licenceExpirationDate',
  experience_since: 'experienceSince',
  work_status: 'workStatus',
  employment_type: 'employmentType',
  group_id: 'groupId',
  car_id: 'carId',
  balance_limit: 'balanceLimitKop',
  hire_date: 'hireDate',
  fire_date: 'fireDate',
  comment: 'comment',
} as const satisfies Record<keyof DriverInputParsed, keyof DriverRow>;

type EditableField = keyof typeof EDITABLE;
type ProfileColumns = Pick<DriverRow, (typeof EDITABLE)[EditableField]>;

/** Order of fields in a history entry: the profile form's. */
const FIELD_ORDER: readonly string[] = [...Object.keys(EDITABLE), 'car', 'group', 'app_access', 'aggregators'];

/** The car and group an input names, looked up in the park. */
interface InputRefs {
  car: { id: number; number: string } | null;
  group: { id: number; name: string } | null;
}

function columnsOf(input: DriverInputParsed): ProfileColumns {
  return {
    lastName: input.last_name,
    firstName: input.first_name,
    middleName: input.middle_name ?? null,
    phone: input.phone,
    email: input.email ?? null,
    address: input.address ?? null,
    birthDate: input.birth_date ?? null,
    taxIdentificationNumber: input.tax_identification_number ?? null,
    passportNumber: input.passport_number ?? null,
    licenceNumber: input.licence_number,
    licenceCountry: input.licence_country,
    licenceIssueDate: input.licence_issue_date ?? null,
    licenceExpirationDate: input.licence_expiration_date ?? null,
    experienceSince: input.experience_since ?? null,
    workStatus: input.work_status,
    employmentType: input.employment_type,
    groupId: input.group_id ?? null,
    carId: input.car_id ?? null,
    balanceLimitKop: input.balance_limit,
    hireDate: input.hire_date ?? null,
    fireDate: input.fire_date ?? null,
    comment: input.comment ?? null,
  };
}

/**
 * A profile as the history shows it: wire names and wire values, except that the car and the
 * group are kept as a person reads them (plate, group name) under `car` and `group`, so the
 * history stays readable after a car or group is gone.
 */
function historyView(columns: ProfileColumns, refs: InputRefs): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(EDITABLE) as [EditableField, keyof ProfileColumns][]) {
    if (field === 'car_id' || field === 'group_id') continue;
    view[field] = field === 'balance_limit' ? kopecksToWire(columns.balanceLimitKop) : columns[column];
  }
  view.car = refs.car?.number ?? null;
  view.group = refs.group?.name ?? null;
  return view;
}

function diff(before: Record<string, unknown>, after: Record<string, unknown>): ChangeSet {
  const changes: ChangeSet = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field] ?? null;
    if (from !== to) changes[field] = { from, to };
  }
  return changes;
}

const fieldRank = (field: string) => {
  const index = FIELD_ORDER.indexOf(field);
  return index === -1 ? FIELD_ORDER.length : index;
};

export class DriversService {
  private readonly drivers: DriversRepository;
  private readonly extras: DriverExtrasRepository;

  constructor(private readonly deps: AppDeps) {
    this.drivers = new DriversRepository(deps.db);
    this.extras = new DriverExtrasRepository(deps.db);
  }

  private park(claims: AccessClaims): Promise<ParkContext> {
    return parkContext(this.deps.db, this.deps.clock, claims.taxis_id);
  }

  private async found(park: ParkContext, id: number): Promise<DriverWithRefs> {
    const row = await this.drivers.findWithRefs(park.taxisId, id);
    if (!row) throw errors.notFound();
    return row;
  }

  /** Every rule an input breaks, at once, as field messages; the car and group it names. */
  private async checked(park: ParkContext, input: DriverInputParsed, driverId: number | null): Promise<InputRefs> {
    const [phoneTaken, car, group] = await Promise.all([
      this.drivers.phoneTaken(park.taxisId, input.phone, driverId),
      input.car_id ? this.drivers.carOf(park.taxisId, input.car_id) : null,
      input.group_id ? this.drivers.groupOf(park.taxisId, input.group_id) : null,
    ]);
    const fields: Record<string, string> = {};
    if (input.birth_date && !isAdultOn(input.birth_date, park.today)) fields.birth_date = t('fleet.validation.birthDate');
    if (phoneTaken) fields.phone = t('fleet.validation.phoneTaken');
    if (input.group_id && !group) fields.group_id = t('fleet.validation.groupNotFound');
    if (input.car_id && !car) fields.car_id = t('fleet.validation.carNotFound');
    if (Object.keys(fields).length > 0) throw errors.validation(fields);
    return { car, group };
  }

  /** The same phone written by someone else between the check and the write. */
  private async writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'drivers_park_phone')) throw errors.validation({ phone: t('fleet.validation.phoneTaken') });
      throw error;
    }
  }

  private async view(park: ParkContext, row: DriverWithRefs): Promise<Driver> {
    const period = resolvePeriod({}, park.now, park.timezone);
    const extras = await this.extras.extrasOf(park.taxisId, [row.driver.id], {
      dateFrom: period.date_from,
      dateTo: period.date_to,
      today: park.today,
    });
    return toDriver(row, extras.get(row.driver.id) ?? NO_EXTRAS);
  }

  async get(claims: AccessClaims, id: number): Promise<Driver> {
    const park = await this.park(claims);
    return this.view(park, await this.found(park, id));
  }

  async create(claims: AccessClaims, input: DriverInputParsed): Promise<Driver> {
    const park = await this.park(claims);
    const refs = await this.checked(park, input, null);
    const columns = columnsOf(input);
    const values: NewDriverRow = {
      ...columns,
      taxisId: park.taxisId,
      searchText: driverSearchText({ ...columns, carNumber: refs.car?.number ?? null }),
      createdAt: park.now,
    };
    const created = Object.fromEntries(
      Object.entries(historyView(columns, refs))
        .filter(([, value]) => value !== null)
        .map(([field, value]) => [field, { from: null, to: value }]),
    );
    const author = await changeAuthor(this.deps.db, claims);
    const id = await this.writing(() => this.drivers.insert(values, author, created, park.now));
    return this.view(park, await this.found(park, id));
  }

  async update(claims: AccessClaims, id: number, input: DriverInputParsed): Promise<Driver> {
    const park = await this.park(claims);
    const current = await this.found(park, id);
    const refs = await this.checked(park, input, id);
    const columns = columnsOf(input);
    const changes = diff(
      historyView(current.driver, { car: current.car, group: current.group }),
      historyView(columns, refs),
    );
    const searchText = driverSearchText({ ...columns, carNumber: refs.car?.number ?? null });
    const changed = Object.keys(changes).length > 0;
    // The search text also follows the car's plate, which may have changed since the last save.
    if (changed || searchText !== current.driver.searchText) {
      const values: Partial<DriverRow> = changed ? { ...columns, searchText, updatedAt: park.now } : { searchText };
      const author = await changeAuthor(this.deps.db, claims);
      await this.writing(() => this.drivers.update(park.taxisId, id, values, author, changes, park.now));
    }
    return this.view(park, await this.found(park, id));
  }

  async changes(claims: AccessClaims, id: number, query: PageQuery): Promise<{ changes: DriverChange[]; total: number; pages: number }> {
    const park = await this.park(claims);
    if (!(await this.drivers.exists(park.taxisId, id))) throw errors.notFound();
    const offset = (query.page - 1) * query.countperpage;
    const [rows, total] = await Promise.all([
      this.drivers.changes(park.taxisId, id, query.countperpage, offset),
      this.drivers.changesCount(park.taxisId, id),
    ]);
    return {
      changes: rows.map((row) => ({
        id: row.id,
        user_name: row.userName,
        source: row.source,
        created_at: row.createdAt.toISOString(),
        changes: Object.entries(row.changes)
          .sort(([a], [b]) => fieldRank(a) - fieldRank(b))
          .map(([field, change]) => ({ field, from: change.from, to: change.to })),
      })),
      total,
      pages: pagesOf(total, query.countperpage),
    };
  }

  /** Only what identifies a card to a person: the provider's token never leaves the server. */
  async cards(claims: AccessClaims, driverId: number): Promise<{ cards: DriverCard[] }> {
    const park = await this.park(claims);
    if (!(await this.drivers.exists(park.taxisId, driverId))) throw errors.notFound();
    const rows = await this.drivers.cards(park.taxisId, driverId);
    return {
      cards: rows.map((card) => ({
        id: card.id,
        last4: card.last4,
        brand: card.brand,
        bank: card.bank,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        active: card.active,
        created_at: card.createdAt.toISOString(),
      })),
    };
  }

  async app(claims: AccessClaims, id: number): Promise<DriverApp> {
    const park = await this.park(claims);
    const { driver } = await this.found(park, id);
    const pending = await this.drivers.pendingAppRequest(park.taxisId, id);
    return {
      app_installed: driver.appInstalled,
      app_version: driver.appVersion,
      app_platform: driver.appPlatform,
      app_last_seen_at: driver.appLastSeenAt?.toISOString() ?? null,
      app_access: driver.appAccess,
      pending_request: pending ? { id: pending.id, created_at: pending.createdAt.toISOString() } : null,
    };
  }

  async setAppAccess(claims: AccessClaims, id: number, appAccess: boolean): Promise<DriverApp> {
    const park = await this.park(claims);
    const { driver } = await this.found(park, id);
    if (driver.appAccess !== appAccess) {
      const changes = { app_access: { from: driver.appAccess, to: appAccess } };
      await this.drivers.update(park.taxisId, id, { appAccess, updatedAt: park.now }, await changeAuthor(this.deps.db, claims), changes, park.now);
    }
    return this.app(claims, id);
  }
}

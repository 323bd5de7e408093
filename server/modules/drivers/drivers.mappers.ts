/** Driver rows as the API answers them (schemas/drivers.ts). */
import { selfStateOf, type CarBrief, type Driver, type DriverGroup, type DriverLink, type DriverListItem } from '../../../schemas/drivers';
import { kopecksToWire } from '../../../schemas/money';
import type { drivers } from '../../db/schema';

export type DriverRow = typeof drivers.$inferSelect;

/** A driver row with its car and group joined. */
export interface DriverWithRefs {
  driver: DriverRow;
  car: CarBrief | null;
  group: { id: number; name: string } | null;
}

/** What the list adds to a page of drivers, each read in one query for the whole page. */
export interface DriverExtras {
  links: DriverLink[];
  periodTrips: number;
  periodIncomeKop: number;
  hasTargets: boolean;
}

export const NO_EXTRAS: DriverExtras = { links: [], periodTrips: 0, periodIncomeKop: 0, hasTargets: false };

export function fullNameOf(driver: Pick<DriverRow, 'lastName' | 'firstName' | 'middleName'>): string {
  return [driver.lastName, driver.firstName, driver.middleName].filter(Boolean).join(' ');
}

const groupOf = (group: DriverWithRefs['group']): DriverGroup | null => (group ? { id: group.id, subname: group.name } : null);

export function toListItem({ driver, car, group }: DriverWithRefs, extras: DriverExtras): DriverListItem {
  return {
    id: driver.id,
    full_name: fullNameOf(driver),
    last_name: driver.lastName,
    first_name: driver.firstName,
    middle_name: driver.middleName,
    phone: driver.phone,
    licence_number: driver.licenceNumber,
    work_status: driver.workStatus,
    employment_type: driver.employmentType,
    is_blocked: driver.isBlocked,
    balance: kopecksToWire(driver.balanceKop),
    balance_limit: kopecksToWire(driver.balanceLimitKop),
    car,
    group: groupOf(group),
    app_installed: driver.appInstalled,
    has_targets: extras.hasTargets,
    has_sent_offer: driver.offerSentAt !== null,
    last_trip_at: driver.lastTripAt?.toISOString() ?? null,
    hire_date: driver.hireDate,
    links: extras.links,
    self_state: selfStateOf(extras.links),
    period_trips: extras.periodTrips,
    period_income: kopecksToWire(extras.periodIncomeKop),
  };
}

export function toDriver(row: DriverWithRefs, extras: DriverExtras): Driver {
  const { driver } = row;
  return {
    ...toListItem(row, extras),
    email: driver.email,
    address: driver.address,
    birth_date: driver.birthDate,
    tax_identification_number: driver.taxIdentificationNumber,
    passport_number: driver.passportNumber,
    licence_country: driver.licenceCountry,
    licence_issue_date: driver.licenceIssueDate,
    licence_expiration_date: driver.licenceExpirationDate,
    experience_since: driver.experienceSince,
    fire_date: driver.fireDate,
    comment: driver.comment,
    check_message: driver.checkMessage,
    referral_code: driver.referralCode,
    blocked_balance: kopecksToWire(driver.blockedBalanceKop),
    app_version: driver.appVersion,
    app_platform: driver.appPlatform,
    app_last_seen_at: driver.appLastSeenAt?.toISOString() ?? null,
    app_access: driver.appAccess,
    offer_sent_at: driver.offerSentAt?.toISOString() ?? null,
    created_at: driver.createdAt.toISOString(),
    updated_at: driver.updatedAt?.toISOString() ?? null,
  };
}

/**
 * The default list of the sections that have one: where the section's root path leads
 * (resources/<section>/routes.ts redirects it here), and where spec 4 reloads a page after
 * switching account, since the record open in the old account does not exist in the new one.
 * Pure data, so the auth layer reads it without reaching into the SPA's route declarations.
 */
import type { Section } from './access';

export const SECTION_LANDINGS = {
  drivers: '/drivers/list/all',
  transfers: '/transfers/list/complete',
  aggregators: '/aggregators',
  rent: '/rent/cars/list',
  groups: '/groups',
  users: '/users/users',
  payments: '/payments/transactions',
  referrals: '/referrals/drivers',
} as const satisfies Partial<Record<Section, string>>;

/** Declared paths of the drivers screens, filled in (resources/drivers/routes.ts). */
import type { Identifier } from 'react-admin';

export type DriverTab =
  | 'balance'
  | 'transfers/complete'
  | 'cards'
  | 'goals'
  | 'charges/list'
  | 'correction'
  | 'profile'
  | 'mobile-app'
  | 'drivers-join'
  | 'payments'
  | 'change';

export const driverPath = (id: Identifier, tail: string = 'balance') => `/drivers/detail/${String(id)}/${tail}`;
export const driversListPath = (aggregatorId: Identifier | 'all' = 'all') => `/drivers/list/${String(aggregatorId)}`;
export const transferPath = (id: Identifier) => `/transfers/detail/${String(id)}`;

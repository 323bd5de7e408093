/**
 * The one Russian catalogue: every text module of texts/ under a stable namespace, plus
 * react-admin's `resources.<name>.{name, fields, …}` for the generated resources, so the SPA
 * (through ra-i18n-polyglot) and the server (through `t`, texts/t.ts) read the same words.
 * Pure data: it imports texts only, never schemas, resources or src.
 *
 * A resource's name here is react-admin's resource name, the spec path without its leading
 * slash (`users/users`): polyglot flattens nested keys with dots only, so a slash is kept as is.
 */
import { ru } from './ru';
import { ruAggregatorImport } from './ru-aggregator-import';
import { ruAggregators } from './ru-aggregators';
import { ruAntifraud } from './ru-antifraud';
import { ruChannels } from './ru-channels';
import { ruDesk } from './ru-desk';
import { ruDriverApi } from './ru-driver-api';
import { ruDriversAdd } from './ru-drivers-add';
import { ruDrivers } from './ru-drivers';
import { ruFleet } from './ru-fleet';
import { ruGroups } from './ru-groups';
import { ruHelp } from './ru-help';
import { ruKpi } from './ru-kpi';
import { ruModals } from './ru-modals';
import { ruNews } from './ru-news';
import { ruNpd } from './ru-npd';
import { ruPayoutAccounts } from './ru-payout-accounts';
import { ruPayoutLists } from './ru-payout-lists';
import { ruPayouts } from './ru-payouts';
import { ruRails } from './ru-rails';
import { ruReconciliation } from './ru-reconciliation';
import { ruRegistry } from './ru-registry';
import { ruReportsUi } from './ru-reports-ui';
import { ruReports } from './ru-reports';
import { ruResources } from './ru-resources';
import { ruTimezoneCities } from './ru-timezones';
import { ruUsers } from './ru-users';
import { mergeFolderTexts, raResourceTexts } from './folder-texts';

const resource = raResourceTexts;

/**
 * The resource folders' own texts (resources/<section>/<resource>/texts.ts). Outside Vite (the
 * browser tests' Node side, which renders nothing) there is no glob and no folder's words.
 */
const folderTextModules = import.meta.env ? import.meta.glob<Record<string, unknown>>('../resources/*/*/texts.ts', { eager: true }) : {};

/** The namespaces, each the module it comes from. */
export const namespaces = {
  ...ru,
  aggregatorImport: ruAggregatorImport,
  aggregators: ruAggregators,
  antifraud: ruAntifraud,
  channels: ruChannels,
  desk: ruDesk,
  driverApi: ruDriverApi,
  driversAdd: ruDriversAdd,
  drivers: ruDrivers,
  fleet: ruFleet,
  groups: ruGroups,
  help: ruHelp,
  kpi: ruKpi,
  modals: ruModals,
  news: ruNews,
  npd: ruNpd,
  payoutAccounts: ruPayoutAccounts,
  payoutLists: ruPayoutLists,
  payouts: ruPayouts,
  rails: ruRails,
  reconciliation: ruReconciliation,
  registry: ruRegistry,
  reportsUi: ruReportsUi,
  reports: ruReports,
  generated: ruResources,
  timezones: ruTimezoneCities,
  users: ruUsers,
} as const;

/** The resources whose texts live in texts/ rather than in their folder. */
const ownResources = {
    'users/users': resource(ruResources.staffUsers),
    'users/taxi': resource(ruResources.parkCard),
    'users/entity': resource(ruResources.legalEntities),
    'users/exports': resource(ruResources.exportAudit),
    'users/offer': resource(ruUsers.offers),
} as const;

/** Typed by the texts/ modules; the folders' resources join `resources` under their own names. */
export type Catalogue = typeof namespaces & { readonly resources: typeof ownResources };

export const catalogue: Catalogue = {
  ...namespaces,
  resources: { ...ownResources, ...mergeFolderTexts(folderTextModules, Object.keys(ownResources)) },
};

export type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string | number
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : T[K] extends object
        ? Leaves<T[K], `${Prefix}${K}.`>
        : never;
}[keyof T & (string | number)];

/** Every key a text can be read by: a wrong key is a type error. */
export type TextKey = Leaves<Catalogue>;

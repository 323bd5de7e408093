/**
 * Every table of the cabinet, as drizzle-kit (drizzle.config.ts) and the typed client read them.
 * Only re-exports: a table lives in the file of its part (core, fleet, cabinet, resources, staff, aggregator-import, registries, payouts, payout-engine, npd, reconciliation, sandbox-rails, driver-api), and
 * those files import each other, never this one. The tables of the first resource folders are
 * re-exported too, for the modules that read them; a new resource's table.ts needs no line here
 * (drizzle.config.ts reads every resource folder's table.ts itself).
 */
export * from '../../resources/users/legal-entities/table';
export * from '../../resources/users/offers/table';
export * from '../../resources/users/export-audit/table';
export * from '../../resources/drivers/blacklist/table';
export * from '../../resources/groups/groups/table';
export * from './core.schema';
export * from './fleet.schema';
export * from './cabinet.schema';
export * from './resources.schema';
export * from './staff.schema';
export * from './groups.schema';
export * from './aggregator-import.schema';
export * from './drivers-add.schema';
export * from './registries.schema';
export * from './payouts.schema';
export * from './payout-engine.schema';
export * from './sandbox-rails.schema';
export * from './npd.schema';
export * from './reconciliation.schema';
export * from './driver-api.schema';

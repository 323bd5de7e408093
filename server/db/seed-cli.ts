/**
 * `npm run seed [-- --drivers 100000 --trips 2000000 --days 90 --seed 1 --now 2026-11-21T09:00:00Z]`:
 * migrates the configured database and creates the demo parks anew with their fleets, then says
 * what it made and how long it took. The same options give the same rows.
 */
import { parseArgs } from 'node:util';
import { t } from '../../texts/t';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../main';
import { vacuumFleet } from './generator/park-fleet';
import { DEMO_FLEET, DEMO_LOGINS, DEMO_PASSWORD, seedDemo, type FleetOptions } from './seed';

const USAGE = 'npm run seed -- [--drivers N] [--trips N] [--days N] [--seed N] [--now ГГГГ-ММ-ДДTчч:мм:ссZ]';

function count(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new Error(`--${name}: нужно целое число не меньше ${min}. ${USAGE}`);
  return parsed;
}

function options(): Omit<FleetOptions, 'onProgress'> {
  const { values } = parseArgs({
    options: {
      drivers: { type: 'string' },
      trips: { type: 'string' },
      days: { type: 'string' },
      seed: { type: 'string' },
      now: { type: 'string' },
    },
  });
  const now = values.now === undefined ? systemClock.now() : new Date(values.now);
  if (Number.isNaN(now.getTime())) throw new Error(`--now: нужна дата и время ISO 8601. ${USAGE}`);
  return {
    now,
    drivers: count('drivers', values.drivers, DEMO_FLEET.drivers, 0),
    trips: count('trips', values.trips, DEMO_FLEET.trips, 0),
    days: count('days', values.days, DEMO_FLEET.days, 1),
    seed: count('seed', values.seed, DEMO_FLEET.seed, 0),
  };
}

const fleet = options();
const database = await openDatabase(loadConfig());
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} с`;
try {
  await database.migrate();
  // An installation's setup, like the migrations: as their role, which may empty and vacuum tables.
  const { fleet: summary } = await seedDemo(database.owner, {
    force: true,
    fleet: { ...fleet, onProgress: (message) => console.info(`[${elapsed()}] ${message}`) },
  });
  await vacuumFleet(database.owner);
  console.info(`[${elapsed()}] VACUUM ANALYZE`);
  console.info(t('app.demoReseeded'));
  for (const park of summary?.parks ?? []) {
    console.info(
      `${park.name}: водителей ${park.drivers}, автомобилей ${park.cars}, поездок ${park.trips}, записей в журнале баланса ${park.ledgerEntries}`,
    );
  }
  console.info(`База: ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}. Заняло ${elapsed()}.`);
  console.info(t('app.demoAccounts', { logins: DEMO_LOGINS.join(', '), password: DEMO_PASSWORD }));
} finally {
  await database.close();
}

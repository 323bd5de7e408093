/**
 * drivers_total, the park's whole driver count, comes with every list page; counting 100,000
 * index entries each time would cost more than the rest of the page. Drivers are never deleted
 * (trips and the ledger reference them), so the count only changes when a driver with a higher id
 * appears: it is kept per park beside the highest id it saw, checked with one index probe, and
 * counted again when that id moved, or after COUNT_TTL_MS in case a lower id committed late.
 */
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { DriversListRepository } from './drivers-list.repository';

const COUNT_TTL_MS = 30_000;

interface ParkCount {
  lastId: number | null;
  total: number;
  countedAt: number;
}

// Per database handle, so apps on different databases (tests) never share counts.
const countsByDb = new WeakMap<Db, Map<number, ParkCount>>();

export class ParkDriverCount {
  private readonly counts: Map<number, ParkCount>;

  constructor(
    db: Db,
    private readonly list: DriversListRepository,
    private readonly clock: Clock,
  ) {
    const existing = countsByDb.get(db);
    this.counts = existing ?? new Map();
    if (!existing) countsByDb.set(db, this.counts);
  }

  async of(taxisId: number): Promise<number> {
    return this.withLastId(taxisId, await this.list.lastId(taxisId));
  }

  /** The count when the caller has read the park's newest id already (drivers-page.repository.ts). */
  async withLastId(taxisId: number, lastId: number | null): Promise<number> {
    const now = this.clock.now().getTime();
    const known = this.counts.get(taxisId);
    if (known && known.lastId === lastId && now - known.countedAt < COUNT_TTL_MS) return known.total;
    const total = await this.list.parkTotal(taxisId);
    this.counts.set(taxisId, { lastId, total, countedAt: now });
    return total;
  }
}

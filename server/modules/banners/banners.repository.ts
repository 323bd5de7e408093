/** Banner campaigns of the installation and what users did with them (spec 3 "Banner", "Banner event"). */
import { and, desc, eq, gt, inArray, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { BannerType } from '../../../schemas/notices';
import type { Db } from '../../db/client';
import { bannerEvents, banners } from '../../db/schema';
import { forParkCountry } from '../taxis/taxis.repository';

export type BannerRow = typeof banners.$inferSelect;
export type NewBanner = Pick<typeof banners.$inferInsert, 'bannerType' | 'title' | 'countryCode' | 'activeFrom' | 'activeUntil' | 'author'>;
export type BannerEventType = (typeof bannerEvents.$inferSelect)['eventType'];
export type NewBannerEvent = Omit<typeof bannerEvents.$inferInsert, 'id'>;

export interface BannerViewer {
  userId: number;
  taxisId: number;
  now: Date;
}

/** Events after which the banner is not shown to that user again. */
const FINAL_EVENTS: BannerEventType[] = ['response', 'close'];

export class BannersRepository {
  constructor(private readonly db: Db) {}

  /** Running now for the park's country. */
  private active(viewer: BannerViewer, type: BannerType): SQL | undefined {
    return and(
      eq(banners.bannerType, type),
      lte(banners.activeFrom, viewer.now),
      or(isNull(banners.activeUntil), gt(banners.activeUntil, viewer.now)),
      forParkCountry(banners.countryCode, viewer.taxisId),
    );
  }

  /** The newest running banner of the type this user has neither answered nor closed. */
  async pending(viewer: BannerViewer, type: BannerType): Promise<BannerRow | null> {
    const [row] = await this.db
      .select()
      .from(banners)
      .where(
        and(
          this.active(viewer, type),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(bannerEvents)
              .where(
                and(
                  eq(bannerEvents.bannerId, banners.id),
                  eq(bannerEvents.userId, viewer.userId),
                  inArray(bannerEvents.eventType, FINAL_EVENTS),
                ),
              ),
          ),
        ),
      )
      .orderBy(desc(banners.activeFrom), desc(banners.id))
      .limit(1);
    return row ?? null;
  }

  async findActive(viewer: BannerViewer, id: number, type: BannerType): Promise<BannerRow | null> {
    const [row] = await this.db
      .select()
      .from(banners)
      .where(and(eq(banners.id, id), this.active(viewer, type)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Runs `work` holding a lock on (user, banner) until its transaction ends, so two requests of
   * the same user cannot both pass the "already answered" check.
   */
  async exclusive<T>(userId: number, bannerId: number, work: (events: BannersRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${userId}::int, ${bannerId}::int)`);
      return work(new BannersRepository(tx));
    });
  }

  async eventTypesOf(userId: number, bannerId: number): Promise<Set<BannerEventType>> {
    const rows = await this.db
      .selectDistinct({ eventType: bannerEvents.eventType })
      .from(bannerEvents)
      .where(and(eq(bannerEvents.userId, userId), eq(bannerEvents.bannerId, bannerId)));
    return new Set(rows.map((row) => row.eventType));
  }

  async addEvent(event: NewBannerEvent): Promise<void> {
    await this.db.insert(bannerEvents).values(event);
  }

  /** The operator's side. */
  async add(values: NewBanner): Promise<number> {
    const [row] = await this.db.insert(banners).values(values).returning({ id: banners.id });
    if (!row) throw new Error('banner insert returned nothing');
    return row.id;
  }

  /** Every banner with how many users answered and closed it. */
  async all() {
    const users = (type: BannerEventType) =>
      sql<number>`count(distinct ${bannerEvents.userId}) filter (where ${bannerEvents.eventType} = ${type})`;
    const counted = this.db
      .select({ bannerId: bannerEvents.bannerId, responses: users('response').as('responses'), closes: users('close').as('closes') })
      .from(bannerEvents)
      .groupBy(bannerEvents.bannerId)
      .as('counted');
    return this.db
      .select({
        banner: banners,
        responses: sql<number>`coalesce(${counted.responses}, 0)`.mapWith(Number),
        closes: sql<number>`coalesce(${counted.closes}, 0)`.mapWith(Number),
      })
      .from(banners)
      .leftJoin(counted, eq(counted.bannerId, banners.id))
      .orderBy(desc(banners.activeFrom), desc(banners.id));
  }

  async find(id: number): Promise<BannerRow | null> {
    const [row] = await this.db.select().from(banners).where(eq(banners.id, id)).limit(1);
    return row ?? null;
  }

  async end(id: number, at: Date): Promise<void> {
    await this.db.update(banners).set({ activeUntil: at }).where(eq(banners.id, id));
  }
}

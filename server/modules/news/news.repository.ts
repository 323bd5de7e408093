/** News of the installation and who has read which (spec 3 "News"). */
import { and, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news, newsReads } from '../../db/schema';
import { forParkCountry } from '../taxis/taxis.repository';

export type NewsRow = typeof news.$inferSelect;
export type NewNews = Pick<typeof news.$inferInsert, 'title' | 'summary' | 'contentHtml' | 'countryCode' | 'publishedAt' | 'author'>;

/** Who is reading: the user, the park whose country decides, and the instant that is "now". */
export interface Reader {
  userId: number;
  taxisId: number;
  now: Date;
}

const itemColumns = {
  id: news.id,
  title: news.title,
  summary: news.summary,
  contentHtml: news.contentHtml,
  publishedAt: news.publishedAt,
  read: sql<boolean>`${newsReads.newsId} is not null`.mapWith(Boolean),
};

export class NewsRepository {
  constructor(private readonly db: Db) {}

  /** Published by now, for every country or the park's. */
  private visible(reader: Reader): SQL | undefined {
    return and(lte(news.publishedAt, reader.now), forParkCountry(news.countryCode, reader.taxisId));
  }

  private selectItems(reader: Reader) {
    return this.db
      .select(itemColumns)
      .from(news)
      .leftJoin(newsReads, and(eq(newsReads.newsId, news.id), eq(newsReads.userId, reader.userId)));
  }

  async page(reader: Reader, limit: number, offset: number) {
    return this.selectItems(reader)
      .where(this.visible(reader))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(limit)
      .offset(offset);
  }

  async find(reader: Reader, id: number) {
    const [row] = await this.selectItems(reader)
      .where(and(eq(news.id, id), this.visible(reader)))
      .limit(1);
    return row ?? null;
  }

  async counts(reader: Reader): Promise<{ total: number; unread: number }> {
    const [row] = await this.db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${newsReads.newsId} is null)`.mapWith(Number),
      })
      .from(news)
      .leftJoin(newsReads, and(eq(newsReads.newsId, news.id), eq(newsReads.userId, reader.userId)))
      .where(this.visible(reader));
    return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
  }

  async markRead(reader: Reader, newsId: number): Promise<void> {
    await this.db
      .insert(newsReads)
      .values({ userId: reader.userId, newsId, readAt: reader.now })
      .onConflictDoNothing();
  }

  /** Every news item the reader can see becomes read, in one statement. */
  async markAllRead(reader: Reader): Promise<void> {
    await this.db
      .insert(newsReads)
      .select(
        this.db
          .select({
            userId: sql<number>`${reader.userId}::int`.as('user_id'),
            newsId: news.id,
            readAt: sql<Date>`${reader.now.toISOString()}::timestamptz`.as('read_at'),
          })
          .from(news)
          .where(this.visible(reader)),
      )
      .onConflictDoNothing();
  }

  /** The operator's side. */
  async add(values: NewNews): Promise<number> {
    const [row] = await this.db.insert(news).values(values).returning({ id: news.id });
    if (!row) throw new Error('news insert returned nothing');
    return row.id;
  }

  /** Several items in one statement (the demo news). */
  async addAll(values: NewNews[]): Promise<{ id: number; title: string }[]> {
    if (values.length === 0) return [];
    return this.db.insert(news).values(values).returning({ id: news.id, title: news.title });
  }

  async all(): Promise<NewsRow[]> {
    return this.db.select().from(news).orderBy(desc(news.publishedAt), desc(news.id));
  }

  async any(): Promise<boolean> {
    const rows = await this.db.select({ id: news.id }).from(news).limit(1);
    return rows.length > 0;
  }
}

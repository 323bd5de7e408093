/** News for a user: the page of what is published for the park's country, and what this user has read. */
import type { AccessClaims } from '../../../schemas/auth';
import { pagesOf } from '../../../schemas/lists';
import type { NewsItem, NewsQuery, NewsReadRequest, NewsResponse } from '../../../schemas/notices';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { sanitiseHtml } from '../../lib/sanitize';
import { NewsRepository, type Reader } from './news.repository';

type NewsItemRow = NonNullable<Awaited<ReturnType<NewsRepository['find']>>>;

function toItem(row: NewsItemRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: sanitiseHtml(row.contentHtml),
    published_at: row.publishedAt.toISOString(),
    read: row.read ? 1 : 0,
  };
}

export class NewsService {
  private readonly news: NewsRepository;

  constructor(private readonly deps: AppDeps) {
    this.news = new NewsRepository(deps.db);
  }

  private reader(claims: AccessClaims): Reader {
    return { userId: Number(claims.sub), taxisId: claims.taxis_id, now: this.deps.clock.now() };
  }

  async list(claims: AccessClaims, query: NewsQuery): Promise<NewsResponse> {
    const reader = this.reader(claims);
    const [rows, counts] = await Promise.all([
      this.news.page(reader, query.countperpage, (query.page - 1) * query.countperpage),
      this.news.counts(reader),
    ]);
    return {
      items: rows.map(toItem),
      total: counts.total,
      page: query.page,
      pages: pagesOf(counts.total, query.countperpage),
      unread: counts.unread,
    };
  }

  async one(claims: AccessClaims, id: number): Promise<{ item: NewsItem }> {
    const row = await this.news.find(this.reader(claims), id);
    if (!row) throw errors.notFound();
    return { item: toItem(row) };
  }

  async markRead(claims: AccessClaims, body: NewsReadRequest): Promise<{ unread: number }> {
    const reader = this.reader(claims);
    if (body.all === true) {
      await this.news.markAllRead(reader);
    } else if (body.news_id !== undefined) {
      if (!(await this.news.find(reader, body.news_id))) throw errors.notFound();
      await this.news.markRead(reader, body.news_id);
    }
    return { unread: (await this.news.counts(reader)).unread };
  }
}

/**
 * The park's news as a list (GET /news, spec 7: `page`/`countperpage`, newest first): the rows are
 * the items, and the unread count of every page (what «Отметить все как прочитанные» waits for)
 * rides in `meta`. The resource is named as the screen's path for react-admin's access check, and
 * lies under the news queries' key (resources/news/newsQueries.ts), so marking read refreshes it.
 * The notices schemas load with the first call, as the named news methods' do.
 */
import { fetchList, listEndpoint, listSpecOf } from './lists';
import type { AdapterFactory } from './types';

export const NEWS_RESOURCE = 'news';

export interface NewsListMeta {
  unread: number;
}

const news: AdapterFactory = (http) => ({
  getList: async (_resource, params) => {
    const { NOTICES_ENDPOINTS, NewsQuerySchema, NewsResponseSchema } = await import('../../schemas/notices');
    const endpoint = listEndpoint({
      path: NOTICES_ENDPOINTS.news,
      spec: listSpecOf(NewsQuerySchema),
      answer: NewsResponseSchema,
      rows: (answer) => ({ data: answer.items, total: answer.total, meta: { unread: answer.unread } satisfies NewsListMeta }),
    });
    return fetchList(http, endpoint, params);
  },
});

export const newsAdapters: Record<string, AdapterFactory> = { [NEWS_RESOURCE]: news };

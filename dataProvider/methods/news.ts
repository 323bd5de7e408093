/**
 * The news calls of spec 7 as named methods of the one data provider: a page of the park's news
 * (with the unread count the menu's dot shows), one item, and marking items read. The notices
 * schemas load with the first call, not with the menu's first chunk.
 */
import { fillPath } from '../../schemas/routing';
import type { NewsReadRequest, NewsResponse } from '../../schemas/notices';
import type { HttpClient } from '../httpClient';

export function newsMethods(http: HttpClient) {
  return {
    /** GET /news?page&countperpage: one page, newest first, with the unread count. */
    async newsPage(page: number, countperpage: number, signal?: AbortSignal): Promise<NewsResponse> {
      const { NOTICES_ENDPOINTS, NewsResponseSchema } = await import('../../schemas/notices');
      return http.json({ path: NOTICES_ENDPOINTS.news, query: { page, countperpage }, signal }, NewsResponseSchema);
    },
    /** GET /news/{id}. */
    async newsItem(id: number, signal?: AbortSignal) {
      const { NOTICES_ENDPOINTS, NewsOneResponseSchema } = await import('../../schemas/notices');
      return http.json({ path: fillPath(NOTICES_ENDPOINTS.newsOne, { id: String(id) }), signal }, NewsOneResponseSchema);
    },
    /** POST /news: marks items (or all) read; answers the unread count left. */
    async markNewsRead(request: NewsReadRequest): Promise<{ unread: number }> {
      const { NOTICES_ENDPOINTS, NewsReadResponseSchema } = await import('../../schemas/notices');
      return http.json({ path: NOTICES_ENDPOINTS.news, method: 'POST', json: request }, NewsReadResponseSchema);
    },
  };
}

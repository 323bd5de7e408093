/**
 * /news/one/{id}: one news item (GET /news/{id}, answered as `{ item }`) as a declared article: its
 * title, the day it was published, and its HTML, which the screen draws (a slot, through DOMPurify).
 * The query's key is the news list's, so marking the item read refreshes the list and the menu's dot.
 */
import { NewsItemSchema } from '../../schemas/notices';
import { defineScopedCard } from '../../schemas/resource-card';
import { t } from '../../texts/t';

export const newsCard = defineScopedCard({
  read: { method: 'newsItem', pick: 'item', key: 'news' },
  schema: NewsItemSchema,
  layout: 'article',
  title: '%{title}',
  back: { path: '/news', label: t('news.one.back') },
  notFound: t('news.one.notFound'),
  sections: [{ lines: [{ source: 'published_at', label: t('news.list.published'), kind: 'day' }], slot: 'content' }],
});

/** /news — the park's news, newest first (the server's order), ten to a page; a row opens the item. */
import { NEWS_RESOURCE } from '../../dataProvider/adapters/news';
import { defineScopedList } from '../../schemas/resource-list';
import { NEWS_PAGE_SIZE } from '../../schemas/notices';
import { t } from '../../texts/t';

export const newsList = defineScopedList({
  wire: NEWS_RESOURCE,
  page: { title: t('news.list.title'), storeKey: 'news' },
  label: t('news.list.title'),
  empty: t('news.list.empty'),
  paged: true,
  perPage: NEWS_PAGE_SIZE,
  // The endpoint answers at most 50 a page.
  perPageOptions: [NEWS_PAGE_SIZE, 25, 50],
  rowPath: '/news/one/:rowId',
  columns: [
    // The title is the slot: an unread item's dot and bold title.
    { name: 'title', label: t('news.list.titleField'), cell: { kind: 'slot' }, link: true, under: { kind: 'text', path: 'summary' } },
    { name: 'published_at', label: t('news.list.published'), cell: { kind: 'day', path: 'published_at' } },
  ],
  phone: { primary: 'title', figure: 'published_at' },
});

/** /news — the park's news, newest first (the server's order), ten to a page; a row opens the item. */
import { NEWS_RESOURCE } from '../../dataProvider/adapters/news';
import { defineScopedList } from '../../schemas/resource-list';
import { NEWS_PAGE_SIZE } from '../../schemas/notices';
import { ruNews } from '../../texts/ru-news';

const text = ruNews.list;

export const newsList = defineScopedList({
  wire: NEWS_RESOURCE,
  page: { title: text.title, storeKey: 'news' },
  label: text.title,
  empty: text.empty,
  paged: true,
  perPage: NEWS_PAGE_SIZE,
  // The endpoint answers at most 50 a page.
  perPageOptions: [NEWS_PAGE_SIZE, 25, 50],
  rowPath: '/news/one/:rowId',
  columns: [
    // The title is the slot: an unread item's dot and bold title.
    { name: 'title', label: text.titleField, cell: { kind: 'slot' }, link: true, under: { kind: 'text', path: 'summary' } },
    { name: 'published_at', label: text.published, cell: { kind: 'day', path: 'published_at' } },
  ],
  phone: { primary: 'title', figure: 'published_at' },
});

// @vitest-environment jsdom
/**
 * /news and /news/one/{id}: the paged list with unread items marked, 'Отметить все как
 * прочитанные', the item with its HTML sanitised and marked read on open, and the failure text
 * of spec 8.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsList } from '../../resources/news/NewsList';
import { NewsShow } from '../../resources/news/NewsShow';
import { NEWS_PAGE_SIZE, type NewsItem } from '../../schemas/notices';
import { t } from '../../texts/t';
import { failure, fakeApi, renderCabinet, type ApiCall } from './notices-harness';

const item = (id: number, read: 0 | 1, extra: Partial<NewsItem> = {}): NewsItem => ({
  id,
  title: `Новость ${id}`,
  summary: `Кратко о новости ${id}`,
  content: `<p>Текст новости ${id}</p>`,
  published_at: '2026-11-20T09:00:00.000Z',
  read,
  ...extra,
});

/** A news server over `items`, unread counted from their read flags, marks applied. */
function newsApi(items: NewsItem[]) {
  const state = items.map((news) => ({ ...news }));
  const unread = () => state.filter((news) => news.read === 0).length;
  return fakeApi({
    'GET /api/news': ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('countperpage') ?? NEWS_PAGE_SIZE);
      return {
        items: state.slice((page - 1) * size, page * size),
        total: state.length,
        page,
        pages: Math.max(1, Math.ceil(state.length / size)),
        unread: unread(),
      };
    },
    'POST /api/news': ({ body }: ApiCall) => {
      const request = body as { news_id?: number; all?: boolean };
      for (const news of state) if (request.all === true || news.id === request.news_id) news.read = 1;
      return { unread: unread() };
    },
    ...Object.fromEntries(
      state.map((news) => [`GET /api/news/${news.id}`, () => ({ item: state.find((one) => one.id === news.id) })]),
    ),
  });
}

/** The table's rows that are news (the header row holds no link). */
async function newsRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: t('news.list.title') }, { timeout: 5000 });
  await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0), { timeout: 5000 });
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('link') !== null);
}

afterEach(() => {
  vi.restoreAllMocks();
});

// The list loads react-admin's List and the notices schemas on first render: slow on a busy machine.
describe('NewsList', { timeout: 20_000 }, () => {
  it('shows title, date and summary; unread items carry the dot and a bold title', async () => {
    const api = newsApi([item(1, 0), item(2, 1)]);
    renderCabinet(<NewsList />, { api, path: '/news' });
    const rows = await newsRows();
    expect(rows).toHaveLength(2);
    const [unread, read] = rows as [HTMLElement, HTMLElement];
    expect(within(unread).getByRole('img', { name: t('news.list.unread') })).toBeTruthy();
    expect(within(read).queryByRole('img', { name: t('news.list.unread') })).toBeNull();
    expect(getComputedStyle(within(unread).getByRole('heading', { name: 'Новость 1' })).fontWeight).toBe('700');
    expect(getComputedStyle(within(read).getByRole('heading', { name: 'Новость 2' })).fontWeight).toBe('400');
    expect(unread.textContent).toContain('20.11.2026');
    expect(unread.textContent).toContain('Кратко о новости 1');
    expect(within(unread).getByRole('link').getAttribute('href')).toBe('/news/one/1');
    const asked = api.calls.find((call) => call.path === '/api/news');
    expect(asked?.query.get('page')).toBe('1');
    expect(asked?.query.get('countperpage')).toBe(String(NEWS_PAGE_SIZE));
  });

  it('marks every item read with one POST and the dots go', async () => {
    const api = newsApi([item(1, 0), item(2, 0), item(3, 1)]);
    renderCabinet(<NewsList />, { api, path: '/news' });
    await waitFor(() => expect(screen.getAllByRole('img', { name: t('news.list.unread') })).toHaveLength(2), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: t('news.list.markAllRead') }));
    await waitFor(() => expect(screen.queryAllByRole('img', { name: t('news.list.unread') })).toHaveLength(0));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ all: true }]);
    expect(await screen.findByText(t('news.list.allRead'))).toBeTruthy();
    expect(screen.getByRole('button', { name: t('news.list.markAllRead') }).hasAttribute('disabled')).toBe(true);
  });

  it('pages through the list, ten to a page', async () => {
    const many = Array.from({ length: NEWS_PAGE_SIZE + 3 }, (_, index) => item(index + 1, 1));
    const api = newsApi(many);
    renderCabinet(<NewsList />, { api, path: '/news' });
    expect(await newsRows()).toHaveLength(NEWS_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: /next page|следующ/i }));
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/news').at(-1)?.query.get('page')).toBe('2'));
    await waitFor(() => expect(screen.getAllByRole('heading', { name: /^Новость \d+$/ })).toHaveLength(3));
  });

  it('says the list is empty', async () => {
    renderCabinet(<NewsList />, { api: newsApi([]), path: '/news' });
    expect(await screen.findByText(t('news.list.empty'))).toBeTruthy();
  });

  it("says 'Получение данных {message}' and logs when the list does not load", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({ 'GET /api/news': () => failure(500, 'База недоступна') });
    renderCabinet(<NewsList />, { api, path: '/news' });
    expect(await screen.findByText(t('errors.dataLoad', { message: 'База недоступна' }))).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });
});

describe('NewsShow', () => {
  it('shows the item with its HTML sanitised and marks an unread item read once', async () => {
    const hostile = item(5, 0, {
      content: '<p>Безопасно</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2"><a href="javascript:alert(1)">ссылка</a>',
    });
    const api = newsApi([hostile]);
    const { container } = renderCabinet(<NewsShow />, { api, path: '/news/one/5', params: { id: '5' } });
    const article = await screen.findByRole('article', { name: 'Новость 5' });
    expect(within(article).getByText('Безопасно')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ news_id: 5 }]));
    // The item is asked again once marked and stays marked: no second POST.
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/news/5').length).toBeGreaterThanOrEqual(2));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('link', { name: t('news.one.back') }).getAttribute('href')).toBe('/news');
  });

  it('does not mark an item that is already read', async () => {
    const api = newsApi([item(6, 1)]);
    renderCabinet(<NewsShow />, { api, path: '/news/one/6', params: { id: '6' } });
    await screen.findByRole('article', { name: 'Новость 6' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("says 'Получение данных {message}' for an item that does not load", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = newsApi([]);
    renderCabinet(<NewsShow />, { api, path: '/news/one/9', params: { id: '9' } });
    expect(await screen.findByText(t('errors.dataLoad', { message: 'Не найдено' }))).toBeTruthy();
    expect(screen.getByText(t('news.one.notFound'))).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });
});

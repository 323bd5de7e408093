// @vitest-environment jsdom
/**
 * The «Новости» menu dot (spec 2): green while the user has unread news (`unread` of GET /news),
 * gone at once when news are marked read, asked again every 60 s, never asked for a group that
 * may not open /news.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { CoreAdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceDefinitions } from '../../src/root/sections';
import { markNewsRead, refreshNews } from '../../resources/news/newsQueries';
import { NEWS_BADGE_REFRESH_MS, useNewsBadge } from '../../resources/news/useNewsBadge';
import { t } from '../../texts/t';
import { CabinetAdmin } from '../../src/root/CabinetAdmin';
import { testSettings } from '../helpers/settings';
import { fakeApi, identityAuth } from './notices-harness';
import { i18nProvider } from '../../src/i18n';

/** A news server whose unread count the test sets; POST /news reads everything. */
function unreadApi(initial: number) {
  const state = { unread: initial };
  const api = fakeApi({
    'GET /api/news': () => ({ items: [], total: 0, page: 1, pages: 1, unread: state.unread }),
    'POST /api/news': () => {
      state.unread = 0;
      return { unread: 0 };
    },
    'GET /api/alert': () => ({ alerts: [] }),
  });
  const asked = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/news').length;
  return { state, api, asked };
}

const Badge = () => {
  const badge = useNewsBadge();
  return <output aria-label="badge">{badge === null ? 'нет' : badge.kind === 'dot' ? `dot ${badge.color}` : badge.kind}</output>;
};

function renderBadge(groupId: number, server: ReturnType<typeof unreadApi>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <CoreAdminContext i18nProvider={i18nProvider} authProvider={identityAuth({ groupId })} dataProvider={server.api.dataProvider} queryClient={queryClient} store={memoryStore()}>
      <Badge />
    </CoreAdminContext>,
  );
  return { badge: screen.getByRole('status', { name: 'badge' }), queryClient };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useNewsBadge', () => {
  it('is a green dot while unread news exist, asking for one item only', async () => {
    const server = unreadApi(3);
    const { badge } = renderBadge(1, server);
    await waitFor(() => expect(badge.textContent).toBe('dot success'));
    const call = server.api.calls.find((one) => one.path === '/api/news');
    expect(call?.query.get('countperpage')).toBe('1');
  });

  it('shows nothing when every news item is read', async () => {
    const server = unreadApi(0);
    const { badge } = renderBadge(2, server);
    await waitFor(() => expect(server.asked()).toBe(1));
    expect(badge.textContent).toBe('нет');
  });

  it('goes at once when news are marked read', async () => {
    const server = unreadApi(2);
    const { badge, queryClient } = renderBadge(1, server);
    await waitFor(() => expect(badge.textContent).toBe('dot success'));
    await act(async () => {
      await markNewsRead(server.api.dataProvider, { all: true });
      await refreshNews(queryClient);
    });
    await waitFor(() => expect(badge.textContent).toBe('нет'));
  });

  it('asks nothing for a group that may not open /news', async () => {
    const server = unreadApi(4);
    const { badge } = renderBadge(3, server);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(badge.textContent).toBe('нет');
    expect(server.asked()).toBe(0);
  });

  it('asks again every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = unreadApi(0);
    const { badge } = renderBadge(1, server);
    await waitFor(() => expect(server.asked()).toBe(1));
    server.state.unread = 1;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NEWS_BADGE_REFRESH_MS - 1000);
    });
    expect(server.asked()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    await waitFor(() => expect(badge.textContent).toBe('dot success'));
    expect(server.asked()).toBe(2);
  });

  it('logs a failed count without a snackbar', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({});
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <CoreAdminContext i18nProvider={i18nProvider} authProvider={identityAuth()} dataProvider={api.dataProvider} queryClient={queryClient} store={memoryStore()}>
        <Badge />
      </CoreAdminContext>,
    );
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('status', { name: 'badge' }).textContent).toBe('нет');
  });
});

describe('the «Новости» menu item', () => {
  it('carries the green dot while unread news exist', async () => {
    const server = unreadApi(1);
    render(
      <MemoryRouter initialEntries={['/news']}>
        <CabinetAdmin
          authProvider={identityAuth()}
          dataProvider={server.api.dataProvider}
          loadSettings={async () => testSettings()}
          definitions={resourceDefinitions}
          store={memoryStore()}
        />
      </MemoryRouter>,
    );
    const item = await screen.findByRole('menuitem', { name: new RegExp(t('menu.news')) });
    await waitFor(() => expect(item.querySelector('.MuiBadge-dot:not(.MuiBadge-invisible)')).not.toBeNull());
    expect(item.querySelector('.MuiBadge-colorSuccess')).not.toBeNull();
  });
});

// @vitest-environment jsdom
/**
 * The «Водители» badge: the count of GET /drivers/approve/read, live (every 60 s and at once when
 * the approve screen invalidates it), hidden at 0 and for groups that may not open the approve
 * screen (which then ask nothing).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { testSettings } from '../helpers/settings';
import { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CoreAdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceDefinitions } from '../../src/root/sections';
import {
  APPROVED_BADGE_REFRESH_MS,
  refreshApprovedBadge,
  useApprovedDriversBadge,
} from '../../resources/drivers/useApprovedDriversBadge';
import { t } from '../../texts/t';
import { CabinetAdmin } from '../../src/root/CabinetAdmin';
import type { ResourceDefinition, RouteView } from '../../src/root/definition';
import { cabinetDataProvider, signedInAuth } from '../helpers/session';
import { i18nProvider } from '../../src/i18n';

vi.mock('../../src/root/externals', () => {
  const Stub = () => <p>stub</p>;
  const LoginPage = Object.assign(() => <p>login</p>, { preload: async () => undefined });
  return { LoginPage, RegistrationPage: Stub, publicViews: {} };
});
vi.mock('../../src/root/frameParts', () => ({ AccountsPanel: () => <p>stub</p> }));


/** A server whose unread count the test sets; every GET of the count is recorded. */
function countServer(initial: number) {
  const state = { count: initial, asked: 0 };
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://cabinet.test');
    if (url.pathname === '/api/drivers/approve/read') {
      state.asked += 1;
      return new Response(JSON.stringify({ count: state.count }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    return new Response(JSON.stringify({ error: 'not_found', error_msg: 'Не найдено' }), { status: 404 });
  });
  const { dataProvider } = cabinetDataProvider(fetch);
  return { state, dataProvider };
}

const authProvider = (groupId: number): AuthProvider => signedInAuth({ groupId });

const Badge = () => {
  const badge = useApprovedDriversBadge();
  return <output aria-label="badge">{badge === null ? 'нет' : badge.kind === 'count' ? String(badge.count) : badge.kind}</output>;
};

function renderBadge(groupId: number, server: ReturnType<typeof countServer>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <CoreAdminContext i18nProvider={i18nProvider} authProvider={authProvider(groupId)} dataProvider={server.dataProvider} queryClient={queryClient} store={memoryStore()}>
      <Badge />
    </CoreAdminContext>,
  );
  return { badge: screen.getByRole('status', { name: 'badge' }), queryClient };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useApprovedDriversBadge', () => {
  it('shows the count the server answers', async () => {
    const { badge } = renderBadge(1, countServer(5));
    await waitFor(() => expect(badge.textContent).toBe('5'));
  });

  it('shows nothing when the count is 0', async () => {
    const server = countServer(0);
    const { badge } = renderBadge(2, server);
    await waitFor(() => expect(server.state.asked).toBe(1));
    expect(badge.textContent).toBe('нет');
  });

  it('asks nothing and shows nothing for a group that may not open the approve screen', async () => {
    const server = countServer(5);
    const { badge } = renderBadge(3, server);
    // The permissions arrive, the query stays disabled.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(badge.textContent).toBe('нет');
    expect(server.state.asked).toBe(0);
  });

  it('follows the count at once when the approve screen invalidates it', async () => {
    const server = countServer(5);
    const { badge, queryClient } = renderBadge(1, server);
    await waitFor(() => expect(badge.textContent).toBe('5'));
    server.state.count = 4;
    await act(async () => {
      await refreshApprovedBadge(queryClient);
    });
    await waitFor(() => expect(badge.textContent).toBe('4'));
    server.state.count = 0;
    await act(async () => {
      await refreshApprovedBadge(queryClient);
    });
    await waitFor(() => expect(badge.textContent).toBe('нет'));
  });

  it('asks again every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = countServer(3);
    const { badge } = renderBadge(1, server);
    await waitFor(() => expect(badge.textContent).toBe('3'));
    const asked = server.state.asked;
    server.state.count = 7;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(APPROVED_BADGE_REFRESH_MS - 1000);
    });
    expect(server.state.asked).toBe(asked);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    await waitFor(() => expect(badge.textContent).toBe('7'));
    expect(server.state.asked).toBe(asked + 1);
  });
});

describe('the «Водители» menu item', () => {
  const stub: RouteView = lazy(async () => ({ default: () => <p>экран</p> }));
  /** The real definitions; the drivers list given a stub screen so the section shows in the menu. */
  const definitions: ResourceDefinition[] = resourceDefinitions.map((definition) =>
    definition.name === 'drivers'
      ? { ...definition, views: { ...definition.views, '/drivers/list/:aggregatorId': stub } }
      : definition,
  );

  it('carries the approved drivers count', async () => {
    const server = countServer(12);
    render(
      <MemoryRouter initialEntries={['/']}>
        <CabinetAdmin
          authProvider={authProvider(1)}
          dataProvider={server.dataProvider}
          loadSettings={async () => testSettings()}
          definitions={definitions}
          store={memoryStore()}
        />
      </MemoryRouter>,
    );
    const item = await screen.findByRole('menuitem', { name: new RegExp(t('menu.drivers')) });
    await waitFor(() => expect(within(item).getByText('12')).toBeTruthy());
  });
});

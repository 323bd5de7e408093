/**
 * The «Новости» menu dot (spec 2: green while new news exist): `unread` of GET /news?countperpage=1.
 * It asks again every 60 s, and at once when a news item is marked read (the news screens
 * invalidate every news query), so the dot goes away on sight. Nothing is asked, and no dot shown,
 * for a group that may not open /news. A failed count is logged; the news screens themselves
 * say 'Получение данных …' (spec 8).
 */
import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { DataProviderContext } from 'react-admin';
import { canAccess } from '../../schemas/access';
import type { MenuBadge } from '../../src/root/definition';
import { useCabinetPermissions } from '../../src/root/identity';
import { isAppDataProvider } from '../../src/root/useAppDataProvider';

/** Under the news screens' key (newsQueries.ts NEWS_KEY), so their invalidation reaches it. */
export const NEWS_BADGE_KEY = ['news', 'unread'] as const;
export const NEWS_BADGE_REFRESH_MS = 60_000;
const NEWS_PATH = '/news';

export function useNewsBadge(): MenuBadge | null {
  const provider: unknown = useContext(DataProviderContext);
  const dataProvider = isAppDataProvider(provider) ? provider : null;
  const { permissions } = useCabinetPermissions();
  const allowed = permissions !== undefined && canAccess(permissions.policy, permissions.group_id, NEWS_PATH, permissions.denied);
  const { data } = useQuery({
    queryKey: NEWS_BADGE_KEY,
    queryFn: async ({ signal }) => {
      if (dataProvider === null) throw new Error('The cabinet data provider is not in context');
      try {
        const answer = await dataProvider.newsPage(1, 1, signal);
        return answer.unread;
      } catch (error) {
        // Logged only: a snackbar every minute while the server is away would bury the screen's own.
        if (!signal.aborted) console.error(error);
        throw error;
      }
    },
    enabled: allowed && dataProvider !== null,
    refetchInterval: NEWS_BADGE_REFRESH_MS,
  });
  if (!allowed || data === undefined || data <= 0) return null;
  return { kind: 'dot', color: 'success' };
}

/**
 * The news calls of spec 7 (GET /news/{id}, POST /news marks read) as react-query queries under
 * one key, the news list's resource name, so that marking read
 * refreshes the list, the item and the menu's dot at once.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useCallback, useEffect } from 'react';
import type { AppDataProvider } from '../../dataProvider';
import type { NewsReadRequest } from '../../schemas/notices';
import { fill, ru } from '../../texts/ru';
import { errorMessage } from '../../src/components/feedback';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';

/** The list's resource name (NEWS_RESOURCE), spelled out: a view's queries do not reach the adapters. */
export const NEWS_KEY = ['news'] as const;
export const newsItemKey = (id: number) => [...NEWS_KEY, 'one', id] as const;

export function useNewsItem(id: number) {
  const dataProvider = useAppDataProvider();
  const query = useQuery({
    queryKey: newsItemKey(id),
    queryFn: ({ signal }) => dataProvider.newsItem(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
  useLoadFailure(query.error);
  return query;
}

/** POST /news; the unread count the server answers. */
export function markNewsRead(dataProvider: Pick<AppDataProvider, 'markNewsRead'>, request: NewsReadRequest): Promise<{ unread: number }> {
  return dataProvider.markNewsRead(request);
}

/** Every news query (pages, items, the menu's dot) asks again. */
export function refreshNews(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: NEWS_KEY });
}

export function useMarkNewsRead(): (request: NewsReadRequest) => Promise<void> {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useCallback(
    async (request: NewsReadRequest) => {
      await markNewsRead(dataProvider, request);
      await refreshNews(queryClient);
    },
    [dataProvider, queryClient],
  );
}

/** Spec 8: a failed load says 'Получение данных {message}' and is logged. */
function useLoadFailure(error: Error | null): void {
  const notify = useNotify();
  useEffect(() => {
    if (error === null) return;
    console.error(error);
    notify(fill(ru.errors.dataLoad, { message: errorMessage(error) }), { type: 'error' });
  }, [error, notify]);
}

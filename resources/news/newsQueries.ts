/**
 * The news calls of spec 7 (GET /news/{id}, POST /news marks read) as react-query queries under
 * one key, the news list's resource name, so that marking read
 * refreshes the list, the item and the menu's dot at once.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AppDataProvider } from '../../dataProvider';
import type { NewsReadRequest } from '../../schemas/notices';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';

/** The list's resource name (NEWS_RESOURCE), spelled out: a view's queries do not reach the adapters. */
export const NEWS_KEY = ['news'] as const;
export const newsItemKey = (id: number) => [...NEWS_KEY, 'one', id] as const;

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

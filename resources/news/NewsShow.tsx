/**
 * /news/one/{id}: one news item, declared in card.ts; its HTML goes through DOMPurify (SafeHtml).
 * Opening an unread item marks it read (POST /news {news_id}); the list and the menu's dot follow
 * at once. The back link returns to the list, which keeps the page it was left on.
 */
import { useCallback, useRef } from 'react';
import type { RaRecord } from 'react-admin';
import type { NewsItem } from '../../schemas/notices';
import { GeneratedCard } from '../../src/components/generated/GeneratedCard';
import { SafeHtml } from '../../src/components/SafeHtml';
import { useOpenCheck } from '../../src/root/useOpenCheck';
import { newsCard } from './card';
import { useMarkNewsRead } from './newsQueries';

export const NewsShow = () => {
  const canOpen = useOpenCheck();
  const markRead = useMarkNewsRead();
  const marked = useRef<number | null>(null);
  const onRecord = useCallback(
    (record: RaRecord) => {
      const item = record as NewsItem;
      if (item.read !== 0 || marked.current === item.id) return;
      marked.current = item.id;
      markRead({ news_id: item.id }).catch((failure: unknown) => {
        // The item stays unread and is marked on the next visit.
        marked.current = null;
        console.error(failure);
      });
    },
    [markRead],
  );
  return (
    <GeneratedCard
      declaration={newsCard}
      onRecord={onRecord}
      slots={{ content: (record) => <SafeHtml canOpen={canOpen} html={(record as NewsItem).content} /> }}
    />
  );
};

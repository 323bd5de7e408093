/**
 * /news/one/{id}: one news item (GET /news/{id}), its HTML through DOMPurify (SafeHtml). Opening an
 * unread item marks it read (POST /news {news_id}); the list and the menu's dot follow at once.
 * The back link returns to the list, which keeps the page it was left on.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../src/components/dates';
import { LoadingScreen } from '../../src/components/LoadingScreen';
import { useOpenCheck } from '../../src/root/useOpenCheck';
import { SafeHtml } from '../../src/components/SafeHtml';
import { ruNews } from '../../texts/ru-news';
import { useRouteParams } from '../../src/root/routeParams';
import { useMarkNewsRead, useNewsItem } from './newsQueries';

const text = ruNews.one;

export const NewsShow = () => {
  const canOpen = useOpenCheck();
  const { id = '' } = useRouteParams();
  const newsId = Number(id);
  const { data, isPending } = useNewsItem(newsId);
  const markRead = useMarkNewsRead();
  const item = data?.item;
  const marked = useRef<number | null>(null);

  useEffect(() => {
    if (item === undefined || item.read !== 0 || marked.current === item.id) return;
    marked.current = item.id;
    markRead({ news_id: item.id }).catch((failure: unknown) => {
      // The item stays unread and is marked on the next visit.
      marked.current = null;
      console.error(failure);
    });
  }, [item, markRead]);

  const back = (
    <Button component={RouterLink} to="/news" startIcon={<ArrowBack />} size="small">
      {text.back}
    </Button>
  );

  if (isPending && Number.isInteger(newsId) && newsId > 0) return <LoadingScreen fullHeight={false} />;
  if (item === undefined) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {back}
        <Typography color="text.secondary">{text.notFound}</Typography>
      </Stack>
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 900, alignItems: 'flex-start' }}>
      <Title title={item.title} />
      {back}
      <Paper variant="outlined" component="article" aria-labelledby="news-title" sx={{ p: { xs: 2, sm: 3 }, alignSelf: 'stretch' }}>
        <Typography id="news-title" variant="h1" sx={{ mb: 0.5 }}>
          {item.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {formatDate(item.published_at)}
        </Typography>
        <SafeHtml canOpen={canOpen} html={item.content} />
      </Paper>
    </Stack>
  );
};

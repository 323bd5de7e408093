/**
 * /news: the park's news, newest first, page by page (GET /news?page&countperpage). Unread items
 * (read flag 0, spec 3) carry a green dot and a bold title; 'Отметить все как прочитанные' marks
 * every item read (POST /news {all: true}) and the menu's dot goes with it.
 */
import DoneAll from '@mui/icons-material/DoneAll';
import {
  Box,
  Button,
  List,
  ListItem,
  ListItemButton,
  Pagination,
  PaginationItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { NewsItem } from '../../schemas/notices';
import { formatDate } from '../../src/components/dates';
import { LoadingScreen } from '../../src/components/LoadingScreen';
import { fill } from '../../texts/ru';
import { ruNews } from '../../texts/ru-news';
import { errorMessage } from '../../src/components/feedback';
import { newsPageHref, pageOf, useMarkNewsRead, useNewsPage } from './newsQueries';

const text = ruNews.list;

const UnreadDot = () => (
  <Box
    component="span"
    role="img"
    aria-label={text.unread}
    sx={{ display: 'inline-block', flexShrink: 0, width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }}
  />
);

const NewsRow = ({ item, from }: { item: NewsItem; from: string }) => {
  const unread = item.read === 0;
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={`/news/one/${item.id}`} state={{ from }} sx={{ display: 'block', py: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {unread ? <UnreadDot /> : null}
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: unread ? 700 : 400, flex: 1, minWidth: 0 }}>
            {item.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(item.published_at)}
          </Typography>
        </Stack>
        {item.summary ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {item.summary}
          </Typography>
        ) : null}
      </ListItemButton>
    </ListItem>
  );
};

export const NewsList = () => {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const { data, isPending } = useNewsPage(page);
  const markRead = useMarkNewsRead();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const markAll = async () => {
    setBusy(true);
    try {
      await markRead({ all: true });
      notify(text.allRead, { type: 'success' });
    } catch (error) {
      console.error(error);
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Title title={text.title} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h1">{text.title}</Typography>
        <Button
          variant="outlined"
          startIcon={<DoneAll />}
          disabled={busy || data === undefined || data.unread === 0}
          onClick={() => void markAll()}
        >
          {text.markAllRead}
        </Button>
      </Stack>
      {isPending ? (
        <LoadingScreen fullHeight={false} />
      ) : data === undefined ? null : data.items.length === 0 ? (
        <Typography color="text.secondary">{text.empty}</Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={text.title}>
            {data.items.map((item) => (
              <NewsRow key={item.id} item={item} from={search.toString()} />
            ))}
          </List>
        </Paper>
      )}
      {data !== undefined && data.pages > 1 ? (
        <Pagination
          aria-label={text.pages}
          page={Math.min(page, data.pages)}
          count={data.pages}
          getItemAriaLabel={(type, number) =>
            type === 'previous' ? text.previousPage : type === 'next' ? text.nextPage : fill(text.page, { n: number ?? 1 })
          }
          renderItem={(item) => <PaginationItem component={RouterLink} to={newsPageHref(item.page ?? 1)} {...item} />}
        />
      ) : null}
    </Stack>
  );
};

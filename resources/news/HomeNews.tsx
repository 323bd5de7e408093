/**
 * The home page's three latest news (groups that may open /news): headline, date and an unread
 * mark, each opening /news/one/{id}. Read under the news key, so reading one refreshes the marks.
 */
import { Box, Button, Card, CardContent, Chip, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../src/components/dates';
import { LoadingScreen } from '../../src/components/LoadingScreen';
import { useText } from '../../src/i18n/useText';
import { errorMessage } from '../../src/components/feedback';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';
import { NEWS_KEY } from './newsQueries';

export const HOME_NEWS_COUNT = 3;

export const HomeNews = () => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const { data, error } = useQuery({
    queryKey: [...NEWS_KEY, 'home', HOME_NEWS_COUNT],
    queryFn: async ({ signal }) => {
      try {
        return await dataProvider.newsPage(1, HOME_NEWS_COUNT, signal);
      } catch (failure) {
        if (!signal.aborted) {
          console.error(failure);
          notify(translate('errors.dataLoad', { message: errorMessage(failure) }), { type: 'error' });
        }
        throw failure;
      }
    },
    retry: false,
  });
  return (
    <Card component="section" aria-labelledby="home-news-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'baseline', mb: 1 }}>
          <Typography id="home-news-title" variant="h2" sx={{ flexGrow: 1 }}>
            {translate('kpi.home.newsTitle')}
          </Typography>
          <Button component={RouterLink} to="/news" size="small">
            {translate('kpi.home.newsAll')}
          </Button>
        </Stack>
        {data !== undefined ? (
          data.items.length === 0 ? (
            <Typography color="text.secondary">{translate('kpi.home.noNews')}</Typography>
          ) : (
            <List dense disablePadding>
              {data.items.map((item) => (
                <ListItemButton key={item.id} component={RouterLink} to={`/news/one/${item.id}`} sx={{ borderRadius: 1 }}>
                  <ListItemText
                    primary={
                      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                        <Box component="span" sx={{ fontWeight: item.read === 0 ? 600 : 400 }}>
                          {item.title}
                        </Box>
                        {item.read === 0 ? <Chip size="small" color="success" label={translate('kpi.home.unread')} /> : null}
                      </Box>
                    }
                    secondary={formatDate(item.published_at)}
                  />
                </ListItemButton>
              ))}
            </List>
          )
        ) : error ? (
          <Typography color="text.secondary">{translate('errors.dataLoad', { message: errorMessage(error) })}</Typography>
        ) : (
          <LoadingScreen fullHeight={false} />
        )}
      </CardContent>
    </Card>
  );
};

/**
 * /news — generated (./list.ts). The title is the slot: an unread item (read flag 0, spec 3)
 * carries a green dot and a bold title. «Отметить все как прочитанные» marks every item read
 * (POST /news {all: true}); the list and the menu's dot follow at once.
 */
import DoneAll from '@mui/icons-material/DoneAll';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useListContext, useNotify, type RaRecord } from 'react-admin';
import type { NewsListMeta } from '../../dataProvider/adapters/news';
import { errorMessage } from '../../src/components/feedback';
import { GeneratedScopedList } from '../../src/components/generated/GeneratedScopedList';
import { useText } from '../../src/i18n/useText';
import { newsList } from './list';
import { useMarkNewsRead } from './newsQueries';

const UnreadDot = () => {
  const translate = useText();
  return (
    <Box
      component="span"
      role="img"
      aria-label={translate('news.list.unread')}
      sx={{ display: 'inline-block', flexShrink: 0, width: 8, height: 8, mr: 1, borderRadius: '50%', bgcolor: 'success.main' }}
    />
  );
};

const NewsTitle = ({ row }: { row: RaRecord }) => {
  const unread = row.read === 0;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
      {unread ? <UnreadDot /> : null}
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: unread ? 700 : 400 }}>
        {String(row.title)}
      </Typography>
    </Box>
  );
};

const MarkAllRead = () => {
  const translate = useText();
  const { meta } = useListContext() as { meta?: NewsListMeta };
  const markRead = useMarkNewsRead();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const markAll = async () => {
    setBusy(true);
    try {
      await markRead({ all: true });
      notify(translate('news.list.allRead'), { type: 'success' });
    } catch (error) {
      console.error(error);
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DoneAll />} disabled={busy || meta === undefined || meta.unread === 0} onClick={() => void markAll()}>
      {translate('news.list.markAllRead')}
    </Button>
  );
};

export const NewsList = () => {
  const translate = useText();
  const notify = useNotify();
  // Spec 8: a failed load says 'Получение данных {message}' and is logged.
  const onLoadError = (error: unknown) => {
    console.error(error);
    notify(translate('errors.dataLoad', { message: errorMessage(error) }), { type: 'error' });
  };
  return (
    <GeneratedScopedList
      declaration={newsList}
      slots={{ title: (row) => <NewsTitle row={row} /> }}
      actions={<MarkAllRead />}
      onLoadError={onLoadError}
    />
  );
};

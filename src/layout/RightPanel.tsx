/**
 * The default frame's right side panel: the account panel (current account, linked accounts,
 * logout). A column beside the content from 600 px up, a drawer opened from the app bar below.
 */
import { Suspense } from 'react';
import { Box, Drawer, useMediaQuery } from '@mui/material';
import { LoadingScreen } from '../components/LoadingScreen';
import { ru } from '../i18n/ru';
import { AccountsPanel } from '../root/externals';
import { narrowQuery, RIGHT_PANEL_WIDTH } from '../theme';
import { useRightPanel } from './panelState';

const content = (
  <Suspense fallback={<LoadingScreen fullHeight={false} />}>
    <AccountsPanel />
  </Suspense>
);

export const RightPanel = () => {
  const narrow = useMediaQuery(narrowQuery, { noSsr: true });
  const { open, setOpen } = useRightPanel();

  if (narrow) {
    return (
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: RIGHT_PANEL_WIDTH, maxWidth: '90vw', p: 2 } } }}
      >
        {content}
      </Drawer>
    );
  }

  return (
    <Box
      component="aside"
      aria-label={ru.accounts.title}
      sx={{
        width: RIGHT_PANEL_WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top: 48,
        alignSelf: 'flex-start',
        maxHeight: 'calc(100vh - 48px)',
        overflowY: 'auto',
        py: 2,
        pr: 1,
      }}
    >
      {content}
    </Box>
  );
};

/**
 * The default frame's right side panel: the account panel (current account, linked accounts,
 * logout). A column beside the content on wide screens (theme ACCOUNTS_COLUMN_BREAKPOINT) while the help
 * panel is closed; otherwise a drawer opened from the app bar.
 */
import { Suspense } from 'react';
import { Box, Drawer } from '@mui/material';
import { LoadingScreen } from '../components/LoadingScreen';
import { useText } from '../i18n/useText';
import { AccountsPanel } from '../root/frameParts';
import { APP_BAR_HEIGHT, RIGHT_PANEL_WIDTH } from '../theme';
import { useRightPanel, useRightPanelColumn } from './panelState';

const content = (
  <Suspense fallback={<LoadingScreen fullHeight={false} />}>
    <AccountsPanel />
  </Suspense>
);

export const RightPanel = () => {
  const translate = useText();
  const column = useRightPanelColumn();
  const { open, setOpen } = useRightPanel();

  if (!column) {
    return (
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: RIGHT_PANEL_WIDTH, maxWidth: '90vw', p: 1 } } }}
      >
        {content}
      </Drawer>
    );
  }

  return (
    <Box
      component="aside"
      aria-label={translate('accounts.title')}
      sx={{
        width: RIGHT_PANEL_WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top: APP_BAR_HEIGHT,
        alignSelf: 'flex-start',
        maxHeight: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
        overflowY: 'auto',
        py: 2,
        pr: 1,
      }}
    >
      {content}
    </Box>
  );
};

/**
 * The left menu's container: a column beside the content from 450 px up (narrowed to icons
 * when collapsed), a temporary drawer below 450 px (spec 9, mobile breakpoint).
 */
import type { ReactNode } from 'react';
import { Box, Drawer, useMediaQuery } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { mobileQuery, SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from '../theme';

export const CabinetSidebar = ({ children }: { children: ReactNode }) => {
  const mobile = useMediaQuery(mobileQuery, { noSsr: true });
  const [open, setOpen] = useSidebarState();

  if (mobile) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, maxWidth: '85vw' } } }}
      >
        <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', pt: 1 }}>{children}</Box>
      </Drawer>
    );
  }

  return (
    <Box
      component="nav"
      sx={{
        width: open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
      }}
    >
      <Box
        sx={{
          position: 'sticky',
          top: { xs: 56, sm: 48 },
          height: { xs: 'calc(100vh - 56px)', sm: 'calc(100vh - 48px)' },
          overflowX: 'hidden',
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {children}
      </Box>
    </Box>
  );
};

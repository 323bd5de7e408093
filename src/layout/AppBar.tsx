/**
 * The cabinet's app bar: menu toggle, brand, the page title portal, the loading indicator and,
 * below 600 px in the default frame, the button that opens the right side panel.
 */
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import { Box, IconButton, Tooltip, useMediaQuery } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { ReportsButton } from '../../resources/reports/ReportsButton';
import { Brand } from '../components/Brand';
import { HelpButton } from '../help/HelpButton';
import { ru } from '../i18n/ru';
import { narrowQuery } from '../theme';
import { useRightPanel } from './panelState';

const PanelToggle = () => {
  const { enabled, open, setOpen } = useRightPanel();
  const narrow = useMediaQuery(narrowQuery, { noSsr: true });
  if (!enabled || !narrow) return null;
  return (
    <Tooltip title={ru.accounts.title}>
      <IconButton color="inherit" aria-label={ru.accounts.title} aria-expanded={open} onClick={() => setOpen(!open)}>
        <AccountCircleOutlined />
      </IconButton>
    </Tooltip>
  );
};

const toolbar = (
  <>
    <LoadingIndicator />
    <ReportsButton />
    <HelpButton />
    <PanelToggle />
  </>
);

export const CabinetAppBar = () => (
  <AppBar alwaysOn userMenu={false} toolbar={toolbar}>
    <Box sx={{ mr: 2 }}>
      <Brand inverse hideNameBelow="md" />
    </Box>
    <TitlePortal />
  </AppBar>
);

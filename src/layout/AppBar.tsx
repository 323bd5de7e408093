/**
 * The cabinet's app bar: menu toggle, brand, the page title portal, the loading indicator and,
 * in the default frame while the accounts panel is not a column, the button that opens it.
 */
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { Brand } from '../components/Brand';
import { HelpButton } from '../help/HelpButton';
import { t } from '../../texts/t';
import { useText } from '../i18n/useText';
import { useDefinitions } from '../root/definitions';
import { useRightPanel, useRightPanelColumn } from './panelState';

const PanelToggle = () => {
  const translate = useText();
  const { enabled, open, setOpen } = useRightPanel();
  const column = useRightPanelColumn();
  if (!enabled || column) return null;
  return (
    <Tooltip title={translate('accounts.title')}>
      <IconButton color="inherit" aria-label={translate('accounts.title')} aria-expanded={open} onClick={() => setOpen(!open)}>
        <AccountCircleOutlined />
      </IconButton>
    </Tooltip>
  );
};

/** The sections' own buttons (the shell knows none of them by name). */
const SectionButtons = () => (
  <>
    {useDefinitions().flatMap(({ name, appBarButton: Button }) => (Button === undefined ? [] : [<Button key={name} />]))}
  </>
);

const toolbar = (
  <>
    <LoadingIndicator aria-label={t('app.loading')} />
    <SectionButtons />
    {/* Before help: opening help brings this button in, and the help button must stay put under the pointer. */}
    <PanelToggle />
    <HelpButton />
  </>
);

export const CabinetAppBar = () => (
  <AppBar alwaysOn userMenu={false} toolbar={toolbar}>
    <Box sx={{ mr: 2 }}>
      <Brand inverse hideNameBelow="md" />
    </Box>
    {/* A long title ends in an ellipsis on a phone instead of being cut off under the buttons. */}
    <TitlePortal noWrap sx={{ minWidth: 0, '& span': { display: 'inline' } }} />
  </AppBar>
);

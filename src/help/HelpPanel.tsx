/**
 * The help panel (spec 2: tabs 'Подсказки' and 'Как настроить'). On a wide screen it takes a
 * column of its own beside the content (the frame's side-column slot), so the page narrows and
 * stays usable; on a narrower one it is a drawer over the page (a full-width sheet on a phone)
 * that closes with its button, Escape or a click beside it. 'Подсказки' (GET /hints?type_id=2) puts the hints about the
 * open page first; 'Как настроить' (GET /hints?type_id=1) lists the setup topics with their steps.
 * A failed load is logged only (spec 8) and the panel says so in one line. Items about sections
 * the person cannot open are left out (./helpLinks.ts).
 */
import Close from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { HINT_TYPES, HintsResponseSchema, NOTICES_ENDPOINTS, type HelpItem } from '../../schemas/notices';
import { useText } from '../i18n/useText';
import { useSideColumnSlot, useWideScreen } from '../layout/panelState';
import { useOptionalAppDataProvider } from '../root/useAppDataProvider';
import { useOpenCheck } from '../root/useOpenCheck';
import { APP_BAR_HEIGHT } from '../theme';
import { HelpItems } from './HelpItems';
import { visibleHelp } from './helpLinks';
import { showHelpTab, useHelpPanel, type HelpTab } from './helpStore';
import { hintsForPage } from './pageHints';

export const HELP_PANEL_WIDTH = 400;
export const HINTS_KEY = ['hints'] as const;
const TYPE_OF_TAB: Record<HelpTab, number> = { hints: HINT_TYPES.hints, setup: HINT_TYPES.onboarding };

function useHints(tab: HelpTab) {
  const dataProvider = useOptionalAppDataProvider();
  const typeId = TYPE_OF_TAB[tab];
  return useQuery({
    queryKey: [...HINTS_KEY, typeId],
    queryFn: async ({ signal }) => {
      if (dataProvider === null) throw new Error('The cabinet data provider is not in context');
      try {
        return await dataProvider.http.json({ path: NOTICES_ENDPOINTS.hints, query: { type_id: typeId }, signal }, HintsResponseSchema);
      } catch (error) {
        // Spec 8: "help-load failure logged only".
        if (!signal.aborted) console.error(error);
        throw error;
      }
    },
    enabled: dataProvider !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

const Section = ({ title, items, expandFirst, steps }: { title?: string; items: HelpItem[]; expandFirst: boolean; steps: boolean }) =>
  items.length === 0 ? null : (
    <Box component="section" aria-label={title}>
      {title ? (
        <Typography variant="overline" component="h3" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
          {title}
        </Typography>
      ) : null}
      <HelpItems items={items} expandFirst={expandFirst} numberedSteps={steps} />
    </Box>
  );

const TabContent = ({ tab }: { tab: HelpTab }) => {
  const translate = useText();
  const { data, isPending, isError } = useHints(tab);
  const { pathname } = useLocation();
  const open = useOpenCheck();
  const items = useMemo(() => (data === undefined || open === null ? null : visibleHelp(data.items, open)), [data, open]);
  if (isError) return <Typography color="text.secondary">{translate('help.loadFailed')}</Typography>;
  if (isPending || items === null) return null;
  if (tab === 'setup') {
    return items.length === 0 ? (
      <Typography color="text.secondary">{translate('help.noTopics')}</Typography>
    ) : (
      <Section items={items} expandFirst steps />
    );
  }
  if (items.length === 0) return <Typography color="text.secondary">{translate('help.noHints')}</Typography>;
  const { here, other } = hintsForPage(items, pathname);
  return (
    <Stack spacing={2}>
      <Section title={translate('help.onThisPage')} items={here} expandFirst steps={false} />
      <Section title={here.length > 0 ? translate('help.otherHints') : undefined} items={other} expandFirst={false} steps={false} />
    </Stack>
  );
};

/** The panel's frame: a column in the side-column slot where there is room, a drawer elsewhere. */
interface FrameProps {
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  /** Opened by a person (focus moves in) or by onboarding (focus stays where the person is). */
  autoFocus: boolean;
  children: ReactNode;
}

const Frame = ({ onClose, onKeyDown, autoFocus, children }: FrameProps) => {
  const slot = useSideColumnSlot();
  const wide = useWideScreen();
  const dialog = { role: 'dialog', 'aria-labelledby': 'help-panel-title', onKeyDown } as const;

  if (wide && slot !== null) {
    return createPortal(
      <Box
        {...dialog}
        aria-modal={false}
        sx={{
          width: HELP_PANEL_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: APP_BAR_HEIGHT,
          alignSelf: 'flex-start',
          height: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.paper',
          borderLeft: 1,
          borderColor: 'divider',
        }}
      >
        {children}
      </Box>,
      slot,
    );
  }

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      // The help button puts focus back itself, also when the panel closes from inside.
      disableRestoreFocus
      disableAutoFocus={!autoFocus}
      disableEnforceFocus={!autoFocus}
      slotProps={{
        paper: {
          ...dialog,
          'aria-modal': true,
          sx: { width: { xs: '100%', sm: HELP_PANEL_WIDTH }, maxWidth: '100vw', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      {children}
    </Drawer>
  );
};

export const HelpPanel = ({ onClose, autoFocus }: { onClose: () => void; autoFocus: boolean }) => {
  const translate = useText();
  const { tab } = useHelpPanel();
  // A callback ref: the panel may mount through a portal a commit after this component.
  const heading = useCallback(
    (node: HTMLHeadingElement | null) => {
      if (node !== null && autoFocus) node.focus();
    },
    [autoFocus],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <Frame onClose={onClose} onKeyDown={onKeyDown} autoFocus={autoFocus}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5 }}>
        <Typography id="help-panel-title" ref={heading} tabIndex={-1} variant="h2" sx={{ flex: 1, outline: 'none' }}>
          {translate('help.title')}
        </Typography>
        <IconButton aria-label={translate('help.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, value: HelpTab) => showHelpTab(value)}
        aria-label={translate('help.tabsLabel')}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="hints" label={translate('help.tabs.hints')} id="help-tab-hints" aria-controls="help-tabpanel" />
        <Tab value="setup" label={translate('help.tabs.setup')} id="help-tab-setup" aria-controls="help-tabpanel" />
      </Tabs>
      <Box role="tabpanel" id="help-tabpanel" aria-labelledby={`help-tab-${tab}`} sx={{ flex: 1, overflowY: 'auto', p: 2 }}>
        <TabContent tab={tab} />
      </Box>
    </Frame>
  );
};

/**
 * The app bar's 'Мои отчёты' button, for the groups that may open /reports. It holds the realtime
 * channel (the app bar stays mounted for the whole signed-in session, in both frames), announces
 * finished reports, counts the reports in progress on its badge, and opens the panel, whose code
 * loads on first use.
 */
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { Suspense, useState } from 'react';
import { canAccess } from '../../schemas/access';
import { useText } from '../../src/i18n/useText';
import type { SocketFactory } from '../../src/realtime/channel';
import { RealtimeProvider, useRealtimeStatus } from '../../src/realtime/RealtimeProvider';
import { useCabinetPermissions } from '../../src/root/identity';
import { lazyNamed } from '../../src/root/lazy';
import { useOptionalAppDataProvider } from '../../src/root/useAppDataProvider';
import { closeReportsPanel, openReportsPanel, useReportsPanelOpen } from '../../src/components/reportsPanel';
import { inProgressCount, useRecentReports } from './reportsQueries';
import { useReportEvents } from './useReportEvents';

const ReportsPanel = lazyNamed(() => import('./ReportsPanel'), 'ReportsPanel');

const ButtonWithPanel = () => {
  const translate = useText();
  useReportEvents();
  const channelDown = useRealtimeStatus() === 'failed';
  const { data } = useRecentReports({ enabled: true, poll: channelDown });
  const busy = inProgressCount(data?.reports);
  const open = useReportsPanelOpen();
  // Mounted from the first opening on, so closing plays the drawer's exit.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);

  return (
    <>
      <Tooltip title={busy > 0 ? translate('reportsUi.panel.inProgress', { count: busy }) : translate('reportsUi.panel.title')}>
        <IconButton
          color="inherit"
          aria-label={translate('reportsUi.panel.title')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={openReportsPanel}
          onMouseEnter={() => ReportsPanel.preload().catch(() => undefined)}
        >
          {busy > 0 ? (
            <Badge badgeContent={busy} color="secondary">
              <DescriptionOutlined />
            </Badge>
          ) : (
            <DescriptionOutlined />
          )}
        </IconButton>
      </Tooltip>
      {used ? (
        <Suspense fallback={null}>
          <ReportsPanel open={open} onClose={closeReportsPanel} />
        </Suspense>
      ) : null}
    </>
  );
};

export interface ReportsButtonProps {
  /** The browser's WebSocket unless a test gives its own. */
  socket?: SocketFactory;
}

export const ReportsButton = ({ socket }: ReportsButtonProps) => {
  const { permissions } = useCabinetPermissions();
  const provider = useOptionalAppDataProvider();
  if (provider === null) return null;
  if (permissions === undefined || !canAccess(permissions.policy, permissions.group_id, '/reports', permissions.denied)) return null;
  return (
    <RealtimeProvider enabled socket={socket}>
      <ButtonWithPanel />
    </RealtimeProvider>
  );
};

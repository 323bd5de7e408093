/**
 * 'Мои отчёты' (spec 2 "Modals and panels", spec 4, spec 9): a modal drawer on the right, so the
 * page behind it does not scroll while it is open; the list is asked for every time it opens,
 * 5 reports a page, newest first. A row shows typeRu, createdDate, dateRange and statusRu; only a
 * completed report can be downloaded.
 */
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Drawer,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  Pagination,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { HttpError } from 'react-admin';
import { Link } from 'react-router-dom';
import { REPORTS_PANEL_PAGE_SIZE, type Report } from '../../schemas/reports';
import { t } from '../../texts/t';
import { useText } from '../../src/i18n/useText';
import { useReportDownload } from './download';
import { displayReport } from './reportDisplay';
import { useReportsPage } from './reportsQueries';

export const REPORTS_PANEL_WIDTH = 420;

/** Spec 8: a refused list says 'У вас нет доступа'; other failures say what the server said. */
export function loadErrorText(error: unknown): string {
  if (error instanceof HttpError && error.status === 403) return t('app.noAccess');
  return error instanceof Error && error.message ? error.message : t('errors.internal');
}

const StatusChip = ({ report }: { report: Report }) => {
  const { statusRu } = displayReport(report);
  if (report.status === 'in_progress') {
    return <Chip size="small" color="info" variant="outlined" icon={<CircularProgress size={14} thickness={5} color="inherit" />} label={statusRu} />;
  }
  return <Chip size="small" color={report.status === 'completed' ? 'success' : 'error'} label={statusRu} />;
};

const ReportRow = ({
  report,
  busy,
  onDownload,
}: {
  report: Report;
  busy: boolean;
  onDownload: (report: Report) => void;
}) => {
  const translate = useText();
  const shown = displayReport(report);
  const label = translate('reportsUi.panel.download', { name: shown.typeRu, range: shown.dateRange });
  return (
    <ListItem divider sx={{ alignItems: 'flex-start', gap: 1, px: 0 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>{shown.typeRu}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('reportsUi.panel.period', { range: shown.dateRange })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('reportsUi.panel.created', { date: shown.createdDate })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
        <StatusChip report={report} />
        {report.status === 'completed' ? (
          <Tooltip title={label}>
            <span>
              <IconButton aria-label={label} onClick={() => onDownload(report)} disabled={busy}>
                {busy ? <CircularProgress size={20} /> : <FileDownloadOutlined />}
              </IconButton>
            </span>
          </Tooltip>
        ) : null}
      </Stack>
    </ListItem>
  );
};

/** The drawer's content; it unmounts when the drawer closes, so every opening starts on page 1. */
const PanelContent = ({ titleId, onClose }: { titleId: string; onClose: () => void }) => {
  const translate = useText();
  const [page, setPage] = useState(1);
  const { data, error, isPending, isFetching } = useReportsPage(page);
  const { download, busy } = useReportDownload();
  const pages = data === undefined ? 0 : Math.ceil(data.total / REPORTS_PANEL_PAGE_SIZE);

  return (
    <Stack sx={{ height: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h3" component="h2" sx={{ flex: 1 }}>
          {translate('reportsUi.panel.title')}
        </Typography>
        <IconButton aria-label={translate('reportsUi.panel.close')} onClick={onClose}>
          <CloseOutlined />
        </IconButton>
      </Stack>
      <Box sx={{ height: 4 }}>{isFetching && data !== undefined ? <LinearProgress /> : null}</Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2 }}>
        {error !== null ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {loadErrorText(error)}
          </Alert>
        ) : isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={translate('app.loading')} />
          </Box>
        ) : data.reports.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {translate('reportsUi.panel.empty')}
          </Typography>
        ) : (
          <List aria-label={translate('reportsUi.panel.list')} disablePadding>
            {data.reports.map((report) => (
              <ReportRow key={report.id} report={report} busy={busy.has(report.id)} onDownload={(item) => void download(item)} />
            ))}
          </List>
        )}
      </Box>
      <Stack spacing={1.5} sx={{ alignItems: 'center', p: 2 }}>
        {pages > 1 ? (
          <Pagination
            aria-label={translate('reportsUi.panel.pages')}
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_event, value) => setPage(value)}
            size="small"
          />
        ) : null}
        <Button component={Link} to="/reports" onClick={onClose} variant="outlined">
          {translate('reportsUi.panel.order')}
        </Button>
      </Stack>
    </Stack>
  );
};

export interface ReportsPanelProps {
  open: boolean;
  onClose: () => void;
}

export const ReportsPanel = ({ open, onClose }: ReportsPanelProps) => {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: REPORTS_PANEL_WIDTH, maxWidth: '100vw' },
        },
      }}
    >
      <PanelContent titleId={titleId} onClose={onClose} />
    </Drawer>
  );
};

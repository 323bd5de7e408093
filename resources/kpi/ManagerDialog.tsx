/**
 * 'Ваш менеджер' (spec 2 modals): the installation's manager from /api/settings — name, phone
 * (tel: link), email (mailto: link) — the hours Mon-Fri 10:00-18:00 and whether the manager is
 * at work right now, Moscow time (checked again every minute while the dialog is open).
 */
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useText } from '../../src/i18n/useText';
import type { ManagerDialogProps } from '../../src/root/definition';
import { useCabinetSettings } from '../../src/root/settings';
import { narrowQuery } from '../../src/theme';
import { displayPhone, isManagerWorking, telHref } from './manager';

const Row = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
    {icon}
    <div>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </div>
  </Stack>
);

function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export const ManagerDialog = ({ open, onClose }: ManagerDialogProps) => {
  const translate = useText();
  const settings = useCabinetSettings();
  const narrow = useMediaQuery(narrowQuery);
  const now = useMinuteClock();
  const titleId = useId();
  const manager = settings?.manager;
  const working = isManagerWorking(now);

  return (
    <Dialog open={open} onClose={onClose} fullScreen={narrow} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('kpi.manager.title')}</DialogTitle>
      <DialogContent>
        {manager === undefined ? (
          <Typography color="text.secondary">{translate('kpi.manager.loading')}</Typography>
        ) : (
          <Stack spacing={2}>
            <Typography variant="h4" component="p">
              {manager.name}
            </Typography>
            <Row icon={<PhoneOutlined color="action" />} label={translate('kpi.manager.phone')}>
              <Link href={telHref(manager.phone)}>{displayPhone(manager.phone)}</Link>
            </Row>
            <Row icon={<MailOutlined color="action" />} label={translate('kpi.manager.email')}>
              <Link href={`mailto:${manager.email}`}>{manager.email}</Link>
            </Row>
            <Row icon={<ScheduleOutlined color="action" />} label={translate('kpi.manager.hoursLabel')}>
              <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
                <span>{`${translate('kpi.manager.hours')} ${translate('kpi.manager.timeZone')}`}</span>
                <Chip
                  size="small"
                  color={working ? 'success' : 'default'}
                  variant={working ? 'filled' : 'outlined'}
                  label={working ? translate('kpi.manager.working') : translate('kpi.manager.notWorking')}
                />
              </Stack>
            </Row>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('kpi.manager.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

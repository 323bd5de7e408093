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
import { ruKpi } from '../../texts/ru-kpi';
import type { ManagerDialogProps } from '../../src/root/definition';
import { useCabinetSettings } from '../../src/root/settings';
import { narrowQuery } from '../../src/theme';
import { displayPhone, isManagerWorking, telHref } from './manager';

const text = ruKpi.manager;

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
  const settings = useCabinetSettings();
  const narrow = useMediaQuery(narrowQuery);
  const now = useMinuteClock();
  const titleId = useId();
  const manager = settings?.manager;
  const working = isManagerWorking(now);

  return (
    <Dialog open={open} onClose={onClose} fullScreen={narrow} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        {manager === undefined ? (
          <Typography color="text.secondary">{text.loading}</Typography>
        ) : (
          <Stack spacing={2}>
            <Typography variant="h4" component="p">
              {manager.name}
            </Typography>
            <Row icon={<PhoneOutlined color="action" />} label={text.phone}>
              <Link href={telHref(manager.phone)}>{displayPhone(manager.phone)}</Link>
            </Row>
            <Row icon={<MailOutlined color="action" />} label={text.email}>
              <Link href={`mailto:${manager.email}`}>{manager.email}</Link>
            </Row>
            <Row icon={<ScheduleOutlined color="action" />} label={text.hoursLabel}>
              <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
                <span>{`${text.hours} ${text.timeZone}`}</span>
                <Chip
                  size="small"
                  color={working ? 'success' : 'default'}
                  variant={working ? 'filled' : 'outlined'}
                  label={working ? text.working : text.notWorking}
                />
              </Stack>
            </Row>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
      </DialogActions>
    </Dialog>
  );
};

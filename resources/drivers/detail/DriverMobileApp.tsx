/**
 * /drivers/detail/:id/mobile-app — the driver app (`GET/PUT /drivers/{id}/app`): installed or not,
 * version, platform, last seen, the access switch and a pending access request.
 */
import { Alert, Box, Chip, FormControlLabel, Link, Skeleton, Stack, Switch, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetOne, useNotify, useUpdate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { DriverApp } from '../../../schemas/drivers';
import { fill } from '../../../texts/ru';
import { ruDrivers } from '../../../texts/ru-drivers';
import { ruFleet } from '../../../texts/ru-fleet';
import { formatDateTime } from '../common/format';
import { DriverCard, useDriverId } from './DriverCard';

const text = ruDrivers.app;
type AppRecord = DriverApp & { id: number };

const Term = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 160 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2">{children}</Typography>
  </Box>
);

const AppDetails = ({ app }: { app: AppRecord }) => {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<AppRecord>();
  const switchAccess = (access: boolean) =>
    update(
      DRIVER_RESOURCES.app,
      { id: app.id, data: { app_access: access }, previousData: app },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(access ? text.accessOn : text.accessOff, { type: 'success' }),
        onError: (error) => notify(error.message, { type: 'error' }),
      },
    );
  return (
    <Stack sx={{ gap: 2 }}>
      <Box>
        <Chip
          color={app.app_installed ? 'success' : 'default'}
          label={app.app_installed ? text.installed : text.notInstalled}
        />
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
        <Term label={text.version}>{app.app_version ?? ruDrivers.common.none}</Term>
        <Term label={text.platform}>{app.app_platform === null ? ruDrivers.common.none : ruFleet.appPlatform[app.app_platform]}</Term>
        <Term label={text.lastSeen}>{formatDateTime(app.app_last_seen_at)}</Term>
      </Stack>
      <FormControlLabel
        control={
          <Switch checked={app.app_access} disabled={isPending} onChange={(event) => switchAccess(event.target.checked)} />
        }
        label={text.access}
      />
      {app.pending_request && (
        <Alert severity="info">
          {fill(text.pending, { date: formatDateTime(app.pending_request.created_at) })}{' '}
          <Link component={RouterLink} to="/drivers/access-app/new">
            {text.pendingLink}
          </Link>
        </Alert>
      )}
    </Stack>
  );
};

export const DriverMobileApp = () => {
  const id = useDriverId();
  const { data: app, error } = useGetOne<AppRecord>(DRIVER_RESOURCES.app, { id: Number(id) }, { retry: false });
  return (
    <DriverCard tab="mobile-app">
      {error ? (
        <Alert severity="warning">{error.message}</Alert>
      ) : app === undefined ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <AppDetails app={app} />
      )}
    </DriverCard>
  );
};

/**
 * /drivers/detail/:id/mobile-app — the driver app (`GET/PUT /drivers/{id}/app`): installed or not,
 * version, platform, last seen, the access switch and a pending access request. The switch is a
 * generated form (./mobileAppForm.ts) saved as it flips; the facts stay hand-drawn.
 */
import { Alert, Box, Chip, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetOne, useNotify, useUpdate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import { DriverAppUpdateSchema, type DriverApp } from '../../../schemas/drivers';
import { GeneratedForm } from '../../../src/components/generated/GeneratedForm';
import { fill } from '../../../texts/ru';
import { ruDrivers } from '../../../texts/ru-drivers';
import { ruFleet } from '../../../texts/ru-fleet';
import { formatDateTime } from '../common/format';
import { DriverCard, useDriverId } from './DriverCard';
import { appAccessForm } from './mobileAppForm';

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
  const [update] = useUpdate<AppRecord>();
  // Pessimistic, so the switch (generated: ./mobileAppForm.ts) shows only what the server took.
  const saveAccess = async (values: Record<string, unknown>) => {
    const data = DriverAppUpdateSchema.parse(values);
    await update(DRIVER_RESOURCES.app, { id: app.id, data, previousData: app }, { mutationMode: 'pessimistic', returnPromise: true });
    notify(data.app_access ? text.accessOn : text.accessOff, { type: 'success' });
  };
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
      <GeneratedForm declaration={appAccessForm} record={app} onSave={saveAccess} saveOnChange />
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

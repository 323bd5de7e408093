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
import { useText } from '../../../src/i18n/useText';
import { formatDateTime } from '../common/format';
import { DriverCard, useDriverId } from './DriverCard';
import { appAccessForm } from './mobileAppForm';

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
  const translate = useText();
  const notify = useNotify();
  const [update] = useUpdate<AppRecord>();
  // Pessimistic, so the switch (generated: ./mobileAppForm.ts) shows only what the server took.
  const saveAccess = async (values: Record<string, unknown>) => {
    const data = DriverAppUpdateSchema.parse(values);
    await update(DRIVER_RESOURCES.app, { id: app.id, data, previousData: app }, { mutationMode: 'pessimistic', returnPromise: true });
    notify(data.app_access ? translate('drivers.app.accessOn') : translate('drivers.app.accessOff'), { type: 'success' });
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <Box>
        <Chip
          color={app.app_installed ? 'success' : 'default'}
          label={app.app_installed ? translate('drivers.app.installed') : translate('drivers.app.notInstalled')}
        />
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
        <Term label={translate('drivers.app.version')}>{app.app_version ?? translate('drivers.common.none')}</Term>
        <Term label={translate('drivers.app.platform')}>{app.app_platform === null ? translate('drivers.common.none') : translate(`fleet.appPlatform.${app.app_platform}`)}</Term>
        <Term label={translate('drivers.app.lastSeen')}>{formatDateTime(app.app_last_seen_at)}</Term>
      </Stack>
      <GeneratedForm declaration={appAccessForm} record={app} onSave={saveAccess} saveOnChange />
      {app.pending_request && (
        <Alert severity="info">
          {translate('drivers.app.pending', { date: formatDateTime(app.pending_request.created_at) })}{' '}
          <Link component={RouterLink} to="/drivers/access-app/new">
            {translate('drivers.app.pendingLink')}
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

/** Pieces the driver-add screens share: the status chip, the sandbox's note, the paths. */
import { Alert, Chip } from '@mui/material';
import type { DriverAddStatus } from '../../../schemas/drivers-add';
import { useText } from '../../../src/i18n/useText';
import { DRIVER_ADD_COLOURS } from './status';

export { REFRESH_MS } from './status';

export const driversAddListPath = (aggregatorId: number) => `/aggregators/detail/${aggregatorId}/drivers-add-list`;
export const driverAddPath = (requestId: number) => `/aggregators/drivers-add/${requestId}`;
export const driverAddCarPath = (requestId: number) => `/aggregators/drivers-add-car/${requestId}`;
export const driversAddSettingsPath = (aggregatorId?: number) =>
  `/aggregators/drivers-add-settings${aggregatorId === undefined ? '' : `?aggregator=${aggregatorId}`}`;

export const DriverAddStatusChip = ({ status }: { status: DriverAddStatus }) => {
  const translate = useText();
  return <Chip size="small" variant="outlined" color={DRIVER_ADD_COLOURS[status]} label={translate(`driversAdd.status.${status}`)} data-status={status} />;
};

export const SandboxNote = ({ sandbox }: { sandbox: boolean }) => {
  const translate = useText();
  return sandbox ? (
    <Alert severity="info" variant="outlined">
      {translate('driversAdd.sandbox')}
    </Alert>
  ) : null;
};

/** Pieces the driver-add screens share: the status chip, the request's card query, the paths. */
import { Alert, Chip } from '@mui/material';
import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isPending, type DriverAddCard, type DriverAddStatus } from '../../../schemas/drivers-add';
import { recordState } from '../../../src/components/loadStates';
import { useIdParam } from '../../../src/root/routeParams';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { useText } from '../../../src/i18n/useText';

export const driversAddListPath = (aggregatorId: number) => `/aggregators/detail/${aggregatorId}/drivers-add-list`;
export const driverAddPath = (requestId: number) => `/aggregators/drivers-add/${requestId}`;
export const driverAddCarPath = (requestId: number) => `/aggregators/drivers-add-car/${requestId}`;
export const driversAddSettingsPath = (aggregatorId?: number) =>
  `/aggregators/drivers-add-settings${aggregatorId === undefined ? '' : `?aggregator=${aggregatorId}`}`;

/** How often a pending request's card asks again (the job follows the aggregator meanwhile). */
export const REFRESH_MS = 2_000;

const COLORS: Record<DriverAddStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  new: 'default',
  sent: 'info',
  in_review: 'warning',
  approved: 'success',
  rejected: 'error',
  failed: 'error',
};

export const DriverAddStatusChip = ({ status }: { status: DriverAddStatus }) => {
  const translate = useText();
  return (
    <Chip size="small" variant="outlined" color={COLORS[status]} label={translate(`driversAdd.status.${status}`)} data-status={status} />
  );
};

export const SandboxNote = ({ sandbox }: { sandbox: boolean }) =>
  {
    const translate = useText();
    return sandbox ? (
      <Alert severity="info" variant="outlined">
        {translate('driversAdd.sandbox')}
      </Alert>
    ) : null;
  };

/** A request's card, asked again every REFRESH_MS while the request (or a car request of it) waits for the aggregator. */
export function useDriverAddCard(requestId: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['driver-add', requestId],
    queryFn: ({ signal }) => dataProvider.driverAddRequest(requestId, signal),
    enabled: requestId > 0,
    retry: false,
    refetchInterval: (query) => (waiting(query.state.data) ? REFRESH_MS : false),
  });
}

export const waiting = (card: DriverAddCard | undefined): boolean =>
  card !== undefined && (isPending(card.status) || card.car_requests.some((child) => isPending(child.status)));

/** The request of the route's `:requestId` once loaded; until then its loading, missing or failed state. */
export const WithRequestCard = ({ children }: { children: (card: DriverAddCard) => ReactElement }) => {
  const requestId = useIdParam('requestId');
  const query = useDriverAddCard(requestId);
  return recordState(requestId, query) ?? (query.data ? children(query.data) : null);
};

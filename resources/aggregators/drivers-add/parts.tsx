/** The driver-add request's slots its declared cards (card.ts) cannot say: the history, the car requests, a retry. */
import { Alert, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { type DriverAddCard } from '../../../schemas/drivers-add';
import { formatDateTime } from '../../../src/components/dates';
import { errorMessage } from '../../../src/components/feedback';
import { useText } from '../../../src/i18n/useText';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { DriverAddStatusChip, driverAddCarPath, SandboxNote } from './shared';
import { driverAddKey, waiting } from './status';

/** The statuses the request went through; the section's heading is the card's. */
export const StatusHistory = ({ card }: { card: DriverAddCard }) => {
  const translate = useText();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('driversAdd.card.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('driversAdd.card.created')}</TableCell>
            <TableCell>{translate('driversAdd.card.status')}</TableCell>
            <TableCell>{translate('driversAdd.card.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {card.history.map((event, index) => (
            <TableRow key={`${event.at}-${index}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</TableCell>
              <TableCell>
                <DriverAddStatusChip status={event.status} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'break-word' }}>{event.reason ?? translate('driversAdd.card.noReason')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** The car requests that follow a driver request, each with its status (the section says when there are any). */
export const CarRequests = ({ card }: { card: DriverAddCard }) => {
  const translate = useText();
  return (
    <Stack sx={{ gap: 1 }}>
      {card.car_requests.map((child) => (
        <Stack key={child.id} direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <RouterLink to={driverAddCarPath(child.id)}>{translate('driversAdd.card.carTitle', { id: child.id })}</RouterLink>
          <Typography variant="body2">{child.car_title}</Typography>
          <DriverAddStatusChip status={child.status} />
        </Stack>
      ))}
    </Stack>
  );
};

export function useRetry(card: DriverAddCard | undefined) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const translate = useText();
  const queryClient = useQueryClient();
  return async () => {
    if (!card) return;
    try {
      await dataProvider.retryDriverAddRequest(card.aggregator_id, card.id);
      notify(translate('driversAdd.card.retried'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: driverAddKey(card.id) });
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
}

/** The sandbox's note and, while the aggregator has not answered, that the card refreshes itself. */
export const RequestNotes = ({ card, refreshing = waiting(card) }: { card: DriverAddCard; refreshing?: boolean }) => {
  const translate = useText();
  return (
    <Stack sx={{ gap: 2 }}>
      <SandboxNote sandbox={card.sandbox} />
      {refreshing ? <Alert severity="info">{translate('driversAdd.card.refreshing')}</Alert> : null}
    </Stack>
  );
};

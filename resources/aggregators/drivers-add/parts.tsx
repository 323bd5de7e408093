/** The driver-add request's card parts, shared by the request's page and the car page. */
import { Card, CardContent, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { type DriverAddCard, type DriverAddRequest } from '../../../schemas/drivers-add';
import { formatDateTime } from '../../../src/components/dates';
import { Facts } from '../../../src/components/Facts';
import { errorMessage } from '../../../src/components/feedback';
import { DriverLink } from '../../../src/components/links';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { fill } from '../../../texts/ru';
import { ruDriversAdd } from '../../../texts/ru-drivers-add';
import { DriverAddStatusChip, driverAddCarPath } from './shared';

const texts = ruDriversAdd.card;

export const RequestFacts = ({ card }: { card: DriverAddRequest }) => (
  <Facts
    items={[
      { label: texts.aggregator, value: card.aggregator_name },
      { label: texts.kind, value: ruDriversAdd.kind[card.kind] },
      { label: texts.driver, value: card.driver_id ? <DriverLink id={card.driver_id} name={card.driver_name} inText /> : card.driver_name },
      ...(card.kind === 'car' ? [{ label: texts.car, value: card.car_title }] : []),
      { label: texts.status, value: <DriverAddStatusChip status={card.status} /> },
      { label: texts.reason, value: card.reason },
      { label: texts.externalId, value: card.external_id },
      { label: texts.attempts, value: String(card.attempts) },
      { label: texts.created, value: formatDateTime(card.created_at) },
    ]}
  />
);

export const StatusHistory = ({ card }: { card: DriverAddCard }) => (
  <Stack sx={{ gap: 1 }}>
    <Typography variant="h2">{texts.history}</Typography>
    <TableContainer sx={{ overflowX: 'auto' }}>
    <Table size="small" aria-label={texts.history}>
      <TableHead>
        <TableRow>
          <TableCell>{texts.created}</TableCell>
          <TableCell>{texts.status}</TableCell>
          <TableCell>{texts.reason}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {card.history.map((event, index) => (
          <TableRow key={`${event.at}-${index}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</TableCell>
            <TableCell>
              <DriverAddStatusChip status={event.status} />
            </TableCell>
            <TableCell sx={{ overflowWrap: 'break-word' }}>{event.reason ?? texts.noReason}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
    </TableContainer>
  </Stack>
);

/** The car requests that follow a driver request, each with its status. */
export const CarRequests = ({ card }: { card: DriverAddCard }) =>
  card.car_requests.length > 0 ? (
    <Card>
      <CardContent>
        <Stack sx={{ gap: 1 }}>
          <Typography variant="h2">{texts.carRequests}</Typography>
          {card.car_requests.map((child) => (
            <Stack key={child.id} direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <RouterLink to={driverAddCarPath(child.id)}>{fill(texts.carTitle, { id: child.id })}</RouterLink>
              <Typography variant="body2">{child.car_title}</Typography>
              <DriverAddStatusChip status={child.status} />
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  ) : null;

export function useRetry(card: DriverAddCard | undefined) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return async () => {
    if (!card) return;
    try {
      await dataProvider.retryDriverAddRequest(card.aggregator_id, card.id);
      notify(texts.retried, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['driver-add', card.id] });
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
}


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
import { useText } from '../../../src/i18n/useText';
import { DriverAddStatusChip, driverAddCarPath } from './shared';


export const RequestFacts = ({ card }: { card: DriverAddRequest }) => {
  const translate = useText();
  return (
    <Facts
      items={[
        { label: translate('driversAdd.card.aggregator'), value: card.aggregator_name },
        { label: translate('driversAdd.card.kind'), value: translate(`driversAdd.kind.${card.kind}`) },
        { label: translate('driversAdd.card.driver'), value: card.driver_id ? <DriverLink id={card.driver_id} name={card.driver_name} inText /> : card.driver_name },
        ...(card.kind === 'car' ? [{ label: translate('driversAdd.card.car'), value: card.car_title }] : []),
        { label: translate('driversAdd.card.status'), value: <DriverAddStatusChip status={card.status} /> },
        { label: translate('driversAdd.card.reason'), value: card.reason },
        { label: translate('driversAdd.card.externalId'), value: card.external_id },
        { label: translate('driversAdd.card.attempts'), value: String(card.attempts) },
        { label: translate('driversAdd.card.created'), value: formatDateTime(card.created_at) },
      ]}
    />
  );
};

export const StatusHistory = ({ card }: { card: DriverAddCard }) => {
  const translate = useText();
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="h2">{translate('driversAdd.card.history')}</Typography>
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
    </Stack>
  );
};

/** The car requests that follow a driver request, each with its status. */
export const CarRequests = ({ card }: { card: DriverAddCard }) =>
  {
    const translate = useText();
    return card.car_requests.length > 0 ? (
      <Card>
        <CardContent>
          <Stack sx={{ gap: 1 }}>
            <Typography variant="h2">{translate('driversAdd.card.carRequests')}</Typography>
            {card.car_requests.map((child) => (
              <Stack key={child.id} direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <RouterLink to={driverAddCarPath(child.id)}>{translate('driversAdd.card.carTitle', { id: child.id })}</RouterLink>
                <Typography variant="body2">{child.car_title}</Typography>
                <DriverAddStatusChip status={child.status} />
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
    ) : null;
  };

export function useRetry(card: DriverAddCard | undefined) {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return async () => {
    if (!card) return;
    try {
      await dataProvider.retryDriverAddRequest(card.aggregator_id, card.id);
      notify(translate('driversAdd.card.retried'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['driver-add', card.id] });
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
}


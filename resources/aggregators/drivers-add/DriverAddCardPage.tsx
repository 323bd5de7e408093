/**
 * `/aggregators/drivers-add/:requestId`: a request's declared card (card.ts), asked again while
 * the aggregator has not answered. Its own: «Отправить повторно» for a request whose sending
 * failed, «Зарегистрировать автомобиль» once the driver is approved (→ drivers-add-car/:requestId).
 */
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import Replay from '@mui/icons-material/Replay';
import { Button, Stack } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DriverAddCard } from '../../../schemas/drivers-add';
import { GeneratedCard } from '../../../src/components/generated/GeneratedCard';
import { useText } from '../../../src/i18n/useText';
import { driverAddCard } from './card';
import { CarRequests, RequestNotes, StatusHistory, useRetry } from './parts';
import { driverAddCarPath, driverAddPath, driversAddListPath } from './shared';

const request = (record: RaRecord) => record as unknown as DriverAddCard;

const Buttons = ({ card }: { card: DriverAddCard }) => {
  const translate = useText();
  const retry = useRetry(card);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {card.status === 'failed' ? (
        <Button variant="contained" startIcon={<Replay />} onClick={() => void retry()}>
          {translate('driversAdd.card.retry')}
        </Button>
      ) : null}
      {card.kind === 'driver' && card.status === 'approved' ? (
        <Button variant="contained" startIcon={<DirectionsCarOutlined />} component={RouterLink} to={driverAddCarPath(card.id)}>
          {translate('driversAdd.card.registerCar')}
        </Button>
      ) : null}
      {card.parent_id !== null ? (
        <Button component={RouterLink} to={driverAddPath(card.parent_id)}>
          {translate('driversAdd.card.driverRequest')}
        </Button>
      ) : null}
      <Button component={RouterLink} to={driversAddListPath(card.aggregator_id)}>
        {translate('driversAdd.card.back')}
      </Button>
    </Stack>
  );
};

const slots = {
  notes: (record: RaRecord) => <RequestNotes card={request(record)} />,
  buttons: (record: RaRecord) => <Buttons card={request(record)} />,
  carRequests: (record: RaRecord) => <CarRequests card={request(record)} />,
  history: (record: RaRecord) => <StatusHistory card={request(record)} />,
};

export const DriverAddCardPage = () => <GeneratedCard declaration={driverAddCard} idParam="requestId" slots={slots} />;

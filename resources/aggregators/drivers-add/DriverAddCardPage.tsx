/**
 * `/aggregators/drivers-add/:requestId`: a request's card: the driver (or the car), its status
 * and the aggregator's answer, the history of its statuses, refreshed while the aggregator has not
 * answered; «Отправить повторно» for a request whose sending failed, and «Зарегистрировать
 * автомобиль» once the driver is approved (→ drivers-add-car/:requestId).
 */
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import Replay from '@mui/icons-material/Replay';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DriverAddCard } from '../../../schemas/drivers-add';
import { fill } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
import { CarRequests, RequestFacts, StatusHistory, useRetry } from './parts';
import { driverAddCarPath, driverAddPath, driversAddListPath, SandboxNote, waiting, WithRequestCard } from './shared';


export const DriverAddCardPage = () => <WithRequestCard>{(card) => <CardPageBody card={card} />}</WithRequestCard>;

const CardPageBody = ({ card }: { card: DriverAddCard }) => {
  const translate = useText();
  const retry = useRetry(card);
  const title = fill(card.kind === 'car' ? translate('driversAdd.card.carTitle') : translate('driversAdd.card.title'), { id: card.id });
  return (
    <Stack sx={{ gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Stack sx={{ gap: 2 }}>
            <Typography variant="h1">{title}</Typography>
            <SandboxNote sandbox={card.sandbox} />
            {waiting(card) ? <Alert severity="info">{translate('driversAdd.card.refreshing')}</Alert> : null}
            <RequestFacts card={card} />
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
          </Stack>
        </CardContent>
      </Card>
      <CarRequests card={card} />
      <Card>
        <CardContent>
          <StatusHistory card={card} />
        </CardContent>
      </Card>
    </Stack>
  );
};

/**
 * `/aggregators/drivers-add-car/:requestId`: the car of an approved driver's request. For a
 * driver request: the park's car picked (by plate, brand or model) or the car's data entered,
 * sent as a car request; for a car request: its status, the aggregator's answer and history,
 * refreshed while it waits.
 */
import { Alert, Autocomplete, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Form, FormDataConsumer, NumberInput, RadioButtonGroupInput, TextInput, Title, useInput, useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { type CarBrief } from '../../../schemas/drivers';
import { type DriverAddCard } from '../../../schemas/drivers-add';
import { SubmitButton } from '../../../src/components/SubmitButton';
import { submissionErrors } from '../../../src/components/submission';
import { fieldErrorText } from '../../../src/components/zodValidation';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
import { CarRequests, RequestFacts, StatusHistory } from './parts';
import { driverAddCarPath, driverAddPath, SandboxNote, waiting, WithRequestCard } from './shared';

const MODES = [
  { id: 'existing', name: t('driversAdd.car.modeExisting') },
  { id: 'new', name: t('driversAdd.car.modeNew') },
];
const carLabel = (car: CarBrief) => `${car.number} · ${car.brand} ${car.model}, ${car.year}`;

/** The park's car by plate, brand or model (GET /cars?search=); the form value is its id. */
const CarPickerInput = ({ source }: { source: string }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const { field, fieldState } = useInput({ source });
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching } = useQuery({
    queryKey: ['car-picker', search],
    queryFn: ({ signal }) => dataProvider.parkCars(search, signal),
    staleTime: 30_000,
  });
  const options = data?.cars ?? [];
  const error = fieldErrorText(fieldState.error?.message);
  return (
    <Autocomplete<CarBrief>
      options={options}
      loading={isFetching}
      filterOptions={(all) => all}
      getOptionLabel={carLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={options.find((car) => car.id === field.value) ?? null}
      onChange={(_event, car) => field.onChange(car?.id ?? null)}
      onInputChange={(_event, value) => setText(value)}
      noOptionsText={translate('driversAdd.car.noCars')}
      renderInput={(params) => <TextField {...params} label={translate('driversAdd.car.carId')} error={error !== null} helperText={error ?? ' '} />}
    />
  );
};

const CarRequestForm = ({ card }: { card: DriverAddCard }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = async (values: Record<string, unknown>) => {
    try {
      const created = await dataProvider.addDriverAddCar(card.aggregator_id, card.id, values.mode === 'new' ? { car: values.car ?? {} } : { car_id: values.car_id ?? null });
      notify(translate('driversAdd.car.created'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['driver-add', card.id] });
      navigate(driverAddCarPath(created.id));
      return undefined;
    } catch (failure) {
      return submissionErrors(failure, notify);
    }
  };
  return (
    <Form onSubmit={submit} defaultValues={{ mode: 'existing' }}>
      <Stack sx={{ gap: 1, maxWidth: 560 }}>
        <RadioButtonGroupInput source="mode" label={translate('driversAdd.car.mode')} choices={MODES} row />
        <FormDataConsumer>
          {({ formData }) =>
            (formData as { mode?: string }).mode === 'new' ? (
              <Stack>
                <TextInput source="car.brand" label={translate('driversAdd.car.brand')} />
                <TextInput source="car.model" label={translate('driversAdd.car.model')} />
                <NumberInput source="car.year" label={translate('driversAdd.car.year')} />
                <TextInput source="car.color" label={translate('driversAdd.car.color')} />
                <TextInput source="car.number" label={translate('driversAdd.car.number')} helperText="А123ВС77" />
                <TextInput source="car.vin" label={translate('driversAdd.car.vin')} />
                <TextInput source="car.registration_cert" label={translate('driversAdd.car.registrationCert')} />
              </Stack>
            ) : (
              <CarPickerInput source="car_id" />
            )
          }
        </FormDataConsumer>
        <div>
          <SubmitButton label={translate('driversAdd.car.submit')} />
        </div>
      </Stack>
    </Form>
  );
};

export const DriverAddCarPage = () => <WithRequestCard>{(card) => <CarPageBody card={card} />}</WithRequestCard>;

const CarPageBody = ({ card }: { card: DriverAddCard }) => {
  const translate = useText();
  const isCar = card.kind === 'car';
  const title = isCar ? translate('driversAdd.card.carTitle', { id: card.id }) : `${translate('driversAdd.car.title')}: ${card.driver_name}`;
  return (
    <Stack sx={{ gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Stack sx={{ gap: 2 }}>
            <Typography variant="h1" sx={{ overflowWrap: 'break-word' }}>
              {title}
            </Typography>
            <SandboxNote sandbox={card.sandbox} />
            {isCar ? (
              <>
                {waiting(card) ? <Alert severity="info">{translate('driversAdd.card.refreshing')}</Alert> : null}
                <RequestFacts card={card} />
              </>
            ) : card.status === 'approved' ? (
              <CarRequestForm card={card} />
            ) : (
              <Alert severity="warning">{translate('driversAdd.car.driverNotApproved')}</Alert>
            )}
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={driverAddPath(isCar ? (card.parent_id ?? card.id) : card.id)}>
                {translate('driversAdd.card.driverRequest')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      {isCar ? null : <CarRequests card={card} />}
      {isCar ? (
        <Card>
          <CardContent>
            <StatusHistory card={card} />
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
};

/**
 * `/aggregators/drivers-add-car/:requestId`: the car of an approved driver's request, a declared
 * card (card.ts). For a driver request its own part is the form: the park's car picked (by plate,
 * brand or model) or the car's data entered, sent as a car request; a car request shows its
 * facts and history, asked again while it waits.
 */
import { Alert, Autocomplete, Button, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Form, FormDataConsumer, NumberInput, RadioButtonGroupInput, TextInput, useInput, useNotify, type RaRecord } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { type CarBrief } from '../../../schemas/drivers';
import { type DriverAddCard } from '../../../schemas/drivers-add';
import { GeneratedCard } from '../../../src/components/generated/GeneratedCard';
import { SubmitButton } from '../../../src/components/SubmitButton';
import { submissionErrors } from '../../../src/components/submission';
import { fieldErrorText } from '../../../src/components/zodValidation';
import { useText } from '../../../src/i18n/useText';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { driverAddCarCard } from './card';
import { CarRequests, RequestNotes, StatusHistory } from './parts';
import { driverAddCarPath, driverAddPath } from './shared';
import { driverAddKey, waiting } from './status';

const carLabel = (car: CarBrief) => `${car.number} · ${car.brand} ${car.model}, ${car.year}`;

/** The park's car by plate, brand or model (GET /cars?search=); the form value is its id. */
const CarPickerInput = ({ source }: { source: string }) => {
  const dataProvider = useAppDataProvider();
  const translate = useText();
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
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const translate = useText();
  const modes = [
    { id: 'existing', name: translate('driversAdd.car.modeExisting') },
    { id: 'new', name: translate('driversAdd.car.modeNew') },
  ];
  const submit = async (values: Record<string, unknown>) => {
    try {
      const created = await dataProvider.addDriverAddCar(card.aggregator_id, card.id, values.mode === 'new' ? { car: values.car ?? {} } : { car_id: values.car_id ?? null });
      notify(translate('driversAdd.car.created'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: driverAddKey(card.id) });
      navigate(driverAddCarPath(created.id));
      return undefined;
    } catch (failure) {
      return submissionErrors(failure, notify);
    }
  };
  return (
    <Form onSubmit={submit} defaultValues={{ mode: 'existing' }}>
      <Stack sx={{ gap: 1, maxWidth: 560 }}>
        <RadioButtonGroupInput source="mode" label={translate('driversAdd.car.mode')} choices={modes} row />
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

/** Back to the driver's request (a car request's parent). */
const DriverRequestLink = ({ card }: { card: DriverAddCard }) => {
  const translate = useText();
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={driverAddPath(card.kind === 'car' ? (card.parent_id ?? card.id) : card.id)}>
        {translate('driversAdd.card.driverRequest')}
      </Button>
    </Stack>
  );
};

/** A driver request: its car's form once the aggregator approved the driver, else why not yet. */
const CarFormPart = ({ card }: { card: DriverAddCard }) => {
  const translate = useText();
  return (
    <Stack sx={{ gap: 2 }}>
      {card.status === 'approved' ? <CarRequestForm card={card} /> : <Alert severity="warning">{translate('driversAdd.car.driverNotApproved')}</Alert>}
      <DriverRequestLink card={card} />
    </Stack>
  );
};

const request = (record: RaRecord) => record as unknown as DriverAddCard;

const slots = {
  notes: (record: RaRecord) => <RequestNotes card={request(record)} refreshing={request(record).kind === 'car' && waiting(request(record))} />,
  buttons: (record: RaRecord) => <DriverRequestLink card={request(record)} />,
  carForm: (record: RaRecord) => <CarFormPart card={request(record)} />,
  carRequests: (record: RaRecord) => <CarRequests card={request(record)} />,
  history: (record: RaRecord) => <StatusHistory card={request(record)} />,
};

export const DriverAddCarPage = () => <GeneratedCard declaration={driverAddCarCard} idParam="requestId" slots={slots} />;

/**
 * `/aggregators/drivers-add-settings`: the park's defaults for driver-add requests, per
 * aggregator (`?aggregator=`, else the first): the aggregator's work rule new drivers get, the
 * city (one of `POST /geo`'s), whether the driver's car is sent right after the driver is
 * approved, and the employment of a new person.
 */
import { Alert, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BooleanInput, Form, SelectInput, Title, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { EMPLOYMENT_TYPES } from '../../../schemas/fleet';
import { LoadError, Loading } from '../../../src/components/loadStates';
import { useParkAggregators } from '../../../src/components/parkAggregators';
import { SubmitButton } from '../../../src/components/SubmitButton';
import { submissionErrors } from '../../../src/components/submission';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { ruDriversAdd } from '../../../texts/ru-drivers-add';
import { ruAggregators } from '../../../texts/ru-aggregators';
import { ruFleet } from '../../../texts/ru-fleet';
import { useCities } from '../queries';

const texts = ruDriversAdd.settings;
const EMPLOYMENT = EMPLOYMENT_TYPES.map((id) => ({ id, name: ruFleet.employmentType[id] }));

const SettingsForm = ({ aggregatorId }: { aggregatorId: number }) => {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const geo = useCities();
  const { data, error, isPending } = useQuery({
    queryKey: ['drivers-add-settings', aggregatorId],
    queryFn: ({ signal }) => dataProvider.driverAddSettings(aggregatorId, signal),
  });
  if (isPending) return <Loading />;
  if (error) return <LoadError error={error} />;
  const rules = [{ id: '', name: texts.workRuleNone }, ...data.work_rules];
  const cities = (geo.data?.cities ?? []).map((city) => ({ id: city.id, name: `${city.title} · ${city.region}` }));
  const submit = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.saveDriverAddSettings(aggregatorId, {
        work_rule_id: values.work_rule_id || null,
        city_id: values.city_id ?? null,
        auto_car: Boolean(values.auto_car),
        employment_type: values.employment_type,
      });
      queryClient.setQueryData(['drivers-add-settings', aggregatorId], saved);
      notify(texts.saved, { type: 'success' });
      return undefined;
    } catch (failure) {
      return submissionErrors(failure, notify);
    }
  };
  return (
    <Form onSubmit={submit} defaultValues={{ ...data, work_rule_id: data.work_rule_id ?? '' }} key={aggregatorId}>
      <Stack sx={{ maxWidth: 560 }}>
        <SelectInput source="work_rule_id" label={texts.workRule} choices={rules} emptyValue="" emptyText={texts.workRuleNone} />
        <SelectInput source="city_id" label={texts.cityId} choices={cities} emptyText={ruAggregators.create.cityNone} />
        <SelectInput source="employment_type" label={texts.employmentType} choices={EMPLOYMENT} />
        <BooleanInput source="auto_car" label={texts.autoCar} />
        <div>
          <SubmitButton label={texts.save} />
        </div>
      </Stack>
    </Form>
  );
};

export const DriversAddSettings = () => {
  const aggregators = useParkAggregators();
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('aggregator'));
  const aggregatorId = aggregators.some((item) => item.id === wanted) ? wanted : aggregators[0]?.id;
  return (
    <Stack sx={{ gap: 2, minWidth: 0 }}>
      <Title title={texts.title} />
      <Card>
        <CardContent>
          <Stack sx={{ gap: 2 }}>
            <Typography variant="h1">{texts.title}</Typography>
            {aggregatorId === undefined ? (
              <Alert severity="info">{texts.noAggregators}</Alert>
            ) : (
              <>
                <TextField
                  select
                  size="small"
                  label={texts.aggregator}
                  value={aggregatorId}
                  onChange={(event) => setParams({ aggregator: event.target.value }, { replace: true })}
                  sx={{ maxWidth: 320 }}
                >
                  {aggregators.map((item) => (
                    <MenuItem key={item.id} value={item.id}>
                      {item.name}
                    </MenuItem>
                  ))}
                </TextField>
                <SettingsForm aggregatorId={aggregatorId} />
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
};

/**
 * `/aggregators/drivers-add-settings`: the park's defaults for driver-add requests, per
 * aggregator (`?aggregator=`, else the first): the aggregator's work rule new drivers get, the
 * city (one of `POST /geo`'s), whether the driver's car is sent right after the driver is
 * approved, and the employment of a new person (generated: ./settingsForm.ts).
 */
import { Alert, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { GeneratedForm } from '../../../src/components/generated/GeneratedForm';
import { LoadError, Loading } from '../../../src/components/loadStates';
import { useParkAggregators } from '../../../src/components/parkAggregators';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { useText } from '../../../src/i18n/useText';
import { useCities } from '../queries';
import { driverAddSettingsForm } from './settingsForm';

const SettingsForm = ({ aggregatorId }: { aggregatorId: number }) => {
  const translate = useText();
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
  const choices = {
    work_rule_id: data.work_rules,
    city_id: (geo.data?.cities ?? []).map((city) => ({ id: city.id, name: `${city.title} · ${city.region}` })),
  };
  const save = async (values: Record<string, unknown>) => {
    const saved = await dataProvider.saveDriverAddSettings(aggregatorId, values);
    queryClient.setQueryData(['drivers-add-settings', aggregatorId], saved);
    notify(translate('driversAdd.settings.saved'), { type: 'success' });
  };
  return <GeneratedForm key={aggregatorId} declaration={driverAddSettingsForm} record={data} choices={choices} onSave={save} />;
};

export const DriversAddSettings = () => {
  const translate = useText();
  const aggregators = useParkAggregators();
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('aggregator'));
  const aggregatorId = aggregators.some((item) => item.id === wanted) ? wanted : aggregators[0]?.id;
  return (
    <Stack sx={{ gap: 2, minWidth: 0 }}>
      <Title title={translate('driversAdd.settings.title')} />
      <Card>
        <CardContent>
          <Stack sx={{ gap: 2 }}>
            <Typography variant="h1">{translate('driversAdd.settings.title')}</Typography>
            {aggregatorId === undefined ? (
              <Alert severity="info">{translate('driversAdd.settings.noAggregators')}</Alert>
            ) : (
              <>
                <TextField
                  select
                  size="small"
                  label={translate('driversAdd.settings.aggregator')}
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

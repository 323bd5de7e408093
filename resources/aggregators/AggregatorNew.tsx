/**
 * `/aggregators/new`: connect another aggregator. The park picks one of the catalogue
 * (`GET /aggregators/base`) it does not have yet, whether it is a handy one (registries), and its
 * city (`POST /geo`); then it goes on to the wizard, or to the handy aggregator's registries.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Radio,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { AggregatorCode } from '../../schemas/fleet';
import { errorMessage, serverFieldErrors } from '../../src/components/feedback';
import { LoadError, Loading } from '../../src/components/loadStates';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';
import { useText } from '../../src/i18n/useText';
import { CityInput } from './CityInput';
import { aggregatorPath, wizardPath } from './paths';
import { useAggregatorBase, useAggregatorRefresh, useCanSetUp } from './queries';

export const AggregatorNew = () => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useAggregatorRefresh();
  const canSetUp = useCanSetUp();
  const { data, error, isPending } = useAggregatorBase();
  const [code, setCode] = useState<AggregatorCode | null>(null);
  const [manual, setManual] = useState(false);
  const [cityId, setCityId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (code === null) {
      setErrors({ code: translate('aggregators.validation.code') });
      return;
    }
    setSaving(true);
    try {
      const created = await dataProvider.createAggregator({ code, manual, city_id: cityId });
      await refresh(created.id);
      notify(translate('aggregators.create.done'), { type: 'success' });
      navigate(created.manual ? aggregatorPath(created) : wizardPath(created.id, 1));
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorMessage(failure) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack sx={{ gap: 2, py: 2, maxWidth: 960 }}>
      <Title title={translate('aggregators.create.title')} />
      <Typography variant="h1">{translate('aggregators.create.title')}</Typography>
      {!canSetUp ? <Alert severity="info">{translate('aggregators.create.readOnly')}</Alert> : null}
      {error ? <LoadError error={error} /> : null}
      {isPending ? <Loading /> : null}
      {data ? (
        <Card>
          <CardContent>
            <Stack sx={{ gap: 2 }}>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }} id="aggregator-pick">
                {translate('aggregators.create.pick')}
              </Typography>
              <Box
                role="radiogroup"
                aria-labelledby="aggregator-pick"
                sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(220px, 1fr))' } }}
              >
                {data.aggregators.map((item) => {
                  const taken = item.connected_id !== null;
                  return (
                    <Card key={item.code} variant="outlined" sx={{ borderColor: code === item.code ? 'primary.main' : undefined }}>
                      <FormControlLabel
                        disabled={taken || !canSetUp}
                        sx={{ m: 0, p: 1.5, width: '100%', alignItems: 'flex-start' }}
                        control={<Radio checked={code === item.code} onChange={() => { setCode(item.code); setErrors({}); }} sx={{ mt: -0.75 }} />}
                        label={
                          <Box>
                            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                              {item.name}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                              {taken ? translate('aggregators.create.connected') : item.api ? translate('aggregators.create.api') : translate('aggregators.create.noApi')}
                            </Typography>
                          </Box>
                        }
                      />
                      {taken ? (
                        <Box sx={{ px: 1.5, pb: 1.5 }}>
                          <Button size="small" component={Link} to={`/aggregators/detail/${item.connected_id}`}>
                            {translate('aggregators.list.open')}
                          </Button>
                        </Box>
                      ) : null}
                    </Card>
                  );
                })}
              </Box>
              {errors.code ? <Alert severity="error">{errors.code}</Alert> : null}
              <FormControlLabel
                control={<Checkbox checked={manual} onChange={(event) => setManual(event.target.checked)} disabled={!canSetUp} />}
                label={translate('aggregators.create.manual')}
              />
              <CityInput value={cityId} onChange={setCityId} error={errors.city_id} />
              {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
              <Box>
                <Button
                  variant="contained"
                  onClick={() => void submit()}
                  disabled={saving || !canSetUp}
                  startIcon={saving ? <CircularProgress size={16} color="inherit" /> : null}
                >
                  {translate('aggregators.create.submit')}
                </Button>
              </Box>
            </Stack>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
};

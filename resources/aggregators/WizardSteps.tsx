/**
 * The connection wizard's steps (ConnectionWizard.tsx): the keys and the city, the check, the
 * aggregator's work rules mapped to park groups, and done. Each step saves before it moves on,
 * so a person who leaves half-way finds what they saved.
 */
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AggregatorCredentialsRequestSchema } from '../../schemas/aggregator-import';
import { WorkRulesResponseSchema, type AggregatorDetail } from '../../schemas/aggregators';
import { errorMessage, serverFieldErrors } from '../../src/components/feedback';
import { formatNumber } from '../../src/components/format';
import { LoadError, Loading } from '../../src/components/loadStates';
import { zodFieldErrors } from '../../src/components/zodValidation';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';
import { useText } from '../../src/i18n/useText';
import { CityInput } from './CityInput';
import { ImportProgress } from './ImportProgress';
import { aggregatorPath, wizardPath } from './paths';
import { useAggregator, useAggregatorRefresh, useWorkRules } from './queries';

const Actions = ({ back, children }: { back?: string; children: ReactNode }) => {
  const translate = useText();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pt: 1 }}>
      {back ? (
        <Button component={Link} to={back}>
          {translate('aggregators.wizard.back')}
        </Button>
      ) : null}
      {children}
    </Box>
  );
};

const Busy = ({ busy, label, onClick, disabled }: { busy: boolean; label: string; onClick: () => void; disabled?: boolean }) => (
  <Button variant="contained" onClick={onClick} disabled={busy || disabled} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : null}>
    {label}
  </Button>
);

/** Step 1: the API keys (Yandex) and the city; an aggregator without an API only takes the city. */
export const KeysStep = ({ aggregator, readOnly }: { aggregator: AggregatorDetail; readOnly: boolean }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const navigate = useNavigate();
  const refresh = useAggregatorRefresh();
  const stored = aggregator.connection.credentials;
  const [values, setValues] = useState({ client_id: stored?.client_id ?? '', api_key: '', park_id: stored?.park_id ?? '' });
  const [cityId, setCityId] = useState<number | null>(aggregator.city?.id ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const keysUnchanged = stored !== null && values.api_key === '' && values.client_id === stored.client_id && values.park_id === stored.park_id;

  const save = async () => {
    const found = aggregator.api && !keysUnchanged ? zodFieldErrors(AggregatorCredentialsRequestSchema, values) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await dataProvider.setAggregatorCity(aggregator.id, cityId);
      if (aggregator.api && !keysUnchanged) {
        await dataProvider.saveAggregatorCredentials(aggregator.id, values);
      }
      await refresh(aggregator.id);
      navigate(wizardPath(aggregator.id, 2));
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof values, label: string, help: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? help}
      autoComplete="off"
      disabled={readOnly}
      fullWidth
      sx={{ maxWidth: 520 }}
    />
  );
  return (
    <Stack sx={{ gap: 2 }}>
      {aggregator.api ? (
        <>
          {field('client_id', translate('aggregators.wizard.clientId'), translate('aggregators.wizard.clientIdHelp'))}
          {field('api_key', translate('aggregators.wizard.apiKey'), stored ? translate('aggregators.wizard.apiKeyKept', { key: stored.api_key }) : translate('aggregators.wizard.apiKeyHelp'), 'password')}
          {field('park_id', translate('aggregators.wizard.parkId'), ' ')}
        </>
      ) : (
        <Alert severity="warning">{translate('aggregators.wizard.sandboxNote')}</Alert>
      )}
      <CityInput value={cityId} onChange={setCityId} error={errors.city_id} />
      {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
      <Actions>
        <Busy busy={busy} label={translate('aggregators.wizard.save')} onClick={() => void save()} disabled={readOnly} />
      </Actions>
    </Stack>
  );
};

/** Step 2: asks the platform (or the sandbox) for its drivers and work rules. */
export const CheckStep = ({ aggregator, readOnly }: { aggregator: AggregatorDetail; readOnly: boolean }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const refresh = useAggregatorRefresh();
  const check = useQuery({
    queryKey: ['aggregator-check', aggregator.id],
    queryFn: async ({ signal }) => {
      const answer = await dataProvider.checkAggregator(aggregator.id, signal);
      await refresh(aggregator.id);
      return answer;
    },
    enabled: !readOnly,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const result = check.data;
  return (
    <Stack sx={{ gap: 2 }} aria-busy={check.isFetching}>
      {check.isFetching ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography>{translate('aggregators.wizard.checking')}</Typography>
        </Box>
      ) : null}
      {check.error ? <LoadError error={check.error} /> : null}
      {result && !check.isFetching ? (
        result.ok ? (
          <Alert severity="success" data-testid="check-result">
            <Typography sx={{ fontWeight: 600 }}>{translate('aggregators.wizard.checkOk')}</Typography>
            {result.mode === 'sandbox' ? <Typography>{translate('aggregators.wizard.checkSandbox')}</Typography> : null}
            {result.drivers_total !== null ? <Typography>{translate('aggregators.wizard.checkDrivers', { drivers: formatNumber(result.drivers_total) })}</Typography> : null}
            <Typography>{translate('aggregators.wizard.checkRules', { rules: formatNumber(result.work_rules_total) })}</Typography>
          </Alert>
        ) : (
          <Alert severity="error" data-testid="check-result">
            {result.message}
          </Alert>
        )
      ) : null}
      <Actions back={wizardPath(aggregator.id, 1)}>
        <Button variant="outlined" onClick={() => void check.refetch()} disabled={check.isFetching || readOnly}>
          {translate('aggregators.wizard.check')}
        </Button>
        <Button variant="contained" component={Link} to={wizardPath(aggregator.id, 3)} disabled={!result?.ok}>
          {translate('aggregators.wizard.next')}
        </Button>
      </Actions>
      {!result?.ok && !check.isFetching ? (
        <Typography variant="body2" color="text.secondary">
          {translate('aggregators.wizard.checkFirst')}
        </Typography>
      ) : null}
    </Stack>
  );
};

/** Step 3: which park group the drivers of each of the aggregator's work rules join. */
export const GroupsStep = ({ aggregator, readOnly }: { aggregator: AggregatorDetail; readOnly: boolean }) => {
  const rules = useWorkRules(aggregator.id);
  if (rules.error) return <LoadError error={rules.error} />;
  if (!rules.data) return <Loading />;
  return <GroupsForm aggregator={aggregator} readOnly={readOnly} rules={rules.data} />;
};

const GroupsForm = ({ aggregator, readOnly, rules }: { aggregator: AggregatorDetail; readOnly: boolean; rules: typeof WorkRulesResponseSchema._output }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const navigate = useNavigate();
  const refresh = useAggregatorRefresh();
  const groups = useQuery({
    queryKey: ['park-groups'],
    queryFn: ({ signal }) => dataProvider.parkDriverGroups(signal),
    retry: false,
  });
  const [mapping, setMapping] = useState<Record<string, number | null>>(() => Object.fromEntries(rules.groups.map((rule) => [rule.id, rule.group_id])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const parkGroups = (groups.data?.groups ?? []).filter((group) => group.id !== 0);
  const save = async () => {
    setBusy(true);
    try {
      const body = { groups: rules.groups.map((rule) => ({ id: rule.id, group_id: mapping[rule.id] ?? null })) };
      await dataProvider.saveAggregatorWorkRules(aggregator.id, body);
      await refresh(aggregator.id);
      navigate(wizardPath(aggregator.id, 4));
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <Box>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('aggregators.wizard.rulesTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('aggregators.wizard.rulesHelp')}
        </Typography>
      </Box>
      {rules.groups.length === 0 ? <Alert severity="info">{translate('aggregators.wizard.noRules')}</Alert> : null}
      {rules.groups.map((rule, index) => (
        <Box key={rule.id} sx={{ display: 'grid', gap: 1, alignItems: 'center', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' }, maxWidth: 760 }}>
          <Typography sx={{ overflowWrap: 'break-word' }}>
            {rule.name}
            {rule.enabled ? '' : ` (${translate('aggregators.wizard.ruleDisabled')})`}
          </Typography>
          <TextField
            select
            label={translate('aggregators.wizard.group')}
            aria-label={`${translate('aggregators.wizard.group')}: ${rule.name}`}
            value={mapping[rule.id] === null || mapping[rule.id] === undefined ? '' : String(mapping[rule.id])}
            onChange={(event) => setMapping((current) => ({ ...current, [rule.id]: event.target.value === '' ? null : Number(event.target.value) }))}
            error={Boolean(errors[`groups.${index}.group_id`])}
            helperText={errors[`groups.${index}.group_id`] ?? errors[`groups.${index}.id`] ?? ' '}
            disabled={readOnly}
            size="small"
            fullWidth
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{translate('aggregators.wizard.noGroup')}</MenuItem>
            {parkGroups.map((group) => (
              <MenuItem key={group.id} value={String(group.id)}>
                {group.subname}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ))}
      {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
      <Actions back={wizardPath(aggregator.id, 2)}>
        <Busy busy={busy} label={translate('aggregators.wizard.save')} onClick={() => void save()} disabled={readOnly} />
      </Actions>
    </Stack>
  );
};

/** Step 4: what is connected now; a live aggregator's import, followed while it runs. */
export const DoneStep = ({ aggregator }: { aggregator: AggregatorDetail }) => {
  const translate = useText();
  const { data } = useAggregator(aggregator.id, { followImport: true });
  const current = data ?? aggregator;
  const live = current.connection.mode === 'live';
  return (
    <Stack sx={{ gap: 2 }}>
      <Alert severity="success">
        <Typography sx={{ fontWeight: 600 }}>{translate('aggregators.wizard.doneTitle')}</Typography>
        <Typography>{live ? translate('aggregators.wizard.doneLive') : translate('aggregators.wizard.doneSandbox')}</Typography>
      </Alert>
      {live ? <ImportProgress progress={current.connection.import} /> : null}
      <Actions back={wizardPath(aggregator.id, 3)}>
        <Button variant="contained" component={Link} to={aggregatorPath(current)}>
          {translate('aggregators.wizard.toCard')}
        </Button>
      </Actions>
    </Stack>
  );
};

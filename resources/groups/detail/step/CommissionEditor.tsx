/**
 * `/groups/detail/:id/step-:step`: the group's step commissions (spec 3, 4, 7), a tab per type
 * (`step-1` cashless, `step-2` cash). Each type has its active_status and its steps; a new step is
 * 'Шаг1', step 1, zeros (the next number after the last). Field errors come from the same zod
 * schema the API checks with; the API's own answer lands at the same fields. Removing a saved
 * step calls `DELETE …/{step}/delete`; saving a type is `POST` (a type the group has no
 * commission of yet) or `PUT`. Below, what the last 7 days' trips would have earned under the
 * edited steps against what they earned (`POST /commissions/preview`).
 * Group 0 'Все водители' is the v2 variant, named by the park's id.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, IconButton, MenuItem, Paper, Stack, Switch, Tab, TextField, Tooltip, Typography } from '@mui/material';
import { TabStrip } from '../../../../src/components/TabStrip';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import {
  ALL_DRIVERS_GROUP_ID,
  COMMISSION_TYPES,
  CommissionFormSchema,
  newStep,
  STEP_COMMISSION_TYPES,
  type CommissionsResponse,
  type CommissionType,
  type StepCommissionType,
} from '../../../../schemas/commissions';
import { kopecksToWire, parseKopecks } from '../../../../schemas/money';
import { errorMessage, serverFieldErrors } from '../../../../src/components/feedback';
import { LoadError, Loading } from '../../../../src/components/loadStates';
import { formatMoney } from '../../../../src/components/money';
import { zodFieldErrors } from '../../../../src/components/zodValidation';
import { useCabinetIdentity } from '../../../../src/root/identity';
import { useRouteParams } from '../../../../src/root/routeParams';
import type { CommissionOwner } from '../../../../dataProvider/methods/groups';
import { useAppDataProvider } from '../../../../src/root/useAppDataProvider';
import { useText } from '../../../../src/i18n/useText';
import { GroupCard, useGroupId } from '../GroupCard';
import { groupPath, typeOfStep } from '../../paths';

/** A step as the form holds it: what a person types. */
interface StepDraft {
  id?: number;
  commission_type: StepCommissionType;
  commission: string;
  min_commission: string;
  max_limit: string;
  min_limit: string;
  step: string;
  step_name: string;
}
interface TypeDraft {
  exists: boolean;
  active_status: boolean;
  steps: StepDraft[];
}
type Drafts = Record<CommissionType, TypeDraft>;

const TypeSchema = CommissionFormSchema.shape.commissions.element;

function draftsOf(answer: CommissionsResponse): Drafts {
  const drafts = {} as Drafts;
  for (const type of COMMISSION_TYPES) {
    const found = answer.commissions.find((commission) => commission.type === type);
    drafts[type] = found
      ? { exists: true, active_status: found.active_status, steps: found.steps.map((step) => ({ ...step, step: String(step.step) })) }
      : // Steps set up where there were none are meant to act: the switch starts on.
        { exists: false, active_status: true, steps: [] };
  }
  return drafts;
}

/** The wire form of a type's draft (the step number as a number, or nothing when not one). */
function wireOf(type: CommissionType, draft: TypeDraft) {
  return {
    type,
    active_status: draft.active_status,
    steps: draft.steps.map((step) => ({ ...step, step: step.step.trim() === '' ? undefined : Number(step.step) })),
  };
}

function useOwner() {
  const id = useGroupId();
  const identity = useCabinetIdentity();
  const all = id === ALL_DRIVERS_GROUP_ID;
  // 'Все водители' are the park's own commissions: the v2 variant, named by the park.
  const ownerId = all ? identity?.taxis_id : id;
  const whose: CommissionOwner | undefined =
    ownerId === undefined ? undefined : all ? { kind: 'park', taxisId: ownerId } : { kind: 'group', groupId: ownerId };
  return { id, all, ownerId, whose };
}

const FIELD_SX = { minWidth: 0 } as const;

const StepEditor = ({
  step,
  index,
  errors,
  onChange,
  onRemove,
}: {
  step: StepDraft;
  index: number;
  errors: Record<string, string>;
  onChange: (step: StepDraft) => void;
  onRemove: () => void;
}) => {
  const translate = useText();
  const error = (field: keyof StepDraft) => errors[`steps.${index}.${field}`];
  const text = (
    field: Exclude<keyof StepDraft, 'id' | 'commission_type'>,
    label: string,
    extra: { hint?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <TextField
      size="small"
      label={label}
      value={step[field]}
      onChange={(event) => onChange({ ...step, [field]: event.target.value })}
      error={error(field) !== undefined}
      helperText={error(field) ?? extra.hint ?? ' '}
      slotProps={{ htmlInput: { inputMode: extra.inputMode ?? 'decimal' } }}
      sx={FIELD_SX}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={step.step_name || translate('groups.commissions.fields.step_name')}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="subtitle2" sx={{ overflowWrap: 'break-word' }}>
          {step.step_name || translate('groups.commissions.fields.step_name')}
        </Typography>
        <Tooltip title={translate('groups.commissions.removeStep')}>
          <IconButton aria-label={`${translate('groups.commissions.removeStep')}: ${step.step_name}`} onClick={onRemove}>
            <DeleteOutline />
          </IconButton>
        </Tooltip>
      </Stack>
      {/* Columns as wide as the longest label, as many as fit: nothing is cut at any width. */}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))' }}>
        {text('step_name', translate('groups.commissions.fields.step_name'))}
        {text('step', translate('groups.commissions.fields.step'), { inputMode: 'numeric' })}
        <TextField
          select
          size="small"
          label={translate('groups.commissions.fields.commission_type')}
          value={step.commission_type}
          onChange={(event) => onChange({ ...step, commission_type: event.target.value as StepCommissionType })}
          helperText=" "
          sx={FIELD_SX}
        >
          {STEP_COMMISSION_TYPES.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {translate(`groups.commissions.commissionTypes.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        {text('commission', `${translate('groups.commissions.fields.commission')}, ${step.commission_type === 'percent' ? translate('groups.commissions.percentUnit') : translate('groups.commissions.roubleUnit')}`)}
        {text('min_commission', translate('groups.commissions.fields.min_commission'))}
        {text('min_limit', translate('groups.commissions.fields.min_limit'))}
        {text('max_limit', translate('groups.commissions.fields.max_limit'), { hint: translate('groups.commissions.maxLimitHint') })}
      </Box>
    </Paper>
  );
};

/** What the last 7 days would have earned under the edited steps. */
const Preview = ({ groupId, drafts, valid }: { groupId: number; drafts: Drafts; valid: boolean }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const body = useMemo(() => ({ group_id: groupId, commissions: COMMISSION_TYPES.map((type) => wireOf(type, drafts[type])) }), [groupId, drafts]);
  const [sent, setSent] = useState(body);
  // Recomputed half a second after the last change, and only for steps that pass the checks.
  useEffect(() => {
    if (!valid) return;
    const timer = setTimeout(() => setSent(body), 500);
    return () => clearTimeout(timer);
  }, [body, valid]);
  const { data, error, isFetching } = useQuery({
    queryKey: ['commission-preview', sent],
    queryFn: ({ signal }) => dataProvider.commissionPreview(sent, signal),
    retry: false,
  });
  const difference = data ? kopecksToWire((parseKopecks(data.would_earn) ?? 0) - (parseKopecks(data.earned) ?? 0)) : null;
  const figure = (label: string, value: string) => (
    <Box role="group" aria-label={label} sx={{ minWidth: 150 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Card variant="outlined" aria-busy={isFetching}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 0.5 }}>
          {translate('groups.commissions.preview.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {groupId === ALL_DRIVERS_GROUP_ID ? translate('groups.commissions.preview.allHint') : translate('groups.commissions.preview.hint')}
        </Typography>
        {!valid ? <Alert severity="warning" sx={{ mb: 2 }}>{translate('groups.commissions.preview.invalid')}</Alert> : null}
        {error ? (
          <Alert severity="error">{errorMessage(error)}</Alert>
        ) : data ? (
          <Stack sx={{ gap: 2 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }} data-testid="commission-preview">
              {figure(translate('groups.commissions.preview.trips'), String(data.trips))}
              {figure(translate('groups.commissions.preview.earned'), formatMoney(data.earned))}
              {figure(translate('groups.commissions.preview.wouldEarn'), formatMoney(data.would_earn))}
              {figure(translate('groups.commissions.preview.difference'), formatMoney(difference))}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
              {data.by_type.map((row) => (
                <Typography key={row.type} variant="body2" color="text.secondary">
                  {translate(`groups.commissions.types.${row.type}`)}: {row.trips} · {formatMoney(row.earned)} → {formatMoney(row.would_earn)}
                </Typography>
              ))}
            </Box>
          </Stack>
        ) : (
          <Loading />
        )}
      </CardContent>
    </Card>
  );
};

const Editor = ({ answer }: { answer: CommissionsResponse }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const owner = useOwner();
  const type = typeOfStep(useRouteParams().step);
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(answer));
  const [serverErrors, setServerErrors] = useState<Partial<Record<CommissionType, Record<string, string>>>>({});
  const [saving, setSaving] = useState(false);
  const draft = drafts[type];
  const errors = useMemo(
    () => ({ ...zodFieldErrors(TypeSchema, wireOf(type, draft)), ...(serverErrors[type] ?? {}) }),
    [type, draft, serverErrors],
  );
  const valid = COMMISSION_TYPES.every((one) => Object.keys(zodFieldErrors(TypeSchema, wireOf(one, drafts[one]))).length === 0);

  const update = (next: TypeDraft) => {
    setDrafts((current) => ({ ...current, [type]: next }));
    setServerErrors((current) => ({ ...current, [type]: {} }));
  };
  const fresh = async (whose: CommissionOwner) => {
    const next = await dataProvider.commissionsOf(whose);
    queryClient.setQueryData(['commissions', whose], next);
    return next;
  };

  const removeStep = async (index: number) => {
    const step = draft.steps[index];
    if (step === undefined) return;
    if (step.id !== undefined && owner.whose !== undefined) {
      try {
        await dataProvider.deleteCommissionStep(owner.whose, step.id);
        notify(translate('groups.commissions.stepRemoved'), { type: 'success' });
        void fresh(owner.whose);
      } catch (failure) {
        notify(errorMessage(failure), { type: 'error' });
        return;
      }
    }
    update({ ...draft, steps: draft.steps.filter((_step, at) => at !== index) });
  };

  const save = async () => {
    const { whose } = owner;
    if (Object.keys(errors).length > 0 || whose === undefined) return;
    setSaving(true);
    try {
      await dataProvider.saveCommission(whose, wireOf(type, draft), draft.exists);
      const next = draftsOf(await fresh(whose));
      setDrafts((current) => ({ ...current, [type]: next[type] }));
      notify(translate('groups.commissions.saved'), { type: 'success' });
    } catch (failure) {
      setServerErrors((current) => ({ ...current, [type]: serverFieldErrors(failure) }));
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const inactive = translate('groups.commissions.inactive', { fallback: owner.all ? translate('groups.commissions.fallbackFlat') : translate('groups.commissions.fallbackAll') });
  return (
    <Stack sx={{ gap: 2 }}>
      <TabStrip value={type} aria-label={translate('groups.commissions.title')}>
        {COMMISSION_TYPES.map((one) => (
          <Tab key={one} value={one} label={translate(`groups.commissions.types.${one}`)} component={RouterLink} to={groupPath(owner.id, 'commissions', one)} />
        ))}
      </TabStrip>
      <FormControlLabel
        control={<Switch checked={draft.active_status} onChange={(event) => update({ ...draft, active_status: event.target.checked })} />}
        label={translate('groups.commissions.active')}
      />
      {!draft.active_status ? <Alert severity="info">{inactive}</Alert> : null}
      {errors.type ? <Alert severity="error">{errors.type}</Alert> : null}
      {draft.steps.length === 0 ? <Typography color="text.secondary">{translate('groups.commissions.noSteps')}</Typography> : null}
      {draft.steps.map((step, index) => (
        <StepEditor
          key={step.id ?? `new-${index}`}
          step={step}
          index={index}
          errors={errors}
          onChange={(next) => update({ ...draft, steps: draft.steps.map((one, at) => (at === index ? next : one)) })}
          onRemove={() => void removeStep(index)}
        />
      ))}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => {
            const step = newStep(draft.steps.map((one) => ({ step: Number(one.step) || 0 })));
            update({ ...draft, steps: [...draft.steps, { ...step, commission: String(step.commission), min_commission: String(step.min_commission), max_limit: String(step.max_limit), min_limit: String(step.min_limit), step: String(step.step) }] });
          }}
        >
          {translate('groups.commissions.addStep')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || Object.keys(errors).length > 0}>
          {translate('groups.commissions.save')}
        </Button>
      </Stack>
      <Preview groupId={owner.id} drafts={drafts} valid={valid} />
    </Stack>
  );
};

export const CommissionEditor = () => {
  const dataProvider = useAppDataProvider();
  const { whose, id } = useOwner();
  const { data, error, isPending } = useQuery({
    queryKey: ['commissions', whose],
    queryFn: ({ signal }) => (whose === undefined ? Promise.reject(new Error('No owner yet')) : dataProvider.commissionsOf(whose, signal)),
    enabled: whose !== undefined && id >= 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <GroupCard tab="commissions">
      {isPending ? <Loading /> : error ? <LoadError error={error} /> : <Editor answer={data} />}
    </GroupCard>
  );
};

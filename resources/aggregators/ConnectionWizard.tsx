/**
 * `/aggregators/detail/:id/step-:step`: the connection wizard: 1 keys and city, 2 check, 3 groups
 * mapping, 4 done. The step is in the URL, so the browser's back button walks the steps.
 */
import { Alert, Card, CardContent, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { recordState } from '../../src/components/loadStates';
import { useRouteParams } from '../../src/root/routeParams';
import { textsAt } from '../../texts/t';
import { useText } from '../../src/i18n/useText';
import { stepOf } from './paths';
import { useAggregator, useCanSetUp } from './queries';
import { useAggregatorId } from './useAggregatorId';
import { CheckStep, DoneStep, GroupsStep, KeysStep } from './WizardSteps';

export const ConnectionWizard = () => {
  const translate = useText();
  const id = useAggregatorId();
  const step = stepOf(useRouteParams().step);
  const canSetUp = useCanSetUp();
  const query = useAggregator(id);
  const aggregator = query.data;
  const state = recordState(id, query);
  if (state || !aggregator) return state;
  if (aggregator.manual) return <Alert severity="info">{translate('aggregators.card.manualNote')}</Alert>;
  const readOnly = !canSetUp;
  return (
    <Stack sx={{ gap: 2, py: 2, maxWidth: 960, minWidth: 0 }}>
      <Title title={`${translate('aggregators.wizard.title')}: ${aggregator.name}`} />
      <Typography variant="h1" sx={{ overflowWrap: 'break-word' }}>
        {translate('aggregators.wizard.title')}: {aggregator.name}
      </Typography>
      {readOnly ? <Alert severity="info">{translate('aggregators.create.readOnly')}</Alert> : null}
      <Card>
        <CardContent>
          <Stepper activeStep={step - 1} alternativeLabel sx={{ mb: 3 }}>
            {textsAt('aggregators.wizard.steps').map((label) => (
              <Step key={label}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {step === 1 ? <KeysStep key={aggregator.id} aggregator={aggregator} readOnly={readOnly} /> : null}
          {step === 2 ? <CheckStep aggregator={aggregator} readOnly={readOnly} /> : null}
          {step === 3 ? <GroupsStep aggregator={aggregator} readOnly={readOnly} /> : null}
          {step === 4 ? <DoneStep aggregator={aggregator} /> : null}
        </CardContent>
      </Card>
    </Stack>
  );
};

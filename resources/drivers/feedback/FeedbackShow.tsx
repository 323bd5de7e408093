/**
 * /drivers/feedback/list/{id}: one review with its trip and driver, and the park's answer: a
 * response text and the status (PUT /drivers/feedback/{id}).
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, RadioButtonGroupInput, TextInput, Title, useGetOne, useUpdate, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { FeedbackUpdateSchema, type Feedback } from '../../../schemas/desk';
import { FEEDBACK_STATUSES } from '../../../schemas/fleet';
import { fill } from '../../../texts/ru';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';
import { errorMessage, serverFieldErrors } from '../../../src/components/feedback';
import { useRouteParams } from '../../../src/root/routeParams';
import { formatDateTime } from '../../../src/components/dates';
import { Facts } from '../../../src/components/Facts';
import { DriverLink, TransferLink } from '../../../src/components/links';
import { LoadError, Loading } from '../../../src/components/loadStates';
import { SubmitButton } from '../../../src/components/SubmitButton';
import { zodValidator } from '../../../src/components/zodValidation';
import { FeedbackStatusChip } from './parts';

const text = ruDesk.feedback;
const fields = ruFleet.fields;
const validate = zodValidator(FeedbackUpdateSchema);
const statusChoices = FEEDBACK_STATUSES.map((status) => ({ id: status, name: ruFleet.feedbackStatus[status] }));

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title}>
    <CardContent>
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const AnswerForm = ({ feedback }: { feedback: Feedback }) => {
  const [update] = useUpdate<Feedback>();
  const notify = useNotify();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await update(
        DESK_RESOURCES.feedback,
        { id: feedback.id, data: FeedbackUpdateSchema.parse(values), previousData: feedback },
        { returnPromise: true },
      );
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) return fieldErrors;
      notify(errorMessage(error), { type: 'error' });
      return undefined;
    }
    notify(text.answered, { type: 'success' });
    return undefined;
  };
  return (
    <Form
      onSubmit={submit}
      validate={validate}
      defaultValues={{ response: feedback.response ?? '', status: feedback.status === 'new' ? 'processed' : feedback.status }}
    >
      <TextInput source="response" label={text.response} multiline minRows={3} />
      <RadioButtonGroupInput source="status" label={fields.status} choices={statusChoices} />
      <Box>
        <SubmitButton label={text.answer} />
      </Box>
    </Form>
  );
};

export const FeedbackShow = () => {
  const { id = '' } = useRouteParams();
  const { data: feedback, isPending, error } = useGetOne<Feedback>(DESK_RESOURCES.feedback, { id: Number(id) });
  if (isPending) return <Loading />;
  if (error || feedback === undefined) return <LoadError error={error} />;
  const title = fill(text.title, { id: feedback.id });
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/drivers/feedback/list" startIcon={<ArrowBack />} size="small">
          {text.toList}
        </Button>
        <Typography variant="h1">{title}</Typography>
        <FeedbackStatusChip status={feedback.status} />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title={text.comment}>
          <Facts
            items={[
              { label: text.score, value: fill(text.scoreStars, { score: feedback.score }) },
              { label: fields.created_at, value: formatDateTime(feedback.created_at) },
              { label: text.comment, value: feedback.comment ?? text.noComment },
              {
                label: text.tags,
                value:
                  feedback.tags.length === 0 ? null : (
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      {feedback.tags.map((tag) => (
                        <Chip key={tag} size="small" label={tag} />
                      ))}
                    </Stack>
                  ),
              },
            ]}
          />
        </Section>
        <Section title={`${text.trip} · ${fields.driver}`}>
          <Facts
            items={[
              {
                label: text.trip,
                value: feedback.transfer ? <TransferLink id={feedback.transfer.id} number={feedback.transfer.short_id} /> : null,
              },
              { label: fields.aggregator, value: feedback.aggregator?.name ?? null },
              { label: fields.driver, value: <DriverLink id={feedback.driver.id} name={feedback.driver.full_name} /> },
              { label: fields.phone, value: feedback.driver.phone },
              { label: text.processedAt, value: formatDateTime(feedback.processed_at) },
            ]}
          />
        </Section>
      </Box>
      <Section title={text.response}>
        <AnswerForm key={`${feedback.id}-${feedback.processed_at ?? ''}`} feedback={feedback} />
      </Section>
    </Stack>
  );
};

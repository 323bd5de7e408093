/**
 * /drivers/feedback/list/{id}: one review with its trip and driver (declared in card.ts), and the
 * park's answer, the screen's own part: a response text and the status (PUT /drivers/feedback/{id}).
 */
import { Box, Chip, Stack } from '@mui/material';
import { Form, RadioButtonGroupInput, TextInput, useUpdate, useNotify } from 'react-admin';
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { FeedbackUpdateSchema, type Feedback } from '../../../schemas/desk';
import { FEEDBACK_STATUSES } from '../../../schemas/fleet';
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
import { errorMessage, serverFieldErrors } from '../../../src/components/feedback';
import { GeneratedCard } from '../../../src/components/generated/GeneratedCard';
import { SubmitButton } from '../../../src/components/SubmitButton';
import { zodValidator } from '../../../src/components/zodValidation';
import { feedbackCard } from './card';

const validate = zodValidator(FeedbackUpdateSchema);
const statusChoices = FEEDBACK_STATUSES.map((status) => ({ id: status, name: t(`fleet.feedbackStatus.${status}`) }));

const AnswerForm = ({ feedback }: { feedback: Feedback }) => {
  const translate = useText();
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
    notify(translate('desk.feedback.answered'), { type: 'success' });
    return undefined;
  };
  return (
    <Form
      onSubmit={submit}
      validate={validate}
      defaultValues={{ response: feedback.response ?? '', status: feedback.status === 'new' ? 'processed' : feedback.status }}
    >
      <TextInput source="response" label={translate('desk.feedback.response')} multiline minRows={3} />
      <RadioButtonGroupInput source="status" label={translate('fleet.fields.status')} choices={statusChoices} />
      <Box>
        <SubmitButton label={translate('desk.feedback.answer')} />
      </Box>
    </Form>
  );
};

export const FeedbackShow = () => (
  <GeneratedCard
    declaration={feedbackCard}
    slots={{
      tags: (record) => {
        const { tags } = record as Feedback;
        return tags.length === 0 ? null : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {tags.map((tag) => (
              <Chip key={tag} size="small" label={tag} />
            ))}
          </Stack>
        );
      },
      answer: (record) => {
        const feedback = record as Feedback;
        return <AnswerForm key={`${feedback.id}-${feedback.processed_at ?? ''}`} feedback={feedback} />;
      },
    }}
  />
);

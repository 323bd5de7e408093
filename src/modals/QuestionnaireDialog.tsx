/**
 * The connection questionnaire (spec 4): a link to the installation's form. Opening the link
 * records the dialog for good; closing records it and toggles the next-open date
 * (./questionnaire.ts).
 */
import { Button, Typography } from '@mui/material';
import { useText } from '../i18n/useText';
import { useCabinetSettings } from '../root/settings';
import { ModalDialog } from './ModalDialog';
import { afterQuestionnaireClosed, afterQuestionnaireOpened } from './questionnaire';
import { readQuestionnaireMemory, writeQuestionnaireMemory } from './storage';

export const QuestionnaireDialog = ({ onDone }: { onDone: () => void }) => {
  const translate = useText();
  const settings = useCabinetSettings();

  const opened = () => {
    writeQuestionnaireMemory(afterQuestionnaireOpened());
    onDone();
  };

  const close = () => {
    writeQuestionnaireMemory(afterQuestionnaireClosed(readQuestionnaireMemory(), Date.now()));
    onDone();
  };

  return (
    <ModalDialog
      title={translate('modals.questionnaire.title')}
      onClose={close}
      actions={
        <Button
          variant="contained"
          component="a"
          href={settings?.questionnaire_url}
          target="_blank"
          rel="noopener noreferrer"
          disabled={settings === undefined}
          onClick={opened}
        >
          {translate('modals.questionnaire.open')}
        </Button>
      }
    >
      <Typography>{translate('modals.questionnaire.text')}</Typography>
    </ModalDialog>
  );
};

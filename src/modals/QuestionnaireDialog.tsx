/**
 * The connection questionnaire (spec 4): a link to the installation's form. Opening the link
 * records the dialog for good; closing records it and toggles the next-open date
 * (./questionnaire.ts).
 */
import { Button, Typography } from '@mui/material';
import { ruModals } from '../../texts/ru-modals';
import { useCabinetSettings } from '../root/settings';
import { ModalDialog } from './ModalDialog';
import { afterQuestionnaireClosed, afterQuestionnaireOpened } from './questionnaire';
import { readQuestionnaireMemory, writeQuestionnaireMemory } from './storage';

const text = ruModals.questionnaire;

export const QuestionnaireDialog = ({ onDone }: { onDone: () => void }) => {
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
      title={text.title}
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
          {text.open}
        </Button>
      }
    >
      <Typography>{text.text}</Typography>
    </ModalDialog>
  );
};

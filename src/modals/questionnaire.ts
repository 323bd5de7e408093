/**
 * The connection questionnaire's rule (spec 4, spec 9).
 *
 * - It first opens when the park's first transaction was at least 7 days and at most 30 days
 *   ("within the past month") ago, and no earlier dialog is recorded ('questionnareDialog').
 * - Closing it the first time records the dialog and sets 'nextOpenQuestionnare' to three days
 *   later; once that moment has come it opens again, whatever the first transaction date.
 * - Closing it that second time clears the next-open date ("closing toggles next-open date"),
 *   so it stops. Opening the questionnaire's link records the dialog and clears the next-open
 *   date: it never opens again.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
export const QUESTIONNAIRE_AFTER_MS = 7 * DAY_MS;
export const QUESTIONNAIRE_WITHIN_MS = 30 * DAY_MS;
export const QUESTIONNAIRE_REOPEN_MS = 3 * DAY_MS;

/** What local storage holds for the questionnaire. */
export interface QuestionnaireMemory {
  /** 'questionnareDialog' is stored. */
  recorded: boolean;
  /** 'nextOpenQuestionnare' as epoch ms, or null when absent or unreadable. */
  nextOpen: number | null;
}

export function questionnaireDue(firstTransactionDate: string | null, memory: QuestionnaireMemory, now: number): boolean {
  if (memory.nextOpen !== null) return now >= memory.nextOpen;
  if (memory.recorded || firstTransactionDate === null) return false;
  const first = Date.parse(firstTransactionDate);
  if (Number.isNaN(first)) return false;
  const age = now - first;
  return age >= QUESTIONNAIRE_AFTER_MS && age <= QUESTIONNAIRE_WITHIN_MS;
}

/** The memory after the person closed the dialog. */
export function afterQuestionnaireClosed(memory: QuestionnaireMemory, now: number): QuestionnaireMemory {
  return { recorded: true, nextOpen: memory.nextOpen === null ? now + QUESTIONNAIRE_REOPEN_MS : null };
}

/** The memory after the person opened the questionnaire's link. */
export function afterQuestionnaireOpened(): QuestionnaireMemory {
  return { recorded: true, nextOpen: null };
}

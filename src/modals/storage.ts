/**
 * The modals' flags in local storage. The keys are spec 9's, verbatim (typos included);
 * notification 1's key is the cabinet's own: the spec lists none for it.
 */
import type { QuestionnaireMemory } from './questionnaire';

export const MODAL_KEYS = {
  promoApp: 'hidden_promo_app_dialog',
  referral: 'hidden_referral_dialog',
  questionnaire: 'questionnareDialog',
  questionnaireNextOpen: 'nextOpenQuestionnare',
  notification1: 'notification_1_shown',
} as const;

export type ModalKey = (typeof MODAL_KEYS)[keyof typeof MODAL_KEYS];

const SET = 'true';

// Storage may be unavailable (private modes, quotas): a flag that cannot be read counts as unset,
// one that cannot be written is simply not kept.
export function readItem(key: ModalKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: ModalKey, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Not kept: the modal may show again next time.
  }
}

export const isFlagSet = (key: ModalKey): boolean => readItem(key) !== null;

export const setFlag = (key: ModalKey): void => writeItem(key, SET);

/** The questionnaire's two entries; an unreadable next-open date counts as absent. */
export function readQuestionnaireMemory(): QuestionnaireMemory {
  const stored = readItem(MODAL_KEYS.questionnaireNextOpen);
  const nextOpen = stored === null ? Number.NaN : Date.parse(stored);
  return { recorded: isFlagSet(MODAL_KEYS.questionnaire), nextOpen: Number.isNaN(nextOpen) ? null : nextOpen };
}

export function writeQuestionnaireMemory(memory: QuestionnaireMemory): void {
  writeItem(MODAL_KEYS.questionnaire, memory.recorded ? SET : null);
  writeItem(MODAL_KEYS.questionnaireNextOpen, memory.nextOpen === null ? null : new Date(memory.nextOpen).toISOString());
}

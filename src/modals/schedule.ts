/**
 * When each modal is due (spec 9 "Banner timers: 60 s base; referral modal after 60 s if
 * referral not enabled; questionnaire and rating delayed (10x or 2x 60 s depending on
 * conditions)"; "Promo app dialog 0.5 s after load"; spec 4 "Notification 1 shown after start").
 *
 * Our reading of the conditions: a session that has a modal at the base time (the referral
 * promo or the fee-report notice) pushes the questionnaire to 10 × 60 s, otherwise it comes at
 * 2 × 60 s; the rating poll comes at 2 × 60 s only when none of the referral promo, the
 * fee-report notice and the questionnaire is due in the session, otherwise at 10 × 60 s. So a
 * person is not asked for a rating right after another modal.
 */
export const MODAL_KINDS = ['notification1', 'promoApp', 'referral', 'feeReport', 'questionnaire', 'rating'] as const;
export type ModalKind = (typeof MODAL_KINDS)[number];

export const BASE_DELAY_MS = 60_000;
export const PROMO_APP_DELAY_MS = 500;
export const NOTIFICATION_1_DELAY_MS = 0;
export const SHORT_DELAY_MS = 2 * BASE_DELAY_MS;
export const LONG_DELAY_MS = 10 * BASE_DELAY_MS;

export interface ScheduledModal {
  kind: ModalKind;
  /** Milliseconds after the session started. */
  at: number;
}

/** Which modals the session may show; a missing kind is not shown. */
export type ModalEligibility = Partial<Record<ModalKind, boolean>>;

/**
 * Due times of the eligible modals, in the order they are shown when several are due at once
 * (MODAL_KINDS order: asking for the park's phone first, the rating poll last).
 */
export function modalSchedule(eligible: ModalEligibility): ScheduledModal[] {
  const early = eligible.referral === true || eligible.feeReport === true;
  const at: Record<ModalKind, number> = {
    notification1: NOTIFICATION_1_DELAY_MS,
    promoApp: PROMO_APP_DELAY_MS,
    referral: BASE_DELAY_MS,
    feeReport: BASE_DELAY_MS,
    questionnaire: early ? LONG_DELAY_MS : SHORT_DELAY_MS,
    rating: early || eligible.questionnaire === true ? LONG_DELAY_MS : SHORT_DELAY_MS,
  };
  return MODAL_KINDS.filter((kind) => eligible[kind] === true)
    .map((kind) => ({ kind, at: at[kind] }))
    .sort((a, b) => a.at - b.at || MODAL_KINDS.indexOf(a.kind) - MODAL_KINDS.indexOf(b.kind));
}

/** Spec 9: the promo app dialog is for iPhone and Android. */
export function isPhoneUserAgent(userAgent: string): boolean {
  return /iPhone|Android/i.test(userAgent);
}

/**
 * Onboarding (spec 4: "shown if first login within the last month"): the help panel opens by
 * itself on 'Как настроить' once after start for a user whose first login is at most 30 days
 * old, until it has been closed once (spec 9 local storage key 'hidden_help_app_modal').
 */
export const HIDDEN_HELP_KEY = 'hidden_help_app_modal';
export const ONBOARDING_DAYS = 30;
export const ONBOARDING_WINDOW_MS = ONBOARDING_DAYS * 24 * 60 * 60 * 1000;

/** Whether onboarding is due: first login known, within the last 30 days of `now`, not hidden. */
export function isOnboardingDue(firstLogin: string | null | undefined, hidden: boolean, now: number): boolean {
  if (hidden || !firstLogin) return false;
  const at = Date.parse(firstLogin);
  if (Number.isNaN(at)) return false;
  // A first login a little ahead of this browser's clock is still a new user.
  return now - at <= ONBOARDING_WINDOW_MS;
}

export function isOnboardingHidden(): boolean {
  try {
    return localStorage.getItem(HIDDEN_HELP_KEY) !== null;
  } catch {
    return false;
  }
}

export function hideOnboarding(): void {
  try {
    localStorage.setItem(HIDDEN_HELP_KEY, 'true');
  } catch {
    // Storage full or disabled: onboarding may show again on the next start, nothing worse.
  }
}

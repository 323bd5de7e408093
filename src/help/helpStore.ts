/**
 * Whether the help panel is open and on which tab. The app bar's button and onboarding open it;
 * closing it from anywhere hides onboarding for good (spec 9 'hidden_help_app_modal').
 */
import { useSyncExternalStore } from 'react';
import { hideOnboarding } from './onboarding';

export type HelpTab = 'hints' | 'setup';

export interface HelpPanelState {
  open: boolean;
  tab: HelpTab;
  /** Whether focus moves into the panel: when a person opened it, not when onboarding did. */
  focus: boolean;
}

let state: HelpPanelState = { open: false, tab: 'hints', focus: false };
const listeners = new Set<() => void>();

function set(next: HelpPanelState): void {
  if (next.open === state.open && next.tab === state.tab && next.focus === state.focus) return;
  state = next;
  for (const listener of listeners) listener();
}

export const openHelp = (tab: HelpTab, focus = false): void => set({ open: true, tab, focus });
export const showHelpTab = (tab: HelpTab): void => set({ ...state, tab });

export function closeHelp(): void {
  hideOnboarding();
  set({ ...state, open: false, focus: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): HelpPanelState => state;

export function useHelpPanel(): HelpPanelState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Whether the 'Мои отчёты' panel is open. The app bar's button, the order form and an export
 * that became a report (in the page content) share it without a common parent of their own, so
 * it is a small store of the page.
 */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export const openReportsPanel = (): void => set(true);
export const closeReportsPanel = (): void => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): boolean => open;

export function useReportsPanelOpen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

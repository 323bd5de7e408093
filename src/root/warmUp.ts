/**
 * What the first screen after sign-in needs, fetched while the person reads the SMS and types the
 * code: the frame's own chunks and the views of the pages the root may land on (the stored first
 * page, the drivers list for group 4, /kpi for the others; the group is not known yet). Measured
 * (bench/shell.ts "sign-in to usable cabinet"): without it the landing chunks were requested only
 * after the redirect from `/` and queued behind the first API calls on the same server.
 */
import { findRoute, resolveRedirects } from '../../schemas/routing';
import { AccountsPanel } from './frameParts';
import { DEFAULT_LANDING, DRIVERS_LANDING, FIRST_PAGE_KEY } from './landing';
import { preloadView } from './lazy';
import type { RouteEntry } from './routeTable';
import { AlertsBar } from '../notices/AlertsSlot';
import { ModalsRoot } from '../modals';

function storedFirstPage(): string | null {
  try {
    return localStorage.getItem(FIRST_PAGE_KEY);
  } catch {
    return null;
  }
}

/** The pages the root may send a person to after sign-in, as pathnames. */
export function landingCandidates(firstPage: string | null): string[] {
  const first = firstPage?.startsWith('/') === true && !firstPage.startsWith('//') ? firstPage.split(/[?#]/)[0] : undefined;
  return [...(first ? [first] : []), DEFAULT_LANDING, DRIVERS_LANDING];
}

export function warmUpCabinet(table: readonly RouteEntry[]): void {
  for (const candidate of landingCandidates(storedFirstPage())) {
    const match = findRoute(table, resolveRedirects(table, candidate));
    preloadView(match?.route.view);
  }
  for (const part of [AccountsPanel, AlertsBar, ModalsRoot]) preloadView(part);
}

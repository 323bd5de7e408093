/** Screens of the drivers desk (approve, blacklist, access, feedback, goals, feereport), by route path. */
import type { RouteView } from '../../src/root/definition';

export const deskViews: Partial<Record<string, RouteView>> = {};

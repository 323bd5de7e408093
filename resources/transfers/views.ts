/** Screens of the trips section, by declared route path. */
import type { RouteView } from '../../src/root/definition';

export const transferViews: Partial<Record<string, RouteView>> = {};

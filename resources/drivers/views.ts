/** Screens of the drivers list, the driver card and driver creation, by declared route path. */
import type { RouteView } from '../../src/root/definition';

export const driverViews: Partial<Record<string, RouteView>> = {};

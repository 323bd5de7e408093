/** Screens of the trips section, by declared route path. */
import type { RouteView } from '../../src/root/definition';
import { lazyNamed } from '../../src/root/lazy';

export const transferViews: Partial<Record<string, RouteView>> = {
  '/transfers/list/:filter': lazyNamed(() => import('./TransferList'), 'TransferList'),
  '/transfers/detail/:id': lazyNamed(() => import('./TransferShow'), 'TransferShow'),
  '/transfers/corrections': lazyNamed(() => import('./CorrectionList'), 'CorrectionList'),
};

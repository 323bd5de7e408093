/** 'Ваш менеджер' loads with its first opening, from the menu or from the KPI header. */
import { lazyNamed } from '../../src/root/lazy';

export const LazyManagerDialog = lazyNamed(() => import('./ManagerDialog'), 'ManagerDialog');

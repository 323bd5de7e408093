/** Screens of the drivers desk (approve, access, feedback, goals, feereport), by route path. */
import type { RouteView } from '../../src/root/definition';
import { lazyNamed } from '../../src/root/lazy';

export const deskViews: Partial<Record<string, RouteView>> = {
  '/drivers/approve': lazyNamed(() => import('./approve/ApproveList'), 'ApproveList'),
  '/drivers/access-app/:filter': lazyNamed(() => import('./access/AccessAppList'), 'AccessAppList'),
  '/drivers/access-market': lazyNamed(() => import('./access/MarketAccessList'), 'MarketAccessList'),
  '/drivers/feedback/kpi': lazyNamed(() => import('./feedback/FeedbackKpiPage'), 'FeedbackKpiPage'),
  '/drivers/feedback/list': lazyNamed(() => import('./feedback/FeedbackList'), 'FeedbackList'),
  '/drivers/feedback/list/:id': lazyNamed(() => import('./feedback/FeedbackShow'), 'FeedbackShow'),
  '/drivers/goals': lazyNamed(() => import('./goals/GoalList'), 'GoalList'),
  '/drivers/goals/:goalId': lazyNamed(() => import('./goals/GoalShow'), 'GoalShow'),
  '/drivers/feereport': lazyNamed(() => import('./feereport/FeereportList'), 'FeereportList'),
  '/drivers/feereport/drivers/:id': lazyNamed(() => import('./feereport/FeereportDriver'), 'FeereportDriver'),
};

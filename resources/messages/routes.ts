import type { RouteDecl } from '../../schemas/routing';

export const messagesRoutes: RouteDecl[] = [
  { path: '/messages', redirect: '/messages/list' },
  { path: '/messages/new' },
  { path: '/messages/error-messages' },
  { path: '/messages/list' },
  { path: '/messages/automatic' },
];

/**
 * What every route of the auth host shares: its base path and the per-IP request limit. Each route
 * has a budget of its own (@fastify/rate-limit keeps one store per route), except the two that
 * check a password, which share one (`passwordBudget`): the SMS step is no second allowance of
 * guesses, and a token refresh never spends the password's.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

const WINDOW = '1 minute';

export function authHostRoute(deps: AppDeps) {
  return {
    path: (path: string) => `${deps.config.authBase}${path}`,
    config: { rateLimit: { max: deps.config.rateLimits.authPerMinute, timeWindow: WINDOW } },
  };
}

/** One per-IP budget for POST /auth and POST /auth/sms: an onRequest hook both routes hold. */
export function passwordBudget(app: FastifyInstance, deps: AppDeps) {
  return app.rateLimit({ max: deps.config.rateLimits.authPerMinute, timeWindow: WINDOW });
}

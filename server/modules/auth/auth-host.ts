/** What every route of the auth host shares: its base path and the per-IP request limit. */
import type { AppDeps } from '../../deps';

export function authHostRoute(deps: AppDeps) {
  return {
    path: (path: string) => `${deps.config.authBase}${path}`,
    config: { rateLimit: { max: deps.config.rateLimits.authPerMinute, timeWindow: '1 minute' } },
  };
}

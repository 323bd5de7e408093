/**
 * Authentication and access on every route. Each route of the main API and support host must
 * declare `config.access` (startup fails otherwise: deny by default):
 * - `{ kind: 'authenticated' }`: any signed-in user (own account endpoints);
 * - `{ kind: 'route', path }`: the groups that schemas/access.ts admits to that SPA path;
 * - `{ kind: 'driver' }`: the driver API (schemas/driver-api.ts), only under its base, guarded by
 *   its own module with a driver token (server/modules/driver-api/driver-guard.ts). A cabinet
 *   token never opens it, and a driver token, signed with another key, never opens the rest.
 * Auth-host routes are public unless they declare otherwise. The park always comes from the token.
 * A `route` is also narrowed by the user's own rules (schemas/user-rules.ts). The session check
 * and the rules are read together in one statement and kept per session (access-cache.ts): the
 * writes that end a session or change rules drop what was kept, so a change applies to the
 * user's very next request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canAccess } from '../../schemas/access';
import { DRIVER_API_BASE } from '../../schemas/driver-api';
import type { AccessClaims } from '../../schemas/auth';
import { continueInPark } from '../db/park-scope';
import { errors } from '../errors';
import type { AppDeps } from '../deps';
import { accessChanged, AccessCache } from '../modules/auth/access-cache';
import { SessionAccessRepository } from '../modules/auth/session-access.repository';

/** `groups` narrows a route below its path's groups (a park card that groups 4, 5 may read, not write). */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'route'; path: string; groups?: readonly number[] }
  | { kind: 'driver' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

/** The signed-in user's claims; for handlers of routes that require authentication. */
export function claimsOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw errors.unauthorized();
  return request.auth;
}

/** The bearer token of the Authorization header, unverified. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export const authPlugin = fp(async (app: FastifyInstance, deps: AppDeps) => {
  const guardedBases = [deps.config.apiBase, deps.config.supportBase, DRIVER_API_BASE];
  const sessionAccess = new SessionAccessRepository(deps.db);
  const cache = new AccessCache(deps.clock);
  // Sessions ended by another process (PostgreSQL's NOTIFY) or heard from PGlite's.
  const unsubscribe = deps.bus.onSessionsEnded(accessChanged);
  app.addHook('onClose', async () => {
    unsubscribe();
    cache.close();
  });
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const guarded = guardedBases.some((base) => route.url.startsWith(`${base}/`));
    if (guarded && route.config?.access === undefined) {
      throw new Error(`Маршрут ${route.method} ${route.url} не объявил config.access`);
    }
    const kind = route.config?.access?.kind;
    const driverBase = route.url.startsWith(`${DRIVER_API_BASE}/`);
    if ((kind === 'driver') !== (driverBase && kind !== 'public')) {
      throw new Error(`Маршрут ${route.method} ${route.url}: доступ водителя только в API водителя, и там только он`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access.kind === 'public' || access.kind === 'driver') return;
    const token = bearerToken(request);
    if (token === null) throw errors.unauthorized();
    const claims = await deps.signer.verify(token, deps.clock.now());
    const userId = Number(claims.sub);
    const session = await cache.of(claims.sid, userId, claims.group_id, () => sessionAccess.of(claims.sid, userId, claims.group_id));
    if (session === null) throw errors.unauthorized();
    if (access.kind === 'route') {
      const policy = deps.config.accessPolicy;
      if (!canAccess(policy, claims.group_id, access.path)) throw errors.forbidden();
      if (access.groups !== undefined && !access.groups.includes(claims.group_id)) throw errors.forbidden();
      if (session.denied.length > 0 && !canAccess(policy, claims.group_id, access.path, session.denied)) throw errors.forbidden();
    }
    request.auth = claims;
  });

  // The rest of a signed-in request (handler, serialisation, the streams it starts) runs in its
  // park's scope: on PostgreSQL its queries run as the park role with the token's park set.
  // Entered here, not in onRequest: the body is parsed in between and would lose the scope.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.auth === null) done();
    else continueInPark(request.auth.taxis_id, done);
  });
});

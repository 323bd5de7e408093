/**
 * The driver API's guard: every route of kind `driver` (server/plugins/auth.ts refuses one
 * anywhere else, and any other kind but `public` under the driver API's base) needs a driver
 * token of a live sign-in of a driver who may still use the app. The request then runs in the
 * token's park, as the cabinet's requests do.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { continueInPark } from '../../db/park-scope';
import type { AppDeps } from '../../deps';
import { t } from '../../../texts/t';
import { errors } from '../../errors';
import { bearerToken } from '../../plugins/auth';
import { DriverSignInRepository, maySignIn } from './driver-sign-in.repository';
import type { DriverClaims, DriverTokenSigner } from './driver-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    driver: DriverClaims | null;
  }
}

/** The signed-in driver; for handlers of `driver` routes. */
export function driverOf(request: FastifyRequest): DriverClaims {
  if (!request.driver) throw errors.unauthorized(t('driverApi.signInRequired'));
  return request.driver;
}

/** Registers the guard on the driver API's plugin (its hooks apply to that plugin's routes only). */
export function guardDriverRoutes(app: FastifyInstance, deps: AppDeps, signer: DriverTokenSigner): void {
  const signIns = new DriverSignInRepository(deps.db);
  app.decorateRequest('driver', null);

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.access?.kind !== 'driver') return;
    const token = bearerToken(request);
    if (token === null) throw errors.unauthorized(t('driverApi.signInRequired'));
    const claims = await signer.verify(token, deps.clock.now());
    const driver = await signIns.signedInDriver(claims.sid, claims.taxisId, claims.driverId);
    if (driver === null || !maySignIn(driver)) throw errors.unauthorized(t('driverApi.signInRequired'));
    request.driver = claims;
  });

  // Entered here, not in onRequest: the body is parsed in between and would lose the scope.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.driver === null) done();
    else continueInPark(request.driver.taxisId, done);
  });
}

/** Registers every domain module's routes. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { authRoutes } from './auth/auth.routes';
import { recoveryRoutes } from './auth/recovery.routes';
import { registrationRoutes } from './auth/registration.routes';
import { devRoutes } from './dev/dev.routes';
import { healthRoutes } from './health/health.routes';
import { multiuserRoutes } from './multiuser/multiuser.routes';
import { realtimeRoutes } from './realtime/realtime.routes';
import { settingsRoutes } from './settings/settings.routes';
import { taxisRoutes } from './taxis/taxis.routes';
import { usersRoutes } from './users/users.routes';

export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(healthRoutes, deps);
  await app.register(settingsRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(recoveryRoutes, deps);
  await app.register(registrationRoutes, deps);
  await app.register(usersRoutes, deps);
  await app.register(taxisRoutes, deps);
  await app.register(multiuserRoutes, deps);
  await app.register(realtimeRoutes, deps);
  await app.register(devRoutes, deps);
}

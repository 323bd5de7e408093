/** Registers every domain module's routes. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { authRoutes } from './auth/auth.routes';
import { recoveryRoutes } from './auth/recovery.routes';
import { registrationRoutes } from './auth/registration.routes';
import { accessRequestsRoutes } from './access-requests/access-requests.routes';
import { applicationsRoutes } from './applications/applications.routes';
import { blacklistRoutes } from './blacklist/blacklist.routes';
import { chargesRoutes } from './charges/charges.routes';
import { aggregatorsRoutes } from './aggregators/aggregators.routes';
import { devRoutes } from './dev/dev.routes';
import { driversRoutes } from './drivers/drivers.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { feereportRoutes } from './feereport/feereport.routes';
import { goalsRoutes } from './goals/goals.routes';
import { healthRoutes } from './health/health.routes';
import { ledgerRoutes } from './ledger/ledger.routes';
import { multiuserRoutes } from './multiuser/multiuser.routes';
import { realtimeRoutes } from './realtime/realtime.routes';
import { settingsRoutes } from './settings/settings.routes';
import { taxisRoutes } from './taxis/taxis.routes';
import { transfersRoutes } from './transfers/transfers.routes';
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
  await app.register(driversRoutes, deps);
  await app.register(aggregatorsRoutes, deps);
  await app.register(devRoutes, deps);
  await app.register(feereportRoutes, deps);
  await app.register(blacklistRoutes, deps);
  await app.register(accessRequestsRoutes, deps);
  await app.register(feedbackRoutes, deps);
  await app.register(goalsRoutes, deps);
  await app.register(applicationsRoutes, deps);
  await app.register(ledgerRoutes, deps);
  await app.register(chargesRoutes, deps);
  await app.register(transfersRoutes, deps);
}

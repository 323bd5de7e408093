/** Registers every domain module's routes. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { healthRoutes } from './health/health.routes';

export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(healthRoutes, deps);
}

/**
 * The cabinet API as a Fastify app built by a factory (no listen): `npm start` and the tests
 * build the same app. One process serves the three hosts of spec 7 under their bases and the
 * SPA from `/`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { AppDeps } from './deps';
import type { PayoutGuard } from './modules/payouts/payout-guard';
import type { AggregatorGateway } from './integrations/aggregators/aggregator-gateway';
import { loadFleetSettings, type FleetSettings } from './integrations/aggregators/fleet-settings';
import { LiveAggregatorGateway } from './integrations/aggregators/live-aggregator-gateway';
import type { PayoutRails } from './integrations/payouts/payout-rail';
import { createPayoutRails } from './integrations/payouts/payout-rails';
import { loadPayoutRailSettings } from './integrations/payouts/payout-rails-settings';
import { SandboxEmailGateway } from './integrations/email/sandbox-email-gateway';
import { SandboxSmsGateway } from './integrations/sms/sandbox-sms-gateway';
import { ServerSecretsRepository } from './modules/auth/server-secrets.repository';
import { SessionsRepository } from './modules/auth/sessions.repository';
import { statementCountPlugin } from './plugins/statement-count';
import { TokenSigner } from './modules/auth/tokens';
import { registerModules } from './modules';
import { LocalEventBus, type EventBus } from './realtime/event-bus';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { errorResponsesPlugin, RouteMethods } from './plugins/error-responses';
import { errorForLog, requestForLog } from './lib/log-serializers';
import { realtimeConnectSources } from './lib/realtime-origin';
import { clientErrorHandler } from './plugins/client-errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { DRIVER_API_BASE } from '../schemas/driver-api';
import { ERROR_CODES, type ErrorBody } from '../schemas/errors';
import { t } from '../texts/t';

// Zod's own messages (for fields without a text of ours) in Russian, like everything else.
z.config(z.locales.ru());

export interface BuildAppOptions {
  config: ServerConfig;
  db: Db;
  clock?: Clock;
  sms?: AppDeps['sms'];
  email?: AppDeps['email'];
  aggregatorGateway?: AggregatorGateway;
  /** Aggregators' live connections; read from the environment when absent. */
  fleet?: FleetSettings;
  /** The payout rails; sandboxes over `db` with the environment's settings when absent. */
  payoutRails?: PayoutRails;
  bus?: EventBus;
  /** Checks in front of every payout; none when absent. */
  payoutGuards?: readonly PayoutGuard[];
  /** Where log lines go instead of stdout (the personal-data log scan reads them). */
  logStream?: { write(line: string): void };
}

export type App = FastifyInstance;

/** Fields that must never reach a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.AUTH_PW',
  '*.sms_code',
  '*.token',
  '*.password',
  '*.code',
  '*.api_key',
  '*.apiKey',
];

async function jwtSecret(config: ServerConfig, db: Db): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  // Keep a random key in the database so sessions survive restarts and all processes agree.
  return new ServerSecretsRepository(db).keep('jwt', randomBytes(48).toString('base64url'));
}

const API_PREFIXES = ['/api/', '/auth-api/', '/support-api/', '/dev/', `${DRIVER_API_BASE}/`];

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const fleet = options.fleet ?? loadFleetSettings();
  const deps: AppDeps = {
    config,
    db,
    clock,
    sms: options.sms ?? new SandboxSmsGateway(clock),
    email: options.email ?? new SandboxEmailGateway(clock),
    // Aggregators with stored API credentials are live; the rest stay in the sandbox.
    aggregatorGateway: options.aggregatorGateway ?? new LiveAggregatorGateway(db, fleet, () => clock.now().toISOString().slice(0, 10)),
    fleet,
    payoutRails: options.payoutRails ?? createPayoutRails({ db, clock, settings: loadPayoutRailSettings() }),
    signer: new TokenSigner(await jwtSecret(config, db), config.accessTokenTtlSeconds),
    sessions: new SessionsRepository(db),
    bus: options.bus ?? new LocalEventBus(),
    payoutGuards: options.payoutGuards ?? [],
  };

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: REDACTED_PATHS,
            serializers: { req: requestForLog, err: errorForLog },
            ...(options.logStream === undefined ? {} : { stream: options.logStream }),
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // The router's own refusals (a malformed URL, a path segment over its length) are answered in
    // the spec's shape too, before any route or error handler could see them.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode === 414 ? 414 : 400;
      const body: ErrorBody = { error: ERROR_CODES.badRequest, error_msg: status === 414 ? t('errors.uriTooLong') : t('errors.badRequest') };
      void (reply as FastifyReply).status(status).send(body);
    },
    // Refusals Node's HTTP parser makes before Fastify has a request (431: headers too large).
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  const routeMethods = new RouteMethods();
  await app.register(errorResponsesPlugin, { routes: routeMethods });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", (request: IncomingMessage) => realtimeConnectSources(request, config.realtimePort, config.trustProxy)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: process.env.CORS_ORIGINS?.split(',').filter(Boolean) ?? false,
    credentials: true,
    // Generated lists answer their total in Content-Range (ra-data-simple-rest reads it); a file's
    // name travels in Content-Disposition. A cross-origin script reads neither unless exposed.
    exposedHeaders: ['Content-Range', 'Content-Disposition'],
  });
  // An API answer is the signed-in user's own data: no browser or proxy cache keeps a copy. The
  // SPA's files are not API answers and keep their own caching (below).
  app.addHook('onSend', async (request, reply, payload) => {
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (json && API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({
      statusCode: 429,
      error: ERROR_CODES.tooManyRequests,
      error_msg: t('errors.tooManyRequests'),
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'fleet-cabinet API', version: '1.0.0', description: 'API личного кабинета таксопарка' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (config.countStatements) await app.register(statementCountPlugin);
  await app.register(authPlugin, deps);

  await registerModules(app, deps);

  app.get('/api/openapi.json', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  const serveSpa = config.spaDir !== null && existsSync(join(config.spaDir, 'index.html'));
  if (serveSpa && config.spaDir) {
    await app.register(fastifyStatic, {
      root: config.spaDir,
      // Looked up per request, so a rebuilt bundle is served without a restart.
      wildcard: true,
      // The build writes .br and .gz beside each asset (vite.config.ts).
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Real paths, not hashes: any GET that is not an API call answers the SPA's index.html.
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const allowed = isApi ? routeMethods.allowed(request.url.split('?')[0] ?? '') : [];
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ error: ERROR_CODES.methodNotAllowed, error_msg: t('errors.methodNotAllowed') });
    }
    if (!serveSpa || !['GET', 'HEAD'].includes(request.method) || isApi) {
      return reply.status(404).send({ error: ERROR_CODES.notFound, error_msg: t('errors.notFound') });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}

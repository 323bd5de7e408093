/**
 * Every operation's OpenAPI entry lists the errors it can answer, in the spec's shape: 400 for
 * any input, 401 and 403 where access is guarded, 404 where a path names a row, 409 for writes
 * (idempotency keys and unique values), 413 and 415 where a body is read, 429 where a limit
 * applies. Declared here once, as routes are added, so a generated route is described the day it
 * appears; a route's own declaration of a status wins.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorBodySchema } from '../../schemas/errors';
import { t } from '../../texts/t';

const AUTH_HOST_BASE = '/auth-api/';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

const describe = (text: string) => ErrorBodySchema.describe(text);
const ANSWERS = {
  400: describe(`${t('errors.validation')}: поля с ошибками в data`),
  401: describe(t('errors.unauthorized')),
  403: describe(t('app.noAccess')),
  404: describe(t('errors.notFound')),
  409: describe('Конфликт: ключ идемпотентности занят другим запросом или значение уже существует'),
  413: describe(t('errors.payloadTooLarge')),
  415: describe(t('errors.unsupportedMediaType')),
  429: describe(t('errors.tooManyRequests')),
} as const;
export type DeclaredError = keyof typeof ANSWERS;

interface AccessConfig {
  access?: { kind: string };
  rateLimit?: unknown;
}

/** The error statuses an operation answers, from what it reads and how it is guarded. */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): DeclaredError[] {
  const methods = new Set([route.method].flat().map((method) => method.toUpperCase()));
  const config = (route.config ?? {}) as AccessConfig;
  const access = config.access?.kind;
  const statuses: DeclaredError[] = [400];
  // The auth host answers 401 to a wrong password, a spent refresh cookie or code, open as it is.
  if ((access !== undefined && access !== 'public') || route.url.startsWith(AUTH_HOST_BASE)) statuses.push(401);
  if (access === 'route') statuses.push(403);
  if (route.url.includes(':') || [...methods].some((method) => method !== 'GET')) statuses.push(404);
  if ([...methods].some((method) => WRITES.has(method))) statuses.push(409);
  if ([...methods].some((method) => WITH_BODY.has(method))) statuses.push(413, 415);
  if (config.rateLimit !== undefined) statuses.push(429);
  return statuses;
}

export const errorResponsesPlugin = fp(async (app: FastifyInstance, options: { routes: RouteMethods }) => {
  app.addHook('onRoute', (route) => {
    options.routes.add(route.url, [route.method].flat());
    if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.every((m) => m === 'HEAD'))) return;
    const schema = (route.schema ??= {}) as Record<string, unknown>;
    // The access rule travels in the document, so the generated access suite reads what the
    // server enforces (tests/server/generated-access.test.ts).
    // Outside the guarded hosts a route without a declaration is public (plugins/auth.ts refuses
    // to start when a guarded route declares none).
    const access = (route.config as AccessConfig | undefined)?.access ?? { kind: 'public' };
    schema['x-access'] ??= access;
    if (access.kind !== 'public') schema.security ??= [{ bearer: [] }];
    const response = (schema.response ??= {}) as Record<string, unknown>;
    for (const status of errorStatusesOf(route)) response[status] ??= ANSWERS[status];
  });
});

/** Path patterns of the routes (`/api/drivers/:id`), with the methods each answers. */
export class RouteMethods {
  private readonly patterns = new Map<string, { match: RegExp; methods: Set<string> }>();

  add(url: string, methods: readonly string[]): void {
    // Catch-alls (CORS preflight's `*`, the SPA's files) answer everywhere: they name no path.
    if (url.includes('*')) return;
    const entry = this.patterns.get(url) ?? { match: patternOf(url), methods: new Set<string>() };
    for (const method of methods) entry.methods.add(method.toUpperCase());
    this.patterns.set(url, entry);
  }

  /** The methods some route answers at this concrete path; empty when no route has the path. */
  allowed(path: string): string[] {
    const methods = new Set<string>();
    for (const { match, methods: own } of this.patterns.values()) {
      if (match.test(path)) for (const method of own) methods.add(method);
    }
    return [...methods].sort();
  }
}

function patternOf(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

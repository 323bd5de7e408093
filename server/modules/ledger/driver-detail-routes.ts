/**
 * The two routes every money tab of a driver's card has (balance and charges): a list read under
 * /drivers/{id}/… and an idempotent write there. They share the access rule of the card, the
 * driver id in the path, the Idempotency-Key header of money writes and the way a handler is
 * called, so one declaration serves them; each module still names its own schemas and texts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IdParamsSchema } from '../../../schemas/lists';
import { claimsOf } from '../../plugins/auth';
import type { AccessClaims } from '../../../schemas/auth';
import { IdempotencyHeadersSchema, idempotencyKeyOf } from './idempotency';

export const DRIVER_DETAIL_ACCESS = { access: { kind: 'route', path: '/drivers/detail' } } as const;

interface Doc<S extends z.ZodType, R extends z.ZodType> {
  tag: string;
  description: string;
  /** The query of a read, the body of a write. */
  input: S;
  response: R;
}

/** GET url: a list of one driver's card, read with `query`. */
export function driverTabRead<Q extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  doc: Doc<Q, R>,
  read: (claims: AccessClaims, driverId: number, query: z.output<Q>) => Promise<z.input<R>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    url,
    {
      config: DRIVER_DETAIL_ACCESS,
      schema: {
        tags: [doc.tag],
        description: doc.description,
        params: IdParamsSchema,
        querystring: doc.input,
        response: { 200: doc.response },
      },
    },
    // Fastify cannot resolve a reply type from a schema still generic here; `read` is typed by R.
    (request) => read(claimsOf(request), request.params.id, request.query as z.output<Q>) as never,
  );
}

/** POST url: a money write on one driver's card; the same Idempotency-Key again answers the first result. */
export function driverTabWrite<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  doc: Doc<B, R>,
  write: (claims: AccessClaims, driverId: number, idempotencyKey: string, body: z.output<B>) => Promise<z.input<R>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      config: DRIVER_DETAIL_ACCESS,
      schema: {
        tags: [doc.tag],
        description: doc.description,
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: doc.input,
        response: { 200: doc.response },
      },
    },
    (request) => write(claimsOf(request), request.params.id, idempotencyKeyOf(request.headers), request.body as z.output<B>) as never,
  );
}

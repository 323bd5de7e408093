/**
 * The one error handler: every failure leaves as `{error, error_msg}` (spec 8), 400s with field
 * details in `data`. No stack traces, SQL or internals in responses.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody } from '../../schemas/errors';
import { t } from '../../texts/t';
import { AppError } from '../errors';

function fieldName(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { error: error.code, error_msg: error.message };
      if (error.fields) body.data = error.fields;
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const data: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        data[name] ??= issue.message ?? t('errors.validation');
      }
      return reply
        .status(400)
        .send({ error: ERROR_CODES.validation, error_msg: t('errors.validation'), data } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: ERROR_CODES.tooManyRequests, error_msg: t('errors.tooManyRequests') });
    }
    if (status === 413) {
      return reply.status(413).send({ error: ERROR_CODES.payloadTooLarge, error_msg: t('errors.payloadTooLarge') });
    }
    if (status === 415) {
      return reply.status(415).send({ error: ERROR_CODES.badRequest, error_msg: t('errors.unsupportedMediaType') });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: ERROR_CODES.badRequest, error_msg: t('errors.badRequest') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: ERROR_CODES.internal, error_msg: t('errors.internal') });
  });

});

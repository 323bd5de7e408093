/** Errors services throw; the error handler turns them into the spec's `{error, error_msg}` body. */
import { ERROR_CODES, type ErrorCode } from '../schemas/errors';
import { t } from '../texts/t';

export class AppError extends Error {
  /** Seconds a refused client waits before trying again (a 429's Retry-After). */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const errors = {
  validation: (fields: Record<string, string>, message: string = t('errors.validation')) =>
    new AppError(400, ERROR_CODES.validation, message, fields),
  /** An uploaded file refused as a whole (empty, too large, unreadable): told at the file field. */
  file: (message: string) => new AppError(400, ERROR_CODES.validation, message, { file: message }),
  badRequest: (message: string = t('errors.badRequest')) => new AppError(400, ERROR_CODES.badRequest, message),
  unauthorized: (message: string = t('errors.unauthorized')) => new AppError(401, ERROR_CODES.unauthorized, message),
  tokenExpired: () => new AppError(401, ERROR_CODES.tokenExpired, t('errors.tokenExpired')),
  forbidden: () => new AppError(403, ERROR_CODES.forbidden, t('app.noAccess')),
  notFound: () => new AppError(404, ERROR_CODES.notFound, t('errors.notFound')),
  conflict: (message: string, fields?: Record<string, string>) =>
    new AppError(409, ERROR_CODES.conflict, message, fields),
  tooManyRequests: (message: string = t('errors.tooManyRequests')) =>
    new AppError(429, ERROR_CODES.tooManyRequests, message),
};

/**
 * Text that no field of ours can hold is refused before any route sees it. PostgreSQL cannot
 * store a NUL byte in text (it fails the query, and an export mid-stream drops the connection),
 * so a NUL anywhere in the path, the query or a JSON body is a 400 at that field, in the spec's
 * shape, for every route: the ones written today and the ones generated tomorrow.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '../../schemas/errors';
import { t } from '../../texts/t';
import { AppError } from '../errors';

const NUL = String.fromCharCode(0);
const forbidden = (text: string) => text.includes(NUL);
/** Bodies nest a few levels at most; deeper ones are walked no further (the schema refuses them). */
const MAX_DEPTH = 8;

/** The dotted path of the first string holding a forbidden character, or null. */
export function forbiddenTextAt(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return forbidden(value) ? path || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    if (forbidden(key)) return path || 'body';
    const found = forbiddenTextAt(item, path === '' ? key : `${path}.${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field = forbiddenTextAt(request.params) ?? forbiddenTextAt(request.query) ?? forbiddenTextAt(request.body);
    if (field !== null) {
      throw new AppError(400, ERROR_CODES.validation, t('errors.validation'), { [field]: t('validation.controlCharacter') });
    }
  });
});

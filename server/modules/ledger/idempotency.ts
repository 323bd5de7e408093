/**
 * The `Idempotency-Key` every money-moving POST needs. A correction stores `correction:<key>` on
 * its ledger entry; a charge keeps `charge-create:<key>` on its own row. The prefixes keep
 * a client's key from ever meeting a posting's own `charge:<id>:<n>`, and each operation refuses
 * a key the other one took, so one key never stands for two different operations.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../../../schemas/ledger';
import { t } from '../../../texts/t';
import { errors } from '../../errors';

const MAX_KEY_LENGTH = 200;

/** Documents the header in the OpenAPI document; presence is checked by idempotencyKeyOf. */
export const IdempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .optional()
    .describe(`Обязателен: ключ операции (до ${MAX_KEY_LENGTH} символов); повтор с тем же ключом возвращает первый результат`),
});

export function idempotencyKeyOf(headers: IncomingHttpHeaders): string {
  const raw = headers[IDEMPOTENCY_HEADER];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key || key.length > MAX_KEY_LENGTH) {
    throw errors.validation({ 'Idempotency-Key': t('fleet.validation.idempotencyKey') });
  }
  return key;
}

export const correctionLedgerKey = (key: string): string => `correction:${key}`;
export const chargeLedgerKey = (key: string): string => `charge-create:${key}`;

/** A unique index refused the row (two requests raced with the same key); drivers wrap it in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

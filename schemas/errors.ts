/** The error body of spec 8: `{error, error_msg}`, field details of a 400 in `data`. */
import { z } from 'zod';

export const ErrorBodySchema = z.object({
  error: z.string(),
  error_msg: z.string(),
  data: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const ERROR_CODES = {
  validation: 'validation_error',
  badRequest: 'bad_request',
  invalidCredentials: 'invalid_credentials',
  unauthorized: 'unauthorized',
  /** Spec 8: the only 401 the client refreshes on, and only for an expired access token. */
  tokenExpired: 'token_expired',
  forbidden: 'forbidden',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  conflict: 'conflict',
  tooManyRequests: 'too_many_requests',
  payloadTooLarge: 'payload_too_large',
  smsCodeInvalid: 'sms_code_invalid',
  smsCodeExpired: 'sms_code_expired',
  smsCodeBurned: 'sms_code_burned',
  smsSendLimit: 'sms_send_limit',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

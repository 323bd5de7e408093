/** Errors of the auth host whose codes and texts the SPA's login and SMS dialogs read (spec 8). */
import { ERROR_CODES } from '../../../schemas/errors';
import { t } from '../../../texts/t';
import { AppError } from '../../errors';

type SmsCodeErrorCode =
  | typeof ERROR_CODES.smsCodeInvalid
  | typeof ERROR_CODES.smsCodeExpired
  | typeof ERROR_CODES.smsCodeBurned;

/** The SMS dialog shows the message under its input, so it also comes as the field's detail. */
const smsCodeError = (code: SmsCodeErrorCode, message: string) =>
  new AppError(400, code, message, { sms_code: message });

export const authErrors = {
  /** One answer for an unknown login and a wrong password. */
  invalidCredentials: () => new AppError(401, ERROR_CODES.invalidCredentials, t('errors.invalidCredentials')),
  smsCodeInvalid: (left: number) => smsCodeError(ERROR_CODES.smsCodeInvalid, t('sms.codeInvalid', { left })),
  smsCodeExpired: () => smsCodeError(ERROR_CODES.smsCodeExpired, t('sms.codeExpired')),
  smsCodeBurned: () => smsCodeError(ERROR_CODES.smsCodeBurned, t('sms.codeBurned')),
  smsSendLimit: () => new AppError(429, ERROR_CODES.smsSendLimit, t('sms.sendLimit')),
  /** The per-login back-off: when to try again, in words and in Retry-After. */
  loginDelayed: (seconds: number, wait: string) => {
    const error = new AppError(429, ERROR_CODES.tooManyRequests, t('errors.loginDelayed', { wait }));
    error.retryAfterSeconds = seconds;
    return error;
  },
};

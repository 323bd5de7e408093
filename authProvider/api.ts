/**
 * Wire calls of the auth layer (spec 7): the auth host, the user and park of the main API, the
 * public settings and the sandbox SMS outbox. Field names are the spec's, verbatim.
 */
import { z } from 'zod';
import type { HttpClient } from '../dataProvider/httpClient';
import {
  API_VERSION,
  AuthResponseSchema,
  CurrentUserSchema,
  LinkedAccountsResponseSchema,
  RegistrationResponseSchema,
  ResetResponseSchema,
  SmsOutboxEntrySchema,
  ParkSchema,
  type AuthRequest,
  type CountryCode,
  type CurrentUser,
  type LinkedAccount,
  type Park,
  type RegistrationRequest,
  type RegistrationResponse,
  type TaxisChoice,
} from '../schemas/auth';
import { CabinetSettingsSchema, type CabinetSettings } from '../schemas/settings';
import { t } from '../texts/t';
import { SmsRequiredError } from './errors';
import { deviceUid } from './storage';

/** authProvider.login() parameters; sms_key and sms_code on the second, SMS-confirmed call. */
export interface LoginParams {
  login: string;
  password: string;
  sms_key?: string;
  sms_code?: string;
}

/** A token answer of the auth host. */
export interface TokenGrant {
  token: string;
  expires_in: number | null;
  server: string | null;
  user_id: number | null;
}


export type { TaxisChoice };

export interface RecoveryPhoneRequest {
  EMAIL: string;
  PHONE: string;
  country_code: CountryCode;
}
export interface RecoveryConfirmRequest extends RecoveryPhoneRequest {
  sms_code: string;
  sms_key: string;
}
export interface RecoveryTaxisChangeRequest extends RecoveryConfirmRequest {
  taxis_id: number;
  server_id: string;
}

export type RegistrationResult = RegistrationResponse['data'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Some answers come wrapped as `{data: {...}}`, some bare: accept both. */
function unwrap(value: unknown): unknown {
  return isRecord(value) && isRecord(value.data) && !('id' in value) ? value.data : value;
}

function grantOf(json: unknown): TokenGrant {
  const parsed = AuthResponseSchema.safeParse(json);
  const data = parsed.success ? parsed.data.data : null;
  if (data?.token) {
    return {
      token: data.token,
      expires_in: data.expires_in ?? null,
      server: data.server ?? null,
      user_id: data.user_id ?? null,
    };
  }
  if (data?.sms_key) throw new SmsRequiredError(data.sms_key, data.phone_mask ?? '', data.sms_expires_in ?? null);
  throw new Error(t('login.tokenUndefined'));
}

/** Holds a browser-wide lock while refreshing, so two tabs never present the same rotating cookie. */
async function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).locks;
  if (!locks) return run();
  return locks.request('fleet-cabinet-token-refresh', run);
}

export function createAuthApi(http: HttpClient) {
  return {
    /** POST /auth, or /auth/sms with sms_key and sms_code; a token answer, else SmsRequiredError. */
    async authenticate(params: LoginParams): Promise<TokenGrant> {
      const withCode = Boolean(params.sms_key && params.sms_code);
      const body: AuthRequest = {
        AUTH_USER: params.login.trim(),
        AUTH_PW: params.password,
        DEVICE_UID: deviceUid(),
        api_ver: API_VERSION,
      };
      if (withCode) {
        body.sms_key = params.sms_key;
        body.sms_code = params.sms_code;
      }
      const response = await http.request({ host: 'auth', method: 'POST', path: withCode ? '/auth/sms' : '/auth', json: body });
      return grantOf(response.json);
    },

    /** PUT /auth/token/refresh: a new access token for `login` from its refresh cookie. */
    async refresh(login: string): Promise<TokenGrant> {
      return withRefreshLock(async () => {
        const response = await http.request({
          host: 'auth',
          method: 'PUT',
          path: '/auth/token/refresh',
          json: { AUTH_USER: login },
        });
        return grantOf(response.json);
      });
    },

    /** PUT /auth/token/logout: revokes `login`'s refresh cookie. */
    async logout(login: string): Promise<void> {
      await http.request({ host: 'auth', method: 'PUT', path: '/auth/token/logout', json: { AUTH_USER: login } });
    },

    /** GET {server}/users/{id}; runs before the user is loaded (it loads it). */
    async user(userId: number): Promise<CurrentUser> {
      const response = await http.request({ path: `/users/${userId}`, beforeUser: true });
      return CurrentUserSchema.parse(unwrap(response.json));
    },

    /** GET {server}/taxis/{id}. */
    async park(taxisId: number, beforeUser = false): Promise<Park> {
      const response = await http.request({ path: `/taxis/${taxisId}`, beforeUser });
      return ParkSchema.parse(unwrap(response.json));
    },

    /** GET /api/settings: public. */
    async settings(): Promise<CabinetSettings> {
      const response = await http.request({ host: 'origin', path: '/api/settings' });
      return CabinetSettingsSchema.parse(unwrap(response.json));
    },

    /** GET /dev/sms-outbox?login=: the newest sandbox code for a login (or recovery e-mail). */
    async sandboxCode(login: string): Promise<string | null> {
      const response = await http.request({ host: 'origin', path: '/dev/sms-outbox', query: { login } });
      const entries = z.array(SmsOutboxEntrySchema).parse(unwrap(response.json));
      return entries[0]?.code ?? null;
    },

    async register(request: RegistrationRequest): Promise<RegistrationResult> {
      const response = await http.request({ host: 'auth', method: 'POST', path: '/auth/registration', json: request });
      return RegistrationResponseSchema.parse(response.json).data;
    },

    recovery: {
      /** Step 1: POST /auth/resetpwd/email. */
      async email(EMAIL: string): Promise<void> {
        await http.request({ host: 'auth', method: 'POST', path: '/auth/resetpwd/email', json: { EMAIL } });
      },
      /** Step 2: POST /auth/resetpwd/sms; answers the sms_key of the code sent. */
      async sms(request: RecoveryPhoneRequest): Promise<{ sms_key: string; taxis_list: TaxisChoice[] }> {
        const response = await http.request({ host: 'auth', method: 'POST', path: '/auth/resetpwd/sms', json: request });
        const { data } = ResetResponseSchema.parse(response.json);
        return { sms_key: data.sms_key ?? '', taxis_list: data.taxis_list ?? [] };
      },
      /** Step 3: POST /auth/resetpwd/smsconfirm; answers the parks of the account. */
      async confirm(request: RecoveryConfirmRequest): Promise<TaxisChoice[]> {
        const response = await http.request({
          host: 'auth',
          method: 'POST',
          path: '/auth/resetpwd/smsconfirm',
          json: request,
        });
        return ResetResponseSchema.parse(response.json).data.taxis_list ?? [];
      },
      /** Step 4: POST /auth/resetpwd/taxischange; answers the success text. */
      async taxisChange(request: RecoveryTaxisChangeRequest): Promise<string> {
        const response = await http.request({
          host: 'auth',
          method: 'POST',
          path: '/auth/resetpwd/taxischange',
          json: request,
        });
        return ResetResponseSchema.parse(response.json).data.message ?? t('recovery.success');
      },
    },

    multiuser: {
      /** GET {server}/auth/multiuser/list: the caller first, as owner. */
      async list(): Promise<LinkedAccount[]> {
        const response = await http.request({ path: '/auth/multiuser/list' });
        return LinkedAccountsResponseSchema.parse(response.json).data;
      },
      /**
       * POST (add) or PUT (update mode, re-activates) {server}/auth/multiuser/{subUserId};
       * answers the list after the change.
       */
      async link(subUserId: number, token: string, login: string, update: boolean): Promise<LinkedAccount[]> {
        const response = await http.request({
          method: update ? 'PUT' : 'POST',
          path: `/auth/multiuser/${subUserId}`,
          json: { token, login },
        });
        return LinkedAccountsResponseSchema.parse(response.json).data;
      },
      /**
       * DELETE {server}/auth/multiuser/{subUserId}: marks the link deleted. `beforeUser` when the
       * sub-account signs out: the main user's token is in place but its profile is not loaded.
       */
      async unlink(subUserId: number, beforeUser = false): Promise<void> {
        await http.request({ method: 'DELETE', path: `/auth/multiuser/${subUserId}`, beforeUser });
      },
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;

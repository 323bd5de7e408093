/**
 * Signing in through the real auth host in server tests: password, then the SMS code read from
 * the sandbox outbox, exactly as a person would.
 */
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { API_VERSION } from '../../schemas/auth';
import { DEMO_PASSWORD } from '../../server/db/seed';
import type { TestApp } from './test-app';

export const AUTH = '/auth-api/auth';
export const DEVICE = 'test-device-0001';

export interface SignedIn {
  userId: number;
  token: string;
  /** The refresh cookie, ready for `inject({ cookies })`. */
  cookies: Record<string, string>;
}

export interface SignInOptions {
  password?: string;
  device?: string;
  ip?: string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function loginBody(login: string, options: SignInOptions = {}) {
  return {
    AUTH_USER: login,
    AUTH_PW: options.password ?? DEMO_PASSWORD,
    DEVICE_UID: options.device ?? DEVICE,
    api_ver: API_VERSION,
  };
}

/** The newest code the sandbox gateway "sent" to a login (or, in recovery, to an e-mail). */
export function lastCode(t: TestApp, login: string): string {
  const [entry] = t.sms.list(login);
  if (!entry) throw new Error(`no SMS for ${login}`);
  return entry.code;
}

/** The refresh cookie a response set, as `{ name: value }`. */
export function refreshCookieOf(response: InjectResponse): Record<string, string> {
  const cookie = response.cookies.find((candidate) => candidate.name.startsWith('fc_rt_'));
  if (!cookie) throw new Error('no refresh cookie in the response');
  return { [cookie.name]: cookie.value };
}

export function signedInFrom(response: InjectResponse): SignedIn {
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json<{ data: { token?: string; user_id?: number } }>();
  if (!data.token || data.user_id === undefined) throw new Error(`no token in ${response.body}`);
  return { userId: data.user_id, token: data.token, cookies: refreshCookieOf(response) };
}

/** Full sign-in: asks for the SMS code when the device is new. */
export async function signIn(t: TestApp, login: string, options: SignInOptions = {}): Promise<SignedIn> {
  const body = loginBody(login, options);
  const remoteAddress = options.ip ?? '127.0.0.1';
  const first = await t.app.inject({ method: 'POST', url: AUTH, payload: body, remoteAddress });
  const { data } = first.json<{ data: { token?: string; sms_key?: string } }>();
  if (data.token || first.statusCode !== 200 || !data.sms_key) return signedInFrom(first);
  const second = await t.app.inject({
    method: 'POST',
    url: `${AUTH}/sms`,
    payload: { ...body, sms_key: data.sms_key, sms_code: lastCode(t, login) },
    remoteAddress,
  });
  return signedInFrom(second);
}

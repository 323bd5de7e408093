/**
 * Signing a driver in to the driver API in server tests, as the driver app does: a code by SMS
 * to the phone the park has, read from the sandbox outbox, exchanged for tokens.
 */
import { DRIVER_API_BASE } from '../../schemas/driver-api';
import type { TestApp } from './test-app';

export interface DriverSignedIn {
  token: string;
  refresh_token: string;
  driver_id: number;
  taxis_id: number;
}

export async function signInDriver(t: TestApp, taxisId: number, phone: string, ip = '127.0.0.1'): Promise<DriverSignedIn> {
  const asked = await t.app.inject({ method: 'POST', url: `${DRIVER_API_BASE}/auth/sms`, payload: { taxis_id: taxisId, phone }, remoteAddress: ip });
  const smsKey = asked.json<{ data: { sms_key: string } }>().data.sms_key;
  const [sent] = t.sms.list(undefined, smsKey);
  if (!sent) throw new Error(`no driver SMS: ${asked.statusCode} ${asked.body}`);
  const response = await t.app.inject({ method: 'POST', url: `${DRIVER_API_BASE}/auth`, payload: { sms_key: smsKey, sms_code: sent.code }, remoteAddress: ip });
  if (response.statusCode !== 200) throw new Error(`driver sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: DriverSignedIn }>().data;
}


/**
 * The driver API keeps the driver's phone, the SMS code, the tokens, a card token and an account
 * number out of every log line (152-ФЗ; issue 13): a server with its real logger is driven through
 * sign-in, refresh, a wrong code, destinations saved and refused, and every line is scanned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVER_API_BASE } from '../../schemas/driver-api';
import { seedDemo } from '../../server/db/seed';
import { bearer } from '../helpers/auth';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const api = (path: string) => `${DRIVER_API_BASE}${path}`;
const PHONE = '+79168887766';
const CARD_TOKEN = 'tok_logscan_5f1e2d3c';
const ACCOUNT = '40817810938160925982';

describe('driver API: nothing personal in the logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  const secrets: string[] = [PHONE, PHONE.slice(1), CARD_TOKEN, ACCOUNT];

  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
    await seedDemo(t.db);
    const park = await parkIdOf(t.db, 'demo1');
    await addDriver(t.db, park, { phone: PHONE });
    const asked = await t.app.inject({ method: 'POST', url: api('/auth/sms'), payload: { taxis_id: park, phone: PHONE } });
    const smsKey = asked.json<{ data: { sms_key: string } }>().data.sms_key;
    const code = t.sms.list(undefined, smsKey)[0]?.code ?? '';
    secrets.push(smsKey, code);
    await t.app.inject({ method: 'POST', url: api('/auth'), payload: { sms_key: smsKey, sms_code: code === '00000' ? '11111' : '00000' } });
    const signedIn = await t.app.inject({ method: 'POST', url: api('/auth'), payload: { sms_key: smsKey, sms_code: code } });
    const tokens = signedIn.json<{ data: { token: string; refresh_token: string } }>().data;
    const refreshed = await t.app.inject({ method: 'POST', url: api('/auth/refresh'), payload: { refresh_token: tokens.refresh_token } });
    const next = refreshed.json<{ data: { token: string; refresh_token: string } }>().data;
    secrets.push(tokens.token, tokens.refresh_token, next.token, next.refresh_token);
    const headers = bearer(next.token);
    await t.app.inject({ method: 'POST', url: api('/destinations'), headers, payload: { kind: 'card', card_token: CARD_TOKEN, card_last4: '4242' } });
    await t.app.inject({ method: 'POST', url: api('/destinations'), headers, payload: { kind: 'card', card_token: 'x', card_last4: '1', card_number: '4111111111111111' } });
    await t.app.inject({ method: 'POST', url: api('/destinations'), headers, payload: { kind: 'bank_account', bik: '044525225', account_number: ACCOUNT, bank_name: 'Сбербанк' } });
    await t.app.inject({ method: 'POST', url: api('/destinations'), headers, payload: { kind: 'sbp', sbp_phone: PHONE, sbp_bank_id: '100000000111', bank_name: 'Сбербанк' } });
    // A reused refresh token: the refusal is logged too.
    await t.app.inject({ method: 'POST', url: api('/auth/refresh'), payload: { refresh_token: tokens.refresh_token } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('logged the requests, and none of their personal values', () => {
    expect(lines.some((line) => line.includes('/driver-api/auth'))).toBe(true);
    const leaks = lines.filter((line) => secrets.some((secret) => secret.length > 0 && line.includes(secret)));
    expect(leaks).toEqual([]);
    expect(lines.join('\n')).not.toContain('4111111111111111');
  });
});

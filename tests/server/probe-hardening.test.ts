/**
 * Issue 20 §3: the outside probe's smaller findings, each of which this file saw fail before its
 * fix: the 431 answer in the spec's shape, `Cache-Control: no-store` on every JSON answer of the
 * three hosts, the CSP naming the realtime origin instead of any websocket host, and the park's
 * НПД receipts readable by group 2 on an access of their own.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/seed';
import { ERROR_CODES } from '../../schemas/errors';
import { t as text } from '../../texts/t';
import { bearer, signIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('issue 20 §3: the probe hardening findings', () => {
  let t: TestApp;
  let tokens: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ realtimePort: 9002, accessPolicy: 'a' });
    await seedDemo(t.db);
    tokens = {};
    for (const login of ['demo1', 'demo2', 'demo3', 'demo4', 'demo5']) tokens[login] = (await signIn(t, login)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers headers too large (431) in the spec\'s shape, uncached', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/api/users', headers: { 'x-padding': 'x'.repeat(20_000) } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body)).toEqual({ error: ERROR_CODES.badRequest, error_msg: text('errors.headersTooLarge') });
  });

  it.each([
    ['the API, a signed-in list', 'GET', '/api/users', true],
    ['the API, a refusal', 'GET', '/api/users', false],
    ['the API, an unknown path', 'GET', '/api/no-such-thing', false],
    ['the auth host, a failed sign-in', 'POST', '/auth-api/auth', false],
    ['the support host', 'GET', '/support-api/tickets', true],
  ] as const)('sends Cache-Control: no-store on JSON from %s', async (_name, method, url, signed) => {
    const response = await t.app.inject({
      method,
      url,
      headers: signed ? bearer(tokens.demo1 ?? '') : {},
      ...(method === 'POST' ? { payload: { AUTH_USER: 'nobody', AUTH_PW: 'x', DEVICE_UID: 'd', api_ver: '2020.07.22' } } : {}),
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("names the realtime origin in the CSP's connect-src, not every websocket host", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: 'cabinet.example.ru:3000' } });
    const csp = String(response.headers['content-security-policy']);
    const connect = csp.split(';').find((directive) => directive.startsWith('connect-src')) ?? '';
    expect(connect.split(' ').slice(1).sort()).toEqual(["'self'", 'ws://cabinet.example.ru:9002', 'wss://cabinet.example.ru:9002']);
    // A forged Host opens nothing: the header stays well formed and names no other origin.
    const forged = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: 'evil.example * ws:' } });
    const forgedConnect = String(forged.headers['content-security-policy']).split(';').find((d) => d.startsWith('connect-src'));
    expect(forgedConnect).toBe("connect-src 'self' 'self'");
  });

  describe('GET /api/npd/receipts: its own access', () => {
    it.each([
      ['demo1', 200],
      ['demo2', 200],
      ['demo5', 200],
      ['demo3', 403],
      ['demo4', 403],
    ] as const)('%s → %i', async (login, status) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/npd/receipts', headers: bearer(tokens[login] ?? '') });
      expect(response.statusCode, response.body).toBe(status);
    });
  });
});

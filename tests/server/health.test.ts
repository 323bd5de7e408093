import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers health only through the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path in the spec error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', error_msg: 'Не найдено' });
  });

  it('sends security headers on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/api/health']).toBeDefined();
  });

  it('keeps docs/openapi.json equal to the served document (npm run openapi)', async () => {
    const served = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(JSON.parse(readFileSync('docs/openapi.json', 'utf8'))).toEqual(served);
  });

  it('refuses a body over the limit in the spec error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth-api/auth',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ AUTH_USER: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large', error_msg: 'Слишком большой запрос' });
  });
});

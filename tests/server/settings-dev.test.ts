import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { testConfig } from '../../server/config';
import { seedDemo } from '../../server/db/seed';
import type { EmailGateway } from '../../server/integrations/email/email-gateway';
import type { SmsGateway } from '../../server/integrations/sms/sms-gateway';
import { DEFAULT_CHAT_URL, DEFAULT_KNOWLEDGE_BASE_URL } from '../../server/modules/settings/settings.routes';
import { AUTH, loginBody } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('installation settings and sandbox outboxes', () => {
  let t: TestApp;
  let live: App;
  beforeAll(async () => {
    t = await createTestApp({ accessPolicy: 'b' });
    await seedDemo(t.db);
    // The same app with gateways that are not the sandbox ones: no outboxes, no "Тестовый режим".
    const sms: SmsGateway = { mode: 'live', send: async () => undefined };
    const email: EmailGateway = { mode: 'live', send: async () => undefined };
    live = await buildApp({ config: testConfig(), db: t.db, clock: t.clock, sms, email });
  });
  afterAll(async () => {
    await live.close();
    await t.close();
  });

  it('gives the public settings without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      access_policy: 'b',
      sms_sandbox: true,
      knowledge_base_url: DEFAULT_KNOWLEDGE_BASE_URL,
      chat_url: DEFAULT_CHAT_URL,
      questionnaire_url: expect.stringMatching(/^https:\/\//),
    });
    const { manager, app_links } = response.json() as { manager: { phone: string }; app_links: { ios: string } };
    expect(manager.phone).toMatch(/^\+\d{11}$/);
    expect(app_links.ios).toMatch(/^https:\/\//);
    const fromLive = await live.inject({ method: 'GET', url: '/api/settings' });
    expect(fromLive.json()).toMatchObject({ access_policy: 'a', sms_sandbox: false });
  });

  it('shows sent SMS codes newest first, filtered by login', async () => {
    const smsKeys: string[] = [];
    for (const device of ['outbox-device-1', 'outbox-device-2']) {
      const answer = await t.app.inject({ method: 'POST', url: AUTH, payload: loginBody('demo1', { device }) });
      smsKeys.push(answer.json().data.sms_key);
    }
    await t.app.inject({ method: 'POST', url: AUTH, payload: loginBody('demo2', { device: 'outbox-device-3' }) });
    const response = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox?login=Demo1' });
    expect(response.statusCode).toBe(200);
    const entries = response.json();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual({
      login: 'demo1',
      phone: '+79161234501',
      code: expect.stringMatching(/^\d{5}$/),
      sms_key: smsKeys[1],
      created_at: t.clock.now().toISOString(),
    });
    expect(entries[0].code).toBe(t.sms.list('demo1')[0]?.code);
    // One sign-in's code, by its sms_key: two sign-ins of one login never mix.
    const first = await t.app.inject({ method: 'GET', url: `/dev/sms-outbox?sms_key=${smsKeys[0]}` });
    expect(first.json()).toEqual([entries[1]]);
    const all = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox' });
    expect(all.json()).toHaveLength(3);
    expect(all.json()[0].login).toBe('demo2');
  });

  it('shows sent e-mails', async () => {
    await t.email.send({ to: 'demo1@demo-park.ru', subject: 'Тема', text: 'Текст' });
    const response = await t.app.inject({ method: 'GET', url: '/dev/email-outbox?to=demo1@demo-park.ru' });
    expect(response.json()).toEqual([
      { to: 'demo1@demo-park.ru', subject: 'Тема', text: 'Текст', created_at: t.clock.now().toISOString() },
    ]);
  });

  it('has no outboxes with live gateways', async () => {
    expect((await live.inject({ method: 'GET', url: '/dev/sms-outbox' })).statusCode).toBe(404);
    expect((await live.inject({ method: 'GET', url: '/dev/email-outbox' })).statusCode).toBe(404);
  });
});

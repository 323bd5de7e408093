/**
 * Issue 20 §3: a name made only of invisible characters, or holding a direction override or a
 * control character, is refused at its field by every route that names a person or a thing
 * (schemas/visible-name.ts), and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { AUTH, bearer, signIn, type SignedIn } from '../helpers/auth';
import { tableFingerprint } from '../helpers/db-fingerprint';
import { parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { companyRequisites } from '../helpers/legal-entity-fixture';

const BAD_NAMES = ['\u200B\u2060\uFEFF', 'Иванов\u202Eвонави', '\u3164\u3164', 'Парк\nВосток'];

const SBER = companyRequisites('ООО «Имя»');

describe('names a person reads must be visible', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let park: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    park = await parkIdOf(t.db, 'demo1');
  });
  afterAll(async () => {
    await t.close();
  });

  type Case = [label: string, method: 'POST' | 'PUT', url: () => string, field: string, body: (name: string) => object, signedIn: boolean];
  const cases: Case[] = [
    ['registration: the park', 'POST', () => `${AUTH}/registration`, 'park_name', (name) => registration({ park_name: name }), false],
    ['registration: the owner', 'POST', () => `${AUTH}/registration`, 'name', (name) => registration({ name }), false],
    ['a new staff user', 'POST', () => '/api/users', 'name', (name) => ({ ...staffUser(), name }), true],
    ['a staff user renamed', 'PUT', () => `/api/users/${demo1.userId}`, 'name', (name) => ({ name }), true],
    ['the park card', 'PUT', () => `/api/taxis/${park}`, 'name', (name) => ({ name }), true],
    ['a driver group', 'POST', () => '/api/groups', 'name', (name) => ({ name, description: null }), true],
    ['a legal entity', 'POST', () => '/api/legal-entities', 'name', (name) => ({ ...SBER, name }), true],
    ["a legal entity's bank", 'POST', () => '/api/legal-entities', 'bank_name', (name) => ({ ...SBER, bank_name: name }), true],
    ['an offer', 'POST', () => '/api/offers', 'title', (name) => ({ title: name, text: 'Условия работы с парком', effective_from: '2026-12-01' }), true],
    [
      'a payout account',
      'POST',
      () => '/api/payout-accounts',
      'name',
      (name) => ({ rail: 'tochka', name, public_id: '40702810920000077777', api_key: 'names-secret-key-9876', sandbox: true }),
      true,
    ],
  ];

  it.each(cases)('%s: refused at the field, nothing written', async (_label, method, url, field, body, signedIn) => {
    for (const bad of BAD_NAMES) {
      const before = await tableFingerprint(t.db);
      const response = await t.app.inject({ method, url: url(), headers: signedIn ? bearer(demo1.token) : {}, payload: body(bad) });
      expect(response.statusCode, `${JSON.stringify(bad)} ${response.body}`).toBe(400);
      const answer = response.json<{ data?: Record<string, string> }>();
      expect(answer.data?.[field], response.body).toBe(text('validation.invisibleName'));
      expect(await tableFingerprint(t.db)).toBe(before);
    }
  });

  it('the same forms take a real name', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/groups', headers: bearer(demo1.token), payload: { name: 'Ночная смена', description: null } });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});

function registration(overrides: Record<string, unknown>) {
  return {
    park_name: 'Такси Восток',
    country_code: 3,
    name: 'Ахметов Руслан',
    login: 'names-owner',
    email: 'owner@names-taxi.kz',
    phone: '+77019876543',
    password: 'names-password-1',
    ...overrides,
  };
}

function staffUser() {
  return { login: 'names-new', email: 'names-new@example.ru', phone: '+79165550001', group_id: 3, password: 'names-pass-123' };
}

/**
 * Issue 11 §3 (152-ФЗ): a driver's phone, passport number and ИНН never reach a log line or an
 * error answer. A server with its real logger (level info) is driven through the requests that
 * carry personal data — searches by phone, cards, exports, rejected and accepted writes — and
 * every log line and every refusal is scanned for the demo drivers' values.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/seed';
import { errorForLog } from '../../server/lib/log-serializers';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface PersonalData {
  id: number;
  phone: string;
  passport_number: string | null;
  tax_identification_number: string | null;
}

describe('personal data stays out of logs and error answers', () => {
  let t: TestApp;
  let demo1: SignedIn;
  const lines: string[] = [];
  const refusals: string[] = [];
  let people: PersonalData[] = [];

  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
    // A small generated fleet: drivers with phones, passports and ИНН as the demo has them.
    await seedDemo(t.db, { fleet: { now: t.clock.now(), drivers: 60, trips: 300, days: 14, seed: 11, otherParks: { drivers: 5, trips: 20 } } });
    demo1 = await signIn(t, 'demo1');
    const park = await parkIdOf(t.db, 'demo1');
    const result = await t.db.execute(
      sql`select id, phone, passport_number, tax_identification_number from drivers where taxis_id = ${park} order by id limit 200`,
    );
    people = (Array.isArray(result) ? result : (result as { rows: PersonalData[] }).rows) as PersonalData[];
  });
  afterAll(async () => {
    await t.close();
  });

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers: bearer(demo1.token), ...(payload === undefined ? {} : { payload }) });
    if (response.statusCode >= 400) refusals.push(response.body);
    return response;
  };

  it('drives the personal-data requests, then finds no phone, passport or ИНН in any log line or refusal', async () => {
    expect(people.length).toBeGreaterThan(20);
    const [first, second] = people;
    if (first === undefined || second === undefined) throw new Error('no demo drivers');
    const withPassport = people.find((person) => person.passport_number !== null);
    const withInn = people.find((person) => person.tax_identification_number !== null);
    // Searches by phone, passport and ИНН, in lists and exports.
    for (const value of [first.phone, first.phone.slice(2), withPassport?.passport_number, withInn?.tax_identification_number]) {
      if (!value) continue;
      await call('GET', `/api/drivers/v2/list?search=${encodeURIComponent(value)}`);
      await call('GET', `/api/drivers/v2/list/export?search=${encodeURIComponent(value)}`);
      await call('GET', `/api/transfersp?search=${encodeURIComponent(value)}`);
    }
    // A card, its history, and edits: a taken phone refused, a bad date refused, an accepted one.
    await call('GET', `/api/drivers/${first.id}`);
    await call('GET', `/api/drivers/${first.id}/changes`);
    const card = (await call('GET', `/api/drivers/${second.id}`)).json() as Record<string, unknown>;
    await call('PUT', `/api/drivers/${second.id}`, { ...card, phone: first.phone });
    await call('PUT', `/api/drivers/${second.id}`, { ...card, birth_date: '2026-02-30', passport_number: withPassport?.passport_number });
    await call('POST', '/api/drivers', { last_name: 'Проба', first_name: 'Проба', phone: first.phone, licence_number: '77АА123456', licence_country: 'rus' });
    await call('POST', '/api/drivers', { last_name: 'Проба', first_name: 'Проба', phone: 'not a phone', tax_identification_number: withInn?.tax_identification_number });
    // Bad input that echoes a phone in a query.
    await call('GET', `/api/drivers/v2/list?date_from=${encodeURIComponent(first.phone)}`);

    expect(lines.length).toBeGreaterThan(10);
    expect(refusals.length).toBeGreaterThan(2);
    const secrets = people.flatMap((person) =>
      [person.phone, person.phone.replace(/^\+/, ''), person.phone.slice(-10), person.passport_number, person.tax_identification_number].filter(
        (value): value is string => value !== null && value.length >= 6,
      ),
    );
    const found = [...lines, ...refusals].flatMap((text) => secrets.filter((secret) => text.includes(secret)).map((secret) => `${secret} in ${text.slice(0, 200)}`));
    expect(found).toEqual([]);
  });

  it("an error's log keeps its type, code and stack, never the SQL parameters or PostgreSQL's detail", () => {
    const error = Object.assign(new Error('Failed query: update "drivers" set "phone" = $1 where "id" = $2\nparams: +79161234501,7'), {
      code: '23505',
      detail: 'Key (taxis_id, phone)=(1, +79161234501) already exists.',
    });
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).not.toContain('+79161234501');
    expect(logged).toContain('23505');
    expect(logged).toContain('Failed query');
  });
});

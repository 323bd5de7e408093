/**
 * The resource generator: a fixture declaration and its table, and nothing else, get a list with
 * filters, sorts, paging and Content-Range, a card, create, update and delete, scoped to the
 * token's park, guarded by the access path under both policies, validated by the entity's
 * schema, with lifecycle hooks inside the write's transaction and a change history.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessPolicy } from '../../schemas/access';
import { drivers, resourceChanges, users as usersTable } from '../../server/db/schema';
import { staffUsers } from '../../resources/users/staff-users/resource';
import { seedDemo } from '../../server/db/seed';
import { errors } from '../../server/errors';
import { mountResource } from '../../server/lib/crud/crud.routes';
import { CrudService } from '../../server/lib/crud/crud.service';
import { crudDirectory } from '../../server/modules/generated';
import { t as text } from '../../texts/t';
import { carColours, carColoursDated } from '../fixtures/resources/car-colours';
import { carColoursTable, createCarColoursTable } from '../fixtures/resources/car-colours.table';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { createTestApp, type AppExtensionDeps, type TestApp } from '../helpers/test-app';
import type { App } from '../../server/app';
import { testConfig } from '../../server/config';

const BASE = '/api/car-colours';
const DATED = '/api/car-colours-dated';
const REFUSED = 'Запрещённый';
const ROLLED_BACK = 'Откат';

function mountFixture(app: App, deps: AppExtensionDeps): void {
  mountResource(app, deps, {
    declaration: carColours,
    table: carColoursTable,
    references: { driver_id: drivers },
    hooks: {
      beforeCreate: (_ctx, values) => {
        if (values.name === REFUSED) throw errors.validation({ name: REFUSED });
        return values;
      },
      // Runs after the row and its history row are written: a throw must take both back.
      afterWrite: (_ctx, write) => {
        if (write.after?.name === ROLLED_BACK) throw errors.conflict(ROLLED_BACK);
      },
    },
  });
  // The same resource with one more filter line.
  mountResource(app, deps, { declaration: carColoursDated, table: carColoursTable });
}

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)])).toString();

describe('a generated resource', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let driver: number;
  let kzDriver: number;
  const created: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({}, { extend: mountFixture });
    await seedDemo(t.db);
    await t.db.execute(createCarColoursTable);
    // What the migration step does after a real resource's migration: row-level security, grants.
    await t.database.migrate();
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    driver = await addDriver(t.db, await parkIdOf(t.db, 'demo1'), { lastName: 'Маляров', phone: '+79165550011' });
    kzDriver = await addDriver(t.db, await parkIdOf(t.db, 'kz-demo'), { lastName: 'Ахметов', phone: '+77015550011' });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: SignedIn = demo1, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(as.token), payload });

  it('creates records in the wire form of the schema (money as a decimal string)', async () => {
    for (const [name, kind, surcharge, available, painted_on, withDriver] of [
      ['Белый', 'solid', '0.00', true, '2026-01-10', false],
      ['Серебро', 'metallic', '1500.50', true, '2026-03-01', true],
      ['Графит', 'matte', '3000.00', false, null, false],
    ] as const) {
      const driver_id = withDriver ? driver : null;
      const response = await send('POST', BASE, demo1, { name, kind, surcharge, available, painted_on, driver_id });
      expect(response.statusCode).toBe(200);
      const body = carColours.schema.strict().parse(response.json());
      expect(body).toMatchObject({ name, kind, surcharge, available, painted_on, driver_id });
      created[name] = body.id;
    }
    const kzResponse = await send('POST', BASE, kz, { name: 'Белый', kind: 'solid', surcharge: '1.00', available: true, painted_on: null, driver_id: null });
    expect(kzResponse.statusCode).toBe(200);
    created.kz = kzResponse.json<{ id: number }>().id;
  });

  it('lists the park’s rows with sort, range and the total in Content-Range', async () => {
    const response = await send('GET', `${BASE}?${query({ sort: ['surcharge', 'DESC'], range: [0, 1], filter: {} })}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('car-colours 0-1/3');
    expect(response.json<{ name: string }[]>().map((row) => row.name)).toEqual(['Графит', 'Серебро']);
    const second = await send('GET', `${BASE}?${query({ sort: ['surcharge', 'DESC'], range: [2, 3] })}`);
    expect(second.headers['content-range']).toBe('car-colours 2-2/3');
    expect(second.json<{ name: string }[]>().map((row) => row.name)).toEqual(['Белый']);
  });

  it('applies the declared filters and the ids of getMany', async () => {
    const names = async (filterValue: object) => {
      const response = await send('GET', `${BASE}?${query({ filter: filterValue })}`);
      expect(response.statusCode).toBe(200);
      return response.json<{ name: string }[]>().map((row) => row.name);
    };
    expect(await names({ q: 'СЕР' })).toEqual(['Серебро']);
    expect(await names({ kind: 'matte' })).toEqual(['Графит']);
    expect(await names({ available: true })).toEqual(['Белый', 'Серебро']);
    expect(await names({ driver_id: driver })).toEqual(['Серебро']);
    expect(await names({ id: [created['Белый'], created['Графит'], created.kz] })).toEqual(['Белый', 'Графит']);
  });

  it('refuses an undeclared filter or sort with field details, never ignoring it', async () => {
    const response = await send('GET', `${BASE}?${query({ filter: { painted_on_gte: '2026-02-01' } })}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation_error',
      error_msg: text('errors.validation'),
      data: { painted_on_gte: text('generated.query.filter') },
    });
    const badSort = await send('GET', `${BASE}?${query({ sort: ['kind', 'ASC'] })}`);
    expect(badSort.statusCode).toBe(400);
    const badKind = await send('GET', `${BASE}?${query({ filter: { kind: 'glossy' } })}`);
    expect(badKind.statusCode).toBe(400);
  });

  it('one more filter line in the declaration makes that filter work', async () => {
    const response = await send('GET', `${DATED}?${query({ filter: { painted_on_gte: '2026-02-01', painted_on_lte: '2026-03-01' } })}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ name: string }[]>().map((row) => row.name)).toEqual(['Серебро']);
  });

  it('answers 404 for another park’s record on every item route', async () => {
    const other = created.kz;
    expect((await send('GET', `${BASE}/${other}`)).statusCode).toBe(404);
    expect((await send('PUT', `${BASE}/${other}`, demo1, { name: 'Чужой' })).statusCode).toBe(404);
    expect((await send('DELETE', `${BASE}/${other}`)).statusCode).toBe(404);
    expect((await send('GET', `${BASE}/${other}/changes`)).json()).toEqual({ error: 'not_found', error_msg: text('errors.notFound') });
    expect((await send('GET', `${BASE}/${other}`, kz)).statusCode).toBe(200);
  });

  it('refuses a reference to another park’s record at the field, on create and update', async () => {
    const refused = { error: 'validation_error', error_msg: text('errors.validation'), data: { driver_id: text('generated.generic.referenceMissing') } };
    const create = await send('POST', BASE, demo1, { name: 'Чужак', kind: 'solid', surcharge: '0.00', available: true, painted_on: null, driver_id: kzDriver });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual(refused);
    const update = await send('PUT', `${BASE}/${created['Белый']}`, demo1, { driver_id: kzDriver });
    expect(update.json()).toEqual(refused);
    expect((await send('GET', `${BASE}/${created['Белый']}`)).json()).toMatchObject({ driver_id: null });
  });

  it('validates writes with the entity schema in the spec error shape', async () => {
    const response = await send('POST', BASE, demo1, { name: 'Ж', kind: 'glossy', surcharge: '12', available: true, painted_on: null, driver_id: null });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; error_msg: string; data: Record<string, string> }>();
    expect(body.error).toBe('validation_error');
    expect(body.error_msg).toBe(text('errors.validation'));
    expect(Object.keys(body.data).sort()).toEqual(['kind', 'name', 'surcharge']);
  });

  it('records who changed which field from what to what', async () => {
    const id = created['Серебро'];
    const response = await send('PUT', `${BASE}/${id}`, demo1, { surcharge: '1750.00', available: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ surcharge: '1750.00', available: false, name: 'Серебро' });
    const history = await send('GET', `${BASE}/${id}/changes`);
    const [latest, first] = history.json<{ changes: { action: string; user_name: string; changes: unknown[] }[] }>().changes;
    expect(latest).toMatchObject({
      action: 'update',
      user_name: 'Смирнов Алексей Викторович',
      changes: [
        { field: 'surcharge', from: '1500.50', to: '1750.00' },
        { field: 'available', from: true, to: false },
      ],
    });
    expect(first?.action).toBe('create');
  });

  it('runs the section’s hooks inside the write: a refusal or a late throw leaves nothing behind', async () => {
    const refused = await send('POST', BASE, demo1, { name: REFUSED, kind: 'solid', surcharge: '0.00', available: true, painted_on: null, driver_id: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ data: { name: REFUSED } });
    const before = (await t.db.select().from(resourceChanges)).length;
    const late = await send('POST', BASE, demo1, { name: ROLLED_BACK, kind: 'solid', surcharge: '0.00', available: true, painted_on: null, driver_id: null });
    expect(late.statusCode).toBe(409);
    const rows = await t.db.select().from(carColoursTable).where(eq(carColoursTable.name, ROLLED_BACK));
    expect(rows).toEqual([]);
    expect((await t.db.select().from(resourceChanges)).length).toBe(before);
  });

  it('deletes a record and keeps the deletion in its history', async () => {
    const id = created['Графит'] ?? 0;
    const response = await send('DELETE', `${BASE}/${id}`);
    expect(response.statusCode).toBe(200);
    expect((await send('GET', `${BASE}/${id}`)).statusCode).toBe(404);
    const history = await t.db
      .select()
      .from(resourceChanges)
      .where(and(eq(resourceChanges.resource, 'car-colours'), eq(resourceChanges.recordId, id)));
    expect(history.map((row) => row.action).sort()).toEqual(['create', 'delete']);
  });

  it('exports the filtered list as xlsx', async () => {
    const response = await send('GET', `${BASE}/export?${query({ filter: { kind: 'metallic' } })}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('exports page by key in the list order: ties and empty days neither skipped nor repeated', async () => {
    // Two more on one day and two without a day: ties and nulls at page edges of two rows.
    for (const [name, painted_on] of [
      ['Охра', '2026-03-01'],
      ['Песок', '2026-03-01'],
      ['Мята', null],
      ['Сирень', null],
    ] as const) {
      const response = await send('POST', BASE, demo1, { name, kind: 'solid', surcharge: '0.00', available: true, painted_on, driver_id: null });
      expect(response.statusCode).toBe(200);
    }
    const service = new CrudService({ db: t.db, clock: t.clock, config: testConfig(), email: t.email, sms: t.sms, directory: crudDirectory }, carColours, carColoursTable);
    const claims = { sub: '1', login: 'demo1', taxis_id: await parkIdOf(t.db, 'demo1'), group_id: 1, server: 'test', sid: 's', exp: 0 } as const;
    for (const [field, order] of [
      ['painted_on', 'ASC'],
      ['painted_on', 'DESC'],
      ['surcharge', 'DESC'],
    ] as const) {
      const parsed = service.parseQuery({ sort: JSON.stringify([field, order]), range: '[0,999]' });
      const listed = (await service.list(claims, parsed)).rows.map((row) => row.id);
      const exported: unknown[] = [];
      for await (const row of service.allRows(claims, parsed, 2)) exported.push(row.id);
      expect(listed.length).toBeGreaterThanOrEqual(6);
      expect(exported).toEqual(listed);
    }
    // A timestamp cursor, exact to the microsecond: the staff users by the moment they were created.
    const users = new CrudService({ db: t.db, clock: t.clock, config: testConfig(), email: t.email, sms: t.sms, directory: crudDirectory }, staffUsers, usersTable);
    const byCreation = users.parseQuery({ sort: JSON.stringify(['created_at', 'DESC']), range: '[0,999]' });
    const exportedUsers: unknown[] = [];
    for await (const row of users.allRows(claims, byCreation, 1)) exportedUsers.push(row.id);
    expect(exportedUsers).toEqual((await users.list(claims, byCreation)).rows.map((row) => row.id));
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(document.paths[BASE] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths[`${BASE}/{id}`] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(document.paths[`${BASE}/{id}/changes`]).toBeDefined();
  });
});

describe.each<[AccessPolicy, number[]]>([
  ['a', [1, 2, 4, 5]],
  ['b', [1, 2]],
])('a generated resource under access policy %s', (policy, admitted) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ accessPolicy: policy }, { extend: mountFixture });
    await seedDemo(t.db);
    await t.db.execute(createCarColoursTable);
    // What the migration step does after a real resource's migration: row-level security, grants.
    await t.database.migrate();
  });
  afterAll(async () => {
    await t.close();
  });

  it('admits exactly the groups of its access path on every route', async () => {
    for (const group of [1, 2, 3, 4, 5]) {
      const { token } = await signIn(t, `demo${group}`);
      const list = await t.app.inject({ method: 'GET', url: BASE, headers: bearer(token) });
      const write = await t.app.inject({ method: 'POST', url: BASE, headers: bearer(token), payload: { name: 'Синий', kind: 'solid', surcharge: '0.00', available: true, painted_on: null, driver_id: null } });
      const expected = admitted.includes(group) ? 200 : 403;
      expect({ group, list: list.statusCode, write: write.statusCode }).toEqual({ group, list: expected, write: expected });
      if (expected === 403) expect(list.json()).toEqual({ error: 'forbidden', error_msg: text('app.noAccess') });
    }
  });
});

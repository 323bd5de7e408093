/**
 * Issue 21 §2: every generated resource answers the stock, unmodified ra-data-simple-rest client
 * with react-admin's defaults (`sort=["id","ASC"]`, `filter={}`, `{id:[…]}` for getMany, the
 * target's filter for getManyReference, PUT of the whole record it read, DELETE with a text/plain
 * header and no body), against the app listening on a real port. The resources come from the
 * declarations themselves, so a new one is walked the day it is declared. A call its views do not
 * allow is refused in the spec's `{error, error_msg}` shape (405 where the path answers other
 * methods, 404 where it answers none), never a crash or a 500.
 */
import type { AddressInfo } from 'node:net';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider, type RaRecord } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../schemas/days';
import type { ResourceDeclaration } from '../../schemas/resource';
import { resourceDeclarations } from '../../schemas/resources';
import { seedDemo } from '../../server/db/seed';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { parkIdOf } from '../helpers/fleet-fixtures';
import { companyRequisites } from '../helpers/legal-entity-fixture';
import { documentOf, resolved, validSample, type OpenApiDocument, type SampleContext } from '../helpers/openapi-sample';
import { createTestApp, type TestApp } from '../helpers/test-app';

const CYRILLIC = /[А-Яа-яЁё]/;
const EVERYTHING = { page: 1, perPage: 1000 };
/** react-admin's own list default. */
const BY_ID = { field: 'id', order: 'ASC' as const };

/**
 * What a create of these resources needs beyond a value the OpenAPI document builds: a rule the
 * document cannot state (check digits, a phone number, an id of the park's own row).
 * `n` tells two creates of one run apart.
 */
const CREATE_OVERRIDES: Record<string, (n: number) => Record<string, unknown>> = {
  users: (n) => ({ login: `stock-${n}`, email: `stock-${n}@example.com`, phone: `+7916555000${n}`, password: 'stock-client-1', group_id: 3 }),
  'legal-entities': (n) => companyRequisites(`ООО «Сток ${n}»`),
  // A person by name and phone rather than a driver of the park (the sample's driver id is nobody's).
  'drivers/blacklist': (n) => ({ driver_id: undefined, phone: `+7916555100${n}`, licence_number: undefined }),
};

/**
 * Rows of the resources nobody creates through the API, made as the app makes them: the journal
 * of exports fills when someone exports staff users.
 */
const PREPARE: Record<string, (t: TestApp, owner: SignedIn) => Promise<void>> = {
  'export-audit': async (t, owner) => {
    for (let n = 0; n < 2; n += 1) {
      const answer = await t.app.inject({ method: 'GET', url: '/api/users/export', headers: bearer(owner.token) });
      expect(answer.statusCode, answer.body).toBe(200);
    }
  },
};

/** The refusal in the spec's shape: a 404 or a 405 with a Russian `error_msg`. */
async function refused(call: () => Promise<unknown>): Promise<number> {
  const error: unknown = await call().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { status, body } = error as HttpError;
  expect([404, 405]).toContain(status);
  expect(body).toEqual({ error: expect.any(String), error_msg: expect.stringMatching(CYRILLIC) });
  return status;
}

/**
 * A record read a while ago: its read-only instants (created_at, first_login) as they were long
 * before. The server owns them, so a whole record written back is accepted and they stay its own.
 */
function staleReadOnly(declaration: ResourceDeclaration, record: RaRecord): Record<string, string> {
  const instants = declaration.readOnly.filter((field) => typeof record[field] === 'string' && !Number.isNaN(Date.parse(String(record[field]))));
  return Object.fromEntries(instants.map((field) => [field, '2000-01-01T00:00:00.000Z']));
}

const pick = (record: RaRecord, fields: readonly string[]) => Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]]));

/** A string field named `field` in a body schema: the field a create makes unique and an update changes. */
function isTextField(declaration: ResourceDeclaration, field: string): boolean {
  return declaration.schema.shape[field]?.safeParse('text').success === true;
}

describe('the stock ra-data-simple-rest client against the running server', () => {
  let t: TestApp;
  let owner: SignedIn;
  let park: number;
  let api: DataProvider;
  let document: OpenApiDocument;
  let context: SampleContext;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    owner = await signIn(t, 'demo1');
    park = await parkIdOf(t.db, 'demo1');
    document = await documentOf(t);
    context = { document, today: dayIn(t.clock.now(), 'Europe/Moscow') };
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    // The package's own fetchJson, with only the Authorization header added (its `user` option).
    const httpClient = (url: string, options: fetchUtils.Options = {}) =>
      fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${owner.token}` } });
    api = simpleRestProvider(`http://127.0.0.1:${port}/api`, httpClient);
  });
  afterAll(async () => {
    await t.close();
  });

  function createBody(declaration: ResourceDeclaration, n: number): Record<string, unknown> {
    const schema = document.paths[`/api/${declaration.name}`]?.post?.requestBody?.content?.['application/json']?.schema;
    if (schema === undefined) throw new Error(`${declaration.name}: the document has no POST body`);
    const sample = validSample(resolved(schema, document), context, declaration.name) as Record<string, unknown>;
    const representation = declaration.recordRepresentation;
    if (isTextField(declaration, representation)) sample[representation] = `Сток ${n}`;
    return { ...sample, ...CREATE_OVERRIDES[declaration.name]?.(n) };
  }

  for (const declaration of resourceDeclarations) {
    const { name, views } = declaration;
    const representation = declaration.recordRepresentation;

    if (declaration.single) {
      describe(`${name} (the park's own record)`, () => {
        it('getOne answers the park', async () => {
          const { data } = await api.getOne(name, { id: park });
          expect(data.id).toBe(park);
        });
        it('update writes the whole record read and reads the change back', async () => {
          const { data: before } = await api.getOne(name, { id: park });
          const changed = `${String(before[representation])} (сток)`;
          const sent = { ...before, ...staleReadOnly(declaration, before), [representation]: changed };
          const { data } = await api.update(name, { id: park, data: sent, previousData: before });
          expect(data[representation]).toBe(changed);
          const { data: after } = await api.getOne(name, { id: park });
          expect(after[representation]).toBe(changed);
          expect(pick(after, declaration.readOnly)).toEqual(pick(before, declaration.readOnly));
        });
        // One record, no collection: the collection's calls find no such path, delete no such method.
        it('getList is refused in the spec shape', async () => {
          expect(await refused(() => api.getList(name, { pagination: EVERYTHING, sort: BY_ID, filter: {} }))).toBe(404);
        });
        it('getMany is refused in the spec shape', async () => {
          expect(await refused(() => api.getMany(name, { ids: [park] }))).toBe(404);
        });
        it('getManyReference is refused in the spec shape', async () => {
          expect(await refused(() => api.getManyReference(name, { target: 'id', id: park, pagination: EVERYTHING, sort: BY_ID, filter: {} }))).toBe(404);
        });
        it('create is refused in the spec shape', async () => {
          expect(await refused(() => api.create(name, { data: { [representation]: 'Сток' } }))).toBe(404);
        });
        it('delete is refused in the spec shape', async () => {
          expect(await refused(() => api.delete(name, { id: park, previousData: { id: park } }))).toBe(405);
        });
      });
      continue;
    }

    describe(name, () => {
      const created: RaRecord[] = [];
      let rows: RaRecord[] = [];
      beforeAll(async () => {
        await PREPARE[name]?.(t, owner);
      });

      if (views.create) {
        it('create answers the new record, readable by getOne', async () => {
          for (const n of [1, 2]) {
            const { data } = await api.create(name, { data: createBody(declaration, n) });
            expect(typeof data.id).toBe('number');
            created.push(data);
            const { data: read } = await api.getOne(name, { id: data.id });
            expect(read.id).toBe(data.id);
            expect(read[representation]).toEqual(data[representation]);
          }
        });
      } else {
        it('create is refused in the spec shape', async () => {
          expect(await refused(() => api.create(name, { data: { [representation]: 'Сток' } }))).toBe(405);
        });
      }

      it('getList with react-admin\'s defaults answers every row and its total', async () => {
        const all = await api.getList(name, { pagination: EVERYTHING, sort: BY_ID, filter: {} });
        expect(all.total).toBe(all.data.length);
        expect(all.data.length, `${name}: no rows to read`).toBeGreaterThanOrEqual(2);
        const ids = all.data.map((row) => Number(row.id));
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
        for (const record of created) expect(ids).toContain(record.id);
        const page = await api.getList(name, { pagination: { page: 2, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
        expect(page.total).toBe(all.total);
        expect(page.data.map((row) => row.id)).toEqual([ids.at(-2)]);
        rows = all.data;
      });

      it('getOne answers the row the list shows', async () => {
        const row = rows[0];
        if (row === undefined) throw new Error(`${name}: no row`);
        const { data } = await api.getOne(name, { id: row.id });
        expect(data.id).toBe(row.id);
        // `GET /users/{id}` is spec 3's signed-in user: the same person, in that route's own fields.
        if (declaration.oneThroughList) expect(data[representation]).toBe(row[representation]);
        else expect(data).toEqual(row);
      });

      it('getMany answers exactly the rows asked for', async () => {
        const asked = rows.slice(0, 2).map((row) => row.id);
        const { data } = await api.getMany(name, { ids: asked });
        expect(data.map((row) => row.id).sort()).toEqual([...asked].sort());
      });

      it('getManyReference answers the rows of the target', async () => {
        const line = declaration.list.filters.find((candidate) => candidate.kind === 'reference');
        const target = line?.kind === 'reference' ? line.field : 'id';
        const value = rows[0]?.[target];
        const { data, total } = await api.getManyReference(name, { target, id: value, pagination: EVERYTHING, sort: BY_ID, filter: {} });
        expect(total).toBe(rows.filter((row) => row[target] === value).length);
        expect(data.every((row) => row[target] === value)).toBe(true);
        expect(data.length).toBe(total);
      });

      if (views.edit) {
        it('update writes back the whole record read and reads the change back', async () => {
          const row = created.at(-1) ?? rows[0];
          if (row === undefined) throw new Error(`${name}: no row`);
          const { data: before } = await api.getOne(name, { id: row.id });
          const changed = `${String(before[representation])} (правка)`;
          const sent = { ...before, ...staleReadOnly(declaration, before), [representation]: changed };
          const { data } = await api.update(name, { id: row.id, data: sent, previousData: before });
          expect(data[representation]).toBe(changed);
          const { data: after } = await api.getOne(name, { id: row.id });
          expect(after[representation]).toBe(changed);
          expect(pick(after, declaration.readOnly)).toEqual(pick(before, declaration.readOnly));
        });
      } else {
        it('update is refused in the spec shape', async () => {
          const row = rows[0];
          if (row === undefined) throw new Error(`${name}: no row`);
          expect(await refused(() => api.update(name, { id: row.id, data: row, previousData: row }))).toBe(405);
        });
      }

      if (views.delete) {
        it('delete answers the record and it is gone', async () => {
          const row = created.at(0) ?? rows[0];
          if (row === undefined) throw new Error(`${name}: no row`);
          const { data } = await api.delete(name, { id: row.id, previousData: row });
          expect(data.id).toBe(row.id);
          expect(await refused(() => api.getOne(name, { id: row.id }))).toBe(404);
          const after = await api.getList(name, { pagination: EVERYTHING, sort: BY_ID, filter: {} });
          expect(after.total).toBe(rows.length - 1);
          expect(after.data.map((candidate) => candidate.id)).not.toContain(row.id);
        });
      } else {
        it('delete is refused in the spec shape', async () => {
          const row = rows[0];
          if (row === undefined) throw new Error(`${name}: no row`);
          expect(await refused(() => api.delete(name, { id: row.id, previousData: row }))).toBe(405);
          const after = await api.getList(name, { pagination: EVERYTHING, sort: BY_ID, filter: {} });
          expect(after.total).toBe(rows.length);
        });
      }
    });
  }
});

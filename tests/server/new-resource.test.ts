/**
 * `npm run new:resource`: the folder its template writes (scripts/resource-template.ts) is read by
 * the server's own scan (the same declaration check as the real folders), its table's migration is
 * what drizzle-kit writes from it, and the mounted resource answers its API; its texts merge into
 * the catalogue under the declaration's name, and it has its four screens. A template that breaks
 * any of these fails here.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raResourceOf, screenPathsOf } from '../../schemas/resource';
import { seedDemo } from '../../server/db/seed';
import { mountResource, type ServerResource } from '../../server/lib/crud/crud.routes';
import { scanResources } from '../../server/modules/generated';
import { mergeFolderTexts } from '../../texts/folder-texts';
import { resourceFiles, targetProblem } from '../../scripts/resource-template';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Four levels below the root, so the template's imports are given `../../../..` as their root.
const SCAN = join(ROOT, '.tmp', `new-resource-${process.pid}`);
const NAME = 'scaffold-probes';
const FOLDER = join(SCAN, 'rent', NAME);

describe('the scaffold refuses', () => {
  const none = () => false;
  it('a bad argument, an unknown section, a bad name and an existing folder', () => {
    expect(targetProblem(undefined, none)).toMatch(/Usage/);
    expect(targetProblem('rent', none)).toMatch(/Usage/);
    expect(targetProblem('rent/a/b', none)).toMatch(/Usage/);
    expect(targetProblem('garage/car-colours', none)).toMatch(/Unknown section «garage»/);
    expect(targetProblem('rent/Car_Colours', none)).toMatch(/Bad name/);
    expect(targetProblem('rent/car--colours', none)).toMatch(/Bad name/);
    expect(targetProblem('users/offers', (folder) => folder === 'resources/users/offers')).toMatch(/exists already/);
    expect(targetProblem('rent/car-colours', none)).toBeNull();
  });
});

describe('a scaffolded resource', () => {
  let t: TestApp;
  let resource: ServerResource;
  let demo1: SignedIn;
  let textModule: Record<string, unknown>;

  beforeAll(async () => {
    mkdirSync(FOLDER, { recursive: true });
    for (const [file, text] of Object.entries(resourceFiles({ section: 'rent', name: NAME }, '../../../..'))) writeFileSync(join(FOLDER, file), text);
    const scanned = await scanResources(SCAN);
    expect(scanned).toHaveLength(1);
    resource = scanned[0] as ServerResource;
    textModule = (await import(join(FOLDER, 'texts.ts'))) as Record<string, unknown>;
    t = await createTestApp({}, { extend: (app, deps) => mountResource(app, deps, resource) });
    await seedDemo(t.db);
    // What drizzle-kit generate writes for the folder's table alone (the rest is migrated already).
    const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ table: resource.table }));
    expect(statements.join('\n')).toMatch(/CREATE TABLE "scaffold_probes"/);
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    await t.database.migrate();
    demo1 = await signIn(t, 'demo1');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(SCAN, { recursive: true, force: true });
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(demo1.token), payload });
  const list = (filter: object) => send('GET', `/api/${NAME}?filter=${encodeURIComponent(JSON.stringify(filter))}`);

  it('has its four screens at its spec paths and a menu link', () => {
    const paths = screenPathsOf(resource.declaration);
    // The create form is `<path>/create`, which the card's route `<path>/:id` carries.
    expect(paths).toEqual({ list: `/rent/${NAME}`, card: `/rent/${NAME}/:id`, show: `/rent/${NAME}/:id/show` });
    expect(resource.declaration.menu).toEqual({});
  });

  it('puts its texts in the catalogue under its react-admin name, in Russian', () => {
    const merged = mergeFolderTexts({ [`${FOLDER}/texts.ts`]: textModule });
    const texts = merged[raResourceOf(resource.declaration)];
    expect(texts?.name).toBe(resource.declaration.labels.title);
    expect(Object.keys(texts?.fields ?? {}).sort()).toEqual(Object.keys(resource.declaration.schema.shape).sort());
    for (const label of [texts?.title, texts?.createTitle, texts?.empty, ...Object.values(texts?.fields ?? {})]) expect(label).toMatch(/^[А-ЯЁа-яё ]+$/);
  });

  it('creates, lists with its filter, reads, updates and deletes through its API', async () => {
    const created = await send('POST', `/api/${NAME}`, { title: 'Первая', note: null, active: true });
    expect(created.statusCode).toBe(200);
    const id = resource.declaration.schema.strict().parse(created.json()).id;
    expect((await send('POST', `/api/${NAME}`, { title: 'Вторая', note: 'заметка', active: false })).statusCode).toBe(200);
    const found = await list({ q: 'перв' });
    expect(found.json<{ title: string }[]>().map((row) => row.title)).toEqual(['Первая']);
    expect((await send('GET', `/api/${NAME}/${id}`)).json()).toMatchObject({ title: 'Первая', note: null });
    expect((await send('PUT', `/api/${NAME}/${id}`, { note: 'изменена' })).json()).toMatchObject({ note: 'изменена' });
    expect((await send('POST', `/api/${NAME}`, { title: '', note: null, active: true })).statusCode).toBe(400);
    expect((await send('DELETE', `/api/${NAME}/${id}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/${NAME}/${id}`)).statusCode).toBe(404);
  });
});

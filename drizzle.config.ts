import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table file of the server's parts and every resource folder's own table: a new
  // resource's table.ts is found here, so `npm run db:generate` writes its migration.
  schema: ['./server/db/*.schema.ts', './resources/*/*/table.ts'],
  out: './server/db/migrations',
});

/** `npm run seed`: migrates the configured database and creates the demo parks anew. */
import { fill, ru } from '../../src/i18n/ru';
import { loadConfig } from '../config';
import { openDatabase } from '../main';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './seed';

const database = await openDatabase(loadConfig());
try {
  await database.migrate();
  await seedDemo(database.db, { force: true });
  console.info(ru.app.demoReseeded);
  console.info(fill(ru.app.demoAccounts, { logins: DEMO_LOGINS.join(', '), password: DEMO_PASSWORD }));
} finally {
  await database.close();
}

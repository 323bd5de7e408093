/**
 * `npm run operator -- <команда>`: the installation operator's commands on the server's own
 * database (DATABASE_URL, or the PGlite data directory DATA_DIR). `npm run operator -- help`
 * lists them.
 */
import { readFileSync } from 'node:fs';
import { fill } from '../texts/t';
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { pgliteBusyMessage, runOperator, wantsHelp, type OperatorIo } from './operator-commands';
import { operatorTexts } from './operator-texts';

const io: OperatorIo = {
  out: (line) => console.info(line),
  err: (line) => console.error(line),
  readFile: (path) => readFileSync(path, 'utf8'),
};

/** Exit codes: 0 done, 1 the command was refused, 2 the database could not be opened. */
async function main(argv: string[]): Promise<number> {
  if (wantsHelp(argv)) {
    io.out(operatorTexts.help);
    return 0;
  }
  const config = loadConfig();
  if (config.dataDir !== null) {
    const busy = pgliteBusyMessage(config.dataDir);
    if (busy !== null) {
      io.err(busy);
      return 2;
    }
  }
  let database;
  try {
    // Loaded only now: a refusal above answers at once, without the server's whole module graph.
    const { openDatabase } = await import('../server/main');
    database = await openDatabase(config);
    // The migrations the server applies on start: an installation never started works too.
    await database.migrate();
  } catch (error) {
    io.err(fill(operatorTexts.noDatabase, { reason: error instanceof Error ? error.message : String(error) }));
    await database?.close();
    return 2;
  }
  try {
    return await runOperator({ db: database.operator, now: () => systemClock.now(), io }, argv);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(fill(operatorTexts.failed, { reason: error instanceof Error ? error.message : String(error) }));
    process.exit(1);
  },
);

/**
 * With `config.countStatements` (tests, COUNT_STATEMENTS=1): every request counts the SQL
 * statements it runs, from its first hook to its answer, and answers the figure in the
 * `x-sql-statements` header. Registered before the auth plugin, so the token's checks count too.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { countStatements, type StatementTally } from '../db/statement-count';

export const STATEMENTS_HEADER = 'x-sql-statements';

const tallies = new WeakMap<object, StatementTally>();

export const statementCountPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    const tally: StatementTally = { statements: 0 };
    tallies.set(request, tally);
    countStatements(tally, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const tally = tallies.get(request);
    if (tally !== undefined) reply.header(STATEMENTS_HEADER, String(tally.statements));
    return payload;
  });
});

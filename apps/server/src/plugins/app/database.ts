import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseConfig } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Opens the database (migrations applied) for the app's lifetime. */
/** `statementTimeoutMs`: the server's time box on each PostgreSQL statement (the CLI's bulk work has none). */
export default fp<{ database: DatabaseConfig; statementTimeoutMs: number }>(
  async (fastify, { database, statementTimeoutMs }) => {
    const { db, close } = await openDatabase({ ...database, statementTimeoutMs }, fastify.log);
    fastify.decorate('db', db);
    fastify.addHook('onClose', close);
  },
  { name: 'database' },
);

import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseConfig } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Opens the database (migrations applied) for the app's lifetime. */
export default fp<{ database: DatabaseConfig }>(
  async (fastify, { database }) => {
    const { db, close } = await openDatabase(database, fastify.log);
    fastify.decorate('db', db);
    fastify.addHook('onClose', close);
  },
  { name: 'database' },
);

import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseConfig } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** For the prepared statements of the list pages an index orders (OpenDatabase.plannedOnceDb). */
    plannedOnceDb: Database;
    /** `listener` is called if the embedded database stops while the app runs (never on PostgreSQL, whose pool reconnects). */
    onDatabaseLost: (listener: (error: Error) => void) => void;
  }
}

/** Opens the database (migrations applied) for the app's lifetime. */
/** `statementTimeoutMs`: the server's time box on each PostgreSQL statement (the CLI's bulk work has none). */
export default fp<{ database: DatabaseConfig; statementTimeoutMs: number }>(
  async (fastify, { database, statementTimeoutMs }) => {
    const { db, plannedOnceDb, close, onLost } = await openDatabase({ ...database, statementTimeoutMs }, fastify.log);
    fastify.decorate('db', db);
    fastify.decorate('plannedOnceDb', plannedOnceDb);
    fastify.decorate('onDatabaseLost', (listener: (error: Error) => void) => onLost?.(listener));
    fastify.addHook('onClose', close);
  },
  { name: 'database' },
);

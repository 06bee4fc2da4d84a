import { startTestPostgres } from './postgres-cluster.ts';

/** A database a suite runs on: PGlite (no URL) or a PostgreSQL started for it. */
export type StartTestDatabase = () => Promise<{ databaseUrl: string | undefined; stop: () => Promise<void> }>;

/** Both drivers, for `describe.each`: what holds on one must hold on the other. */
export const TEST_DATABASES: readonly [string, StartTestDatabase][] = [
  ['PGlite', async () => ({ databaseUrl: undefined, stop: async () => {} })],
  [
    'PostgreSQL',
    async () => {
      const postgres = await startTestPostgres();
      return { databaseUrl: postgres.url, stop: postgres.stop };
    },
  ],
];

/** One of them by name, for a suite split into one file per database so the two run in parallel. */
export function testDatabase(name: 'PGlite' | 'PostgreSQL'): StartTestDatabase {
  const found = TEST_DATABASES.find(([driver]) => driver === name);
  if (found === undefined) throw new Error(`no test database named ${name}`);
  return found[1];
}

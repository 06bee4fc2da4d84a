import { startTestPostgres } from '../../test/postgres-cluster.ts';
import { describeApiSuite } from '../../test/api-suite.ts';

describeApiSuite('PostgreSQL', async () => {
  const postgres = await startTestPostgres();
  return { databaseUrl: postgres.url, stop: postgres.stop };
});

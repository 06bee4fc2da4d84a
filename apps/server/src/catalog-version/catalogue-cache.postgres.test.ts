import { startTestPostgres } from '../test/postgres-cluster.ts';
import { describeCatalogueCacheSuite } from '../test/catalogue-cache-suite.ts';

describeCatalogueCacheSuite(
  'PostgreSQL',
  async () => {
    const postgres = await startTestPostgres();
    return { databaseUrl: postgres.url, stop: postgres.stop };
  },
  { canShareDatabase: true },
);

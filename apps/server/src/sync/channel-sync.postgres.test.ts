import { startTestPostgres } from '../test/postgres-cluster.ts';
import { describeChannelSyncSuite } from '../test/channel-sync-suite.ts';

describeChannelSyncSuite('PostgreSQL', async () => {
  const postgres = await startTestPostgres();
  return { databaseUrl: postgres.url, stop: postgres.stop };
});

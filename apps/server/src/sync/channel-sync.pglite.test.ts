import { describeChannelSyncSuite } from '../test/channel-sync-suite.ts';

describeChannelSyncSuite('PGlite', async () => ({ databaseUrl: undefined, stop: async () => {} }));

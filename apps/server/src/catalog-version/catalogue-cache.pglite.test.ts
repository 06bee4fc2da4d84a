import { describeCatalogueCacheSuite } from '../test/catalogue-cache-suite.ts';

describeCatalogueCacheSuite('PGlite', async () => ({ databaseUrl: undefined, stop: async () => {} }), { canShareDatabase: false });

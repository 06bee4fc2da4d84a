import { describeApiSuite } from '../../test/api-suite.ts';

describeApiSuite('PGlite', async () => ({ databaseUrl: undefined, stop: async () => {} }));

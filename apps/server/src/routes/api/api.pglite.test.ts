import { describeApiSuite } from './api-suite.ts';

describeApiSuite('PGlite', async () => ({ databaseUrl: undefined, stop: async () => {} }));

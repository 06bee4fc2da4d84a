import { testDatabase } from '../test/test-databases.ts';
import { describeApiFuzz } from './api-fuzz-suite.ts';

// One file per database, so the hardening run takes the two lanes in parallel.
describeApiFuzz('PGlite', testDatabase('PGlite'));

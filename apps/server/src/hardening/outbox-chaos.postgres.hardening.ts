import { testDatabase } from '../test/test-databases.ts';
import { describeOutboxChaos } from './outbox-chaos-suite.ts';

// One file per database, so the hardening run takes the two lanes in parallel.
describeOutboxChaos('PostgreSQL', testDatabase('PostgreSQL'));

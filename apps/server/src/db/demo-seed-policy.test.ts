import { describe, expect, it } from 'vitest';
import { isDemoSeededWhenEmpty } from './demo-seed-policy.ts';

describe('SEED_DEMO: when an empty database gets the demo catalogue', () => {
  it.each([
    ['auto', 'the embedded database', true, true],
    ['auto', 'a database set by DATABASE_URL', false, false],
    ['always', 'the embedded database', true, true],
    ['always', 'a database set by DATABASE_URL', false, true],
    ['never', 'the embedded database', true, false],
    ['never', 'a database set by DATABASE_URL', false, false],
  ] as const)('%s on %s: seeded %s', (policy, _database, isEmbedded, isSeeded) => {
    expect(isDemoSeededWhenEmpty(policy, isEmbedded)).toBe(isSeeded);
  });
});

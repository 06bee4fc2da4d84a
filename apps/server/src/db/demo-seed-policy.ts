/**
 * When the demo catalogue goes into an empty database (SEED_DEMO). PRODUCT §10.15: never into a
 * database set by DATABASE_URL unless asked, so a production catalogue starts empty.
 */

export const SEED_DEMO_POLICIES = ['auto', 'always', 'never'] as const;
export type SeedDemoPolicy = (typeof SEED_DEMO_POLICIES)[number];

/** `auto` seeds only the embedded database (PGlite), `always` either kind, `never` none. */
export function isDemoSeededWhenEmpty(policy: SeedDemoPolicy, isEmbedded: boolean): boolean {
  return policy === 'always' || (policy === 'auto' && isEmbedded);
}

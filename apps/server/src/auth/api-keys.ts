import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const GENERATED_KEY_BYTES = 24;
export const API_KEY_FILE = 'api-key';

/**
 * The configured keys, or the key generated on first start and kept in the data dir, so
 * a page loaded before a restart keeps working after it.
 */
export function resolveApiKeys(configured: string[] | undefined, dataDir: string): string[] {
  if (configured !== undefined) return configured;
  const path = join(dataDir, API_KEY_FILE);
  try {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored !== '') return [stored];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(GENERATED_KEY_BYTES).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, `${key}\n`, { mode: 0o600 });
  return [key];
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** How many distinct keys presented lately keep their verdict: a site's pages send one or two. */
const REMEMBERED_VERDICTS = 256;

/**
 * Whether a request's key is one of `keys` (two during a rotation): constant-time against each,
 * through digests of one length. Every page sends the same key, and hashing it was ~5 % of a
 * cached answer's cost: the verdict on each key presented lately is remembered, looked up by the
 * presented string itself (a hash-table lookup, which tells nothing about the accepted keys).
 */
export function apiKeyChecker(keys: readonly string[]): (candidate: unknown) => boolean {
  const acceptedDigests = keys.map(digest);
  const verdicts = new Map<string, boolean>();
  const check = (candidate: string) => {
    const candidateDigest = digest(candidate);
    let isAccepted = false;
    for (const accepted of acceptedDigests) isAccepted = timingSafeEqual(candidateDigest, accepted) || isAccepted;
    return isAccepted;
  };
  return (candidate) => {
    if (typeof candidate !== 'string' || candidate === '') return false;
    let isAccepted = verdicts.get(candidate);
    if (isAccepted === undefined) {
      // Emptied when full: a key guesser (rate limited anyway) costs a digest per guess, as before.
      if (verdicts.size >= REMEMBERED_VERDICTS) verdicts.clear();
      isAccepted = check(candidate);
      verdicts.set(candidate, isAccepted);
    }
    return isAccepted;
  };
}

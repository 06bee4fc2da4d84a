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

/** Constant-time against every accepted key (two during a rotation). */
export function isAcceptedApiKey(candidate: unknown, keys: readonly string[]): boolean {
  if (typeof candidate !== 'string' || candidate === '') return false;
  const candidateDigest = digest(candidate);
  let isAccepted = false;
  for (const key of keys) isAccepted = timingSafeEqual(candidateDigest, digest(key)) || isAccepted;
  return isAccepted;
}

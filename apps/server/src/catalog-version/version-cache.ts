import { createSegmentedLru } from './segmented-lru.ts';

/** Defaults of CACHE_MAX_ENTRIES and CACHE_MAX_MB: a list answer of 8 videos is ~10 KB, a page ~5 KB. */
export const DEFAULT_CACHE_MAX_ENTRIES = 10_000;
export const DEFAULT_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** What an entry costs besides its value (key, bookkeeping), so a cached "not found" is never free. */
const ENTRY_OVERHEAD_BYTES = 64;

export interface Cached<T> {
  value: T;
  /** The catalogue version the value belongs to (for the ETag). */
  version: number;
}

interface Entry {
  value: unknown;
  version: number;
  bytes: number;
}

export interface VersionCacheOptions {
  /** This instance's current catalogue version (catalog-version.ts). */
  currentVersion: () => number;
  maxEntries: number;
  maxBytes: number;
}

export type CachedByVersion = <T>(key: string, load: () => Promise<T>, bytesOf?: (value: T) => number) => Promise<Cached<T>>;

export interface VersionCache {
  cachedByVersion: CachedByVersion;
  /**
   * What is cached for `key` at the current version, at once, or undefined (nothing is loaded):
   * a hit answered without waiting for a promise. The caller knows the value's type.
   */
  cachedNow: <T>(key: string) => Cached<T> | undefined;
  /**
   * Keeps a value derived elsewhere for `key` at `version`, replacing what is kept unless it
   * belongs to a newer version (a value that was current when it began must not replace that).
   */
  keep: <T>(key: string, { value, version }: Cached<T>, bytes: number) => void;
  stats: () => { entries: number; bytes: number; hits: number; loads: number };
}

/** A key whose parts cannot run into each other, whatever text they hold (search terms, paths). */
export function cacheKey(namespace: string, ...parts: readonly (string | number | undefined)[]): string {
  return JSON.stringify([namespace, ...parts.map((part) => part ?? null)]);
}

/** Strings by their length, anything else by the length of its JSON. */
function defaultBytesOf(value: unknown): number {
  if (typeof value === 'string') return value.length;
  return value === undefined ? 0 : JSON.stringify(value).length;
}

/**
 * In-process cache of anything derived from the catalogue, valid for one catalogue version:
 * an entry of an older version is a miss, and is replaced by the fresh value (so old versions
 * do not pile up). Bounded by entries and bytes, as a segmented LRU (segmented-lru.ts): an entry
 * asked once leaves before one asked again. Concurrent misses of one key and version share one
 * load (single flight); a failed load is not cached.
 * The caller owns the key: it must hold everything the value depends on (theme included).
 */
export function createVersionCache({ currentVersion, maxEntries, maxBytes }: VersionCacheOptions): VersionCache {
  const entries = createSegmentedLru<Entry>({ maxEntries, maxBytes, bytesOf: (entry) => entry.bytes });
  const inFlight = new Map<string, Promise<Cached<unknown>>>();
  let hits = 0;
  let loads = 0;

  const cachedNow = <T>(key: string): Cached<T> | undefined => {
    const version = currentVersion();
    const entry = entries.get(key);
    if (entry?.version !== version) return undefined;
    hits += 1;
    return { value: entry.value as T, version };
  };

  const keep = <T>(key: string, { value, version }: Cached<T>, bytes: number): void => {
    const stored = entries.peek(key);
    if (stored === undefined || stored.version <= version) entries.set(key, { value, version, bytes: bytes + key.length + ENTRY_OVERHEAD_BYTES });
  };

  const cachedByVersion = async <T>(key: string, load: () => Promise<T>, bytesOf: (value: T) => number = defaultBytesOf): Promise<Cached<T>> => {
    const hit = cachedNow<T>(key);
    if (hit !== undefined) return hit;
    const version = currentVersion();
    const flightKey = `${version}:${key}`;
    const pending = inFlight.get(flightKey);
    if (pending !== undefined) return pending as Promise<Cached<T>>;

    loads += 1;
    const flight = (async () => {
      const value = await load();
      keep(key, { value, version }, bytesOf(value));
      return { value, version };
    })().finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, flight);
    return flight;
  };

  return {
    cachedByVersion,
    cachedNow,
    keep,
    stats: () => ({ entries: entries.size, bytes: entries.bytes, hits, loads }),
  };
}

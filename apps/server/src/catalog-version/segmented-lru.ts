import { LRUCache } from 'lru-cache';

/** How much of the bounds entries asked again may hold, as in Caffeine's main space. */
const PROTECTED_SHARE = 0.8;

export interface SegmentedLruOptions<V> {
  maxEntries: number;
  maxBytes: number;
  bytesOf: (value: V) => number;
}

export interface SegmentedLru<V> {
  /** The value, counted as asked: an entry on probation asked again becomes protected. */
  get: (key: string) => V | undefined;
  /** The value, without counting it as asked. */
  peek: (key: string) => V | undefined;
  set: (key: string, value: V) => void;
  readonly size: number;
  readonly bytes: number;
}

/**
 * A segmented LRU: a new entry is on probation; asked again, it is protected, within 80 % of the
 * bounds. What must leave is the least recently used entry on probation, and an entry pushed out
 * of the protected part goes back on probation. So a crawl through thousands of pages or terms
 * asked once pushes out its own entries, not the row counts, first pages and popular searches
 * that visitors keep asking; with nothing protected, probation has the whole cache, as an LRU.
 */
export function createSegmentedLru<V extends object>({ maxEntries, maxBytes, bytesOf }: SegmentedLruOptions<V>): SegmentedLru<V> {
  const probation = new LRUCache<string, V>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: bytesOf });
  const protectedMaxBytes = Math.max(1, Math.floor(maxBytes * PROTECTED_SHARE));
  // A larger value would be refused by the protected part (and the key it replaced dropped): it stays on probation.
  const fitsProtected = (value: V) => bytesOf(value) <= protectedMaxBytes;
  const protectedPart = new LRUCache<string, V>({
    max: Math.max(1, Math.floor(maxEntries * PROTECTED_SHARE)),
    maxSize: protectedMaxBytes,
    sizeCalculation: bytesOf,
    dispose: (value, key, reason) => {
      if (reason === 'evict') probation.set(key, value);
    },
  });

  const size = () => probation.size + protectedPart.size;
  const bytes = () => probation.calculatedSize + protectedPart.calculatedSize;
  const keepWithinBounds = () => {
    while (probation.size > 0 && (size() > maxEntries || bytes() > maxBytes)) probation.pop();
  };

  return {
    get: (key) => {
      const kept = protectedPart.get(key);
      if (kept !== undefined) return kept;
      const value = probation.get(key);
      // Moved, not copied: an entry the protected part pushes out goes back on probation, so the totals stay as they were.
      if (value !== undefined && fitsProtected(value)) {
        probation.delete(key);
        protectedPart.set(key, value);
      }
      return value;
    },
    peek: (key) => protectedPart.peek(key) ?? probation.peek(key),
    set: (key, value) => {
      // A protected entry replaced stays protected, unless the new value is too large for it.
      if (protectedPart.has(key) && fitsProtected(value)) protectedPart.set(key, value);
      else {
        protectedPart.delete(key);
        probation.set(key, value);
      }
      keepWithinBounds();
    },
    get size() {
      return size();
    },
    get bytes() {
      return bytes();
    },
  };
}

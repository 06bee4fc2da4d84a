import { isLocalhost } from '@vitrine/catalog/site';
import type { ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { readPageConfig } from '../config/page-config.ts';
import { VIDEO_CACHE_STORAGE_KEY } from './storage-keys.ts';
import { readJson, remove, writeJson } from './storage.ts';

/**
 * Client cache of video lists (PRODUCT §7.5, §9.1): one entry per theme and
 * query, persisted in localStorage so a reload within a minute costs no request.
 * Off on localhost so development always sees fresh data, unless the page config's
 * `cacheOnLocalhost` switch (used by tests) turns it on.
 */

export const CACHE_TTL_MS = 60_000;
export const CACHE_MAX_ENTRIES = 100;

/** Everything that changes the answer of GET /api/blogs. */
export interface VideoQueryKey {
  theme: ThemeId;
  category: string;
  limit: number;
  offset: number;
  search: string;
  label: string;
  orderfields: string;
  orderby: string;
}

interface CacheEntry {
  value: unknown;
  storedAt: number;
}

type CacheTable = Record<string, CacheEntry>;

export function videoCacheKey(query: VideoQueryKey): string {
  const { theme, category, limit, offset, search, label, orderfields, orderby } = query;
  return JSON.stringify([theme, category, limit, offset, search, label, orderfields, orderby]);
}

export function isVideoCacheEnabled(hostname: string = globalThis.location?.hostname ?? ''): boolean {
  return !isLocalhost(hostname) || readPageConfig().cacheOnLocalhost;
}

/** The stored value while it is younger than the TTL, else undefined. */
export function readVideoCache(key: string): unknown {
  if (!isVideoCacheEnabled()) return undefined;
  const entry = readTable()[key];
  return entry && !isExpired(entry, Date.now()) ? entry.value : undefined;
}

/** Best effort: a full or disabled storage just means no cache. */
export function writeVideoCache(key: string, value: unknown): void {
  if (!isVideoCacheEnabled()) return;
  const now = Date.now();
  const table = readTable();
  table[key] = { value, storedAt: now };
  const trimmed = evict(table, now);
  if (!writeJson(VIDEO_CACHE_STORAGE_KEY, trimmed)) {
    // The storage is full of something: make room once, then give up quietly.
    writeJson(VIDEO_CACHE_STORAGE_KEY, dropOldestQuarter(trimmed));
  }
}

export function clearVideoCache(): void {
  remove(VIDEO_CACHE_STORAGE_KEY);
}

/** Over the limit, expired entries go; if that is not enough, the oldest quarter goes. */
function evict(table: CacheTable, now: number): CacheTable {
  if (Object.keys(table).length <= CACHE_MAX_ENTRIES) return table;
  const fresh = Object.fromEntries(Object.entries(table).filter(([, entry]) => !isExpired(entry, now)));
  if (Object.keys(fresh).length <= CACHE_MAX_ENTRIES) return fresh;
  return dropOldestQuarter(fresh);
}

function dropOldestQuarter(table: CacheTable): CacheTable {
  const entries = Object.entries(table).sort(([, a], [, b]) => a.storedAt - b.storedAt);
  return Object.fromEntries(entries.slice(Math.ceil(entries.length / 4)));
}

function isExpired(entry: CacheEntry, now: number): boolean {
  return now - entry.storedAt >= CACHE_TTL_MS;
}

/** Entries of any other shape (older versions, hand edits) are dropped, never trusted. */
function readTable(): CacheTable {
  const stored = readJson<unknown>(VIDEO_CACHE_STORAGE_KEY, {});
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const table: CacheTable = {};
  for (const [key, entry] of Object.entries(stored)) {
    if (isCacheEntry(entry)) table[key] = entry;
  }
  return table;
}

function isCacheEntry(entry: unknown): entry is CacheEntry {
  return typeof entry === 'object' && entry !== null && 'value' in entry && typeof (entry as CacheEntry).storedAt === 'number';
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageConfigForTests } from '../config/page-config.ts';
import { VIDEO_CACHE_STORAGE_KEY } from './storage-keys.ts';
import {
  CACHE_MAX_ENTRIES,
  CACHE_TTL_MS,
  clearVideoCache,
  isVideoCacheEnabled,
  readVideoCache,
  videoCacheKey,
  writeVideoCache,
  type VideoQueryKey,
} from './video-cache.ts';

const query: VideoQueryKey = { theme: 'rock', category: 'trending', limit: 8, offset: 0, search: '', label: '', orderfields: 'trending', orderby: 'desc' };
const key = (offset: number) => videoCacheKey({ ...query, offset });
const storedKeys = () => Object.keys(JSON.parse(localStorage.getItem(VIDEO_CACHE_STORAGE_KEY) ?? '{}') as object);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-01T12:00:00Z') });
  setPageConfigForTests({ cacheOnLocalhost: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setPageConfigForTests();
  localStorage.clear();
});

describe('video cache key', () => {
  it('differs for every part of the query, theme included', () => {
    const variants: Partial<VideoQueryKey>[] = [{ theme: 'latino' }, { category: 'popular' }, { limit: 20 }, { offset: 8 }, { search: 'x' }, { label: 'l' }, { orderfields: 'views' }, { orderby: 'asc' }];
    const keys = new Set([videoCacheKey(query), ...variants.map((v) => videoCacheKey({ ...query, ...v }))]);
    expect(keys.size).toBe(variants.length + 1);
  });
});

describe('video cache', () => {
  it('is persisted in localStorage under wmb_video_cache', () => {
    writeVideoCache(key(0), { videos: [1] });
    expect(storedKeys()).toEqual([key(0)]);
    expect(readVideoCache(key(0))).toEqual({ videos: [1] });
  });

  it('serves an entry for 60 s and not after', () => {
    writeVideoCache(key(0), 'answer');
    vi.advanceTimersByTime(CACHE_TTL_MS - 1);
    expect(readVideoCache(key(0))).toBe('answer');
    vi.advanceTimersByTime(1);
    expect(readVideoCache(key(0))).toBeUndefined();
  });

  it('on overflow drops the expired entries first', () => {
    for (let i = 0; i < 10; i++) writeVideoCache(key(i), i);
    vi.advanceTimersByTime(CACHE_TTL_MS);
    for (let i = 10; i < CACHE_MAX_ENTRIES; i++) writeVideoCache(key(i), i);
    expect(storedKeys()).toHaveLength(CACHE_MAX_ENTRIES);
    writeVideoCache(key(CACHE_MAX_ENTRIES), 'one too many');
    expect(storedKeys()).toHaveLength(CACHE_MAX_ENTRIES - 10 + 1);
    expect(storedKeys()).not.toContain(key(0));
    expect(storedKeys()).toContain(key(10));
  });

  it('on overflow with nothing expired drops the oldest quarter', () => {
    for (let i = 0; i <= CACHE_MAX_ENTRIES; i++) {
      writeVideoCache(key(i), i);
      vi.advanceTimersByTime(10);
    }
    const kept = storedKeys();
    expect(kept).toHaveLength(CACHE_MAX_ENTRIES + 1 - Math.ceil((CACHE_MAX_ENTRIES + 1) / 4));
    expect(kept).not.toContain(key(25));
    expect(kept).toContain(key(26));
    expect(kept).toContain(key(CACHE_MAX_ENTRIES));
  });

  it('ignores a corrupt store and starts afresh', () => {
    localStorage.setItem(VIDEO_CACHE_STORAGE_KEY, '{"broken":');
    expect(readVideoCache(key(0))).toBeUndefined();
    writeVideoCache(key(0), 'fresh');
    expect(readVideoCache(key(0))).toBe('fresh');
  });

  it('ignores entries of the wrong shape', () => {
    localStorage.setItem(VIDEO_CACHE_STORAGE_KEY, JSON.stringify({ [key(0)]: 'not an entry', [key(1)]: { value: 1, storedAt: 'yesterday' } }));
    expect(readVideoCache(key(0))).toBeUndefined();
    expect(readVideoCache(key(1))).toBeUndefined();
  });

  it('never fails when the storage is full', () => {
    localStorage.setItem('someone-else', 'x'.repeat(4_999_000));
    expect(() => writeVideoCache(key(0), 'y'.repeat(10_000))).not.toThrow();
    expect(readVideoCache(key(0))).toBeUndefined();
  });

  it('is cleared on demand', () => {
    writeVideoCache(key(0), 1);
    clearVideoCache();
    expect(readVideoCache(key(0))).toBeUndefined();
    expect(localStorage.getItem(VIDEO_CACHE_STORAGE_KEY)).toBeNull();
  });
});

describe('video cache switch', () => {
  it('is off on localhost by default', () => {
    setPageConfigForTests({ cacheOnLocalhost: false });
    expect(location.hostname).toBe('localhost');
    writeVideoCache(key(0), 1);
    expect(localStorage.getItem(VIDEO_CACHE_STORAGE_KEY)).toBeNull();
    expect(readVideoCache(key(0))).toBeUndefined();
    expect(isVideoCacheEnabled('127.0.0.1')).toBe(false);
  });

  it('is on for any other host', () => {
    setPageConfigForTests({ cacheOnLocalhost: false });
    expect(isVideoCacheEnabled('rock.example.org')).toBe(true);
  });
});

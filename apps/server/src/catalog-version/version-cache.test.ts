import { describe, expect, it } from 'vitest';
import { cacheKey, createVersionCache } from './version-cache.ts';

/** A load the test finishes when it wants, counting how often it was started. */
function controlledLoad<T>() {
  let calls = 0;
  const pending: ((value: T) => void)[] = [];
  return {
    load: () => {
      calls += 1;
      return new Promise<T>((resolve) => pending.push(resolve));
    },
    finish: (value: T) => pending.splice(0).forEach((resolve) => resolve(value)),
    calls: () => calls,
  };
}

function cacheAt(initialVersion: number, bounds = { maxEntries: 100, maxBytes: 1_000_000 }) {
  let version = initialVersion;
  const cache = createVersionCache({ currentVersion: () => version, ...bounds });
  return { cache, setVersion: (next: number) => (version = next) };
}

describe('cachedByVersion', () => {
  it('shares one load between concurrent misses of one key (single flight)', async () => {
    const { cache } = cacheAt(1);
    const source = controlledLoad<string>();
    const answers = Array.from({ length: 10 }, () => cache.cachedByVersion('k', source.load));
    source.finish('answer');
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 10 }, () => ({ value: 'answer', version: 1 })));
    expect(source.calls()).toBe(1);
  });

  it('serves a hit without loading, and loads again once the version changed', async () => {
    const { cache, setVersion } = cacheAt(1);
    let loads = 0;
    const load = async () => `answer ${(loads += 1)}`;
    await cache.cachedByVersion('k', load);
    expect(await cache.cachedByVersion('k', load)).toEqual({ value: 'answer 1', version: 1 });
    setVersion(2);
    expect(await cache.cachedByVersion('k', load)).toEqual({ value: 'answer 2', version: 2 });
    expect(cache.stats().entries).toBe(1);
  });

  it('keeps keys apart', async () => {
    const { cache } = cacheAt(1);
    await cache.cachedByVersion(cacheKey('blogs', 'rock'), async () => 'rock');
    expect((await cache.cachedByVersion(cacheKey('blogs', 'latino'), async () => 'latino')).value).toBe('latino');
  });

  it('does not cache a failed load: the next request tries again', async () => {
    const { cache } = cacheAt(1);
    await expect(cache.cachedByVersion('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect((await cache.cachedByVersion('k', async () => 'back')).value).toBe('back');
  });

  it('caches "nothing found" too', async () => {
    const { cache } = cacheAt(1);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return undefined;
    };
    await cache.cachedByVersion('missing', load);
    await cache.cachedByVersion('missing', load);
    expect(loads).toBe(1);
  });

  it('never lets a load begun under an older version replace a newer entry', async () => {
    const { cache, setVersion } = cacheAt(1);
    const slow = controlledLoad<string>();
    const old = cache.cachedByVersion('k', slow.load);
    setVersion(2);
    await cache.cachedByVersion('k', async () => 'new');
    slow.finish('old');
    expect(await old).toEqual({ value: 'old', version: 1 });
    expect(await cache.cachedByVersion('k', async () => 'reloaded')).toEqual({ value: 'new', version: 2 });
  });

  it('stays within its byte bound, dropping the least recently used', async () => {
    const { cache } = cacheAt(1, { maxEntries: 100, maxBytes: 2_000 });
    for (let i = 0; i < 10; i += 1) await cache.cachedByVersion(`k${i}`, async () => 'x'.repeat(500));
    expect(cache.stats().bytes).toBeLessThanOrEqual(2_000);
    let reloaded = false;
    await cache.cachedByVersion('k0', async () => {
      reloaded = true;
      return 'x';
    });
    expect(reloaded).toBe(true);
  });

  it('keeps what is asked again through a crawl of keys asked once', async () => {
    const { cache } = cacheAt(1, { maxEntries: 10, maxBytes: 1_000_000 });
    let countLoads = 0;
    const count = () =>
      cache.cachedByVersion('row count', async () => {
        countLoads += 1;
        return 104;
      });
    await count();
    await count();
    for (let page = 0; page < 100; page += 1) await cache.cachedByVersion(`page ${page}`, async () => page);
    await count();
    expect(countLoads).toBe(1);
  });

  it('stays within its entry bound', async () => {
    const { cache } = cacheAt(1, { maxEntries: 3, maxBytes: 1_000_000 });
    for (let i = 0; i < 10; i += 1) await cache.cachedByVersion(`k${i}`, async () => i);
    expect(cache.stats().entries).toBe(3);
  });
});

describe('cachedNow and keep', () => {
  it('answer at once only what belongs to the current version', async () => {
    const { cache, setVersion } = cacheAt(1);
    expect(cache.cachedNow('k')).toBeUndefined();
    await cache.cachedByVersion('k', async () => 'answer');
    expect(cache.cachedNow('k')).toEqual({ value: 'answer', version: 1 });
    setVersion(2);
    expect(cache.cachedNow('k')).toBeUndefined();
  });

  it('keep replaces what was kept for the same or an older version, never a newer one', () => {
    const { cache, setVersion } = cacheAt(2);
    cache.keep('k', { value: 'first', version: 2 }, 10);
    cache.keep('k', { value: 'second', version: 2 }, 10);
    expect(cache.cachedNow('k')).toEqual({ value: 'second', version: 2 });
    cache.keep('k', { value: 'late, of version 1', version: 1 }, 10);
    expect(cache.cachedNow('k')).toEqual({ value: 'second', version: 2 });
    setVersion(3);
    cache.keep('k', { value: 'third', version: 3 }, 10);
    expect(cache.cachedNow('k')).toEqual({ value: 'third', version: 3 });
  });
});

describe('cacheKey', () => {
  it('cannot confuse parts that contain its separators', () => {
    expect(cacheKey('blogs', 'a","b', 'c')).not.toBe(cacheKey('blogs', 'a', 'b","c'));
    expect(cacheKey('blogs', undefined, 'x')).not.toBe(cacheKey('blogs', 'x', undefined));
  });
});

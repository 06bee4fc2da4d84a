import { describe, expect, it } from 'vitest';
import { createSegmentedLru } from './segmented-lru.ts';

interface Value {
  name: string;
  bytes: number;
}

const value = (name: string, bytes = 10): Value => ({ name, bytes });
const lru = (maxEntries: number, maxBytes = 1_000_000) => createSegmentedLru<Value>({ maxEntries, maxBytes, bytesOf: (entry) => entry.bytes });
const setAndAsk = (cache: ReturnType<typeof lru>, name: string) => {
  cache.set(name, value(name));
  cache.get(name);
};

describe('createSegmentedLru', () => {
  it('keeps an entry asked again through a crawl of entries asked once', () => {
    const cache = lru(10);
    setAndAsk(cache, 'popular');
    for (let i = 0; i < 100; i += 1) cache.set(`once${i}`, value(`once${i}`));
    expect(cache.get('popular')?.name).toBe('popular');
    expect(cache.peek('once0')).toBeUndefined();
    expect(cache.peek('once99')?.name).toBe('once99');
    expect(cache.size).toBe(10);
  });

  it('with nothing asked again, holds as many entries as its bound, the most recent ones', () => {
    const cache = lru(10);
    for (let i = 0; i < 20; i += 1) cache.set(`k${i}`, value(`k${i}`));
    expect(cache.size).toBe(10);
    expect(cache.peek('k9')).toBeUndefined();
    expect(cache.peek('k10')?.name).toBe('k10');
  });

  it('protects at most 80 % of its bound; an entry pushed out of it goes back on probation', () => {
    const cache = lru(10);
    for (let i = 0; i < 10; i += 1) setAndAsk(cache, `asked${i}`);
    // asked0 and asked1 went back on probation when asked8 and asked9 were protected.
    expect(cache.size).toBe(10);
    cache.set('new', value('new'));
    expect(cache.peek('asked0')).toBeUndefined();
    for (let i = 1; i < 10; i += 1) expect(cache.peek(`asked${i}`)?.name).toBe(`asked${i}`);
    expect(cache.peek('new')?.name).toBe('new');
  });

  it('stays within its byte bound', () => {
    const cache = lru(100, 1_000);
    for (let i = 0; i < 10; i += 1) setAndAsk(cache, `k${i}`);
    for (let i = 0; i < 10; i += 1) cache.set(`big${i}`, value(`big${i}`, 300));
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.peek('big9')?.bytes).toBe(300);
  });

  it('keeps an entry larger than the protected part on probation, where it can still be asked', () => {
    const cache = lru(100, 1_000);
    cache.set('large', value('large', 900));
    expect(cache.get('large')?.bytes).toBe(900);
    expect(cache.get('large')?.bytes).toBe(900);
    cache.set('small', value('small', 200));
    // 1,100 bytes: the large entry, least recent on probation, leaves.
    expect(cache.peek('large')).toBeUndefined();
    expect(cache.bytes).toBe(200);
  });

  it('replaces a protected entry in place: the new value stays protected', () => {
    const cache = lru(10);
    setAndAsk(cache, 'popular');
    cache.set('popular', value('popular again'));
    for (let i = 0; i < 100; i += 1) cache.set(`once${i}`, value(`once${i}`));
    expect(cache.get('popular')?.name).toBe('popular again');
  });
});

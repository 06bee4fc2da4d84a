import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, readText, remove, writeJson, writeText } from './storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('storage', () => {
  it('round-trips JSON values', () => {
    expect(writeJson('k', { a: [1, 2] })).toBe(true);
    expect(readJson('k', null)).toEqual({ a: [1, 2] });
    remove('k');
    expect(readJson('k', 'gone')).toBe('gone');
  });

  it('stores plain strings as they are', () => {
    expect(writeText('theme', 'latino')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('latino');
    expect(readText('theme')).toBe('latino');
    expect(readText('absent')).toBeNull();
  });

  it('gives the fallback for corrupt JSON', () => {
    localStorage.setItem('k', '{not json');
    expect(readJson('k', 'fallback')).toBe('fallback');
  });

  it('reports a full storage instead of throwing', () => {
    // jsdom, like browsers, allows about 5 million characters per origin.
    expect(writeJson('k', 'x'.repeat(6_000_000))).toBe(false);
    expect(readJson('k', 'absent')).toBe('absent');
  });

  it('survives a disabled storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readJson('k', 7)).toBe(7);
    expect(readText('k')).toBeNull();
    expect(() => remove('k')).not.toThrow();
  });
});

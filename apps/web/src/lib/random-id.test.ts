import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const realCrypto = globalThis.crypto;

/** The crypto of a plain-HTTP page: getRandomValues only, filled by `fill` or at random. */
function withoutRandomUuid(fill?: number): void {
  vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => (fill === undefined ? realCrypto.getRandomValues(array) : array.fill(fill)) });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('randomId', () => {
  it('is crypto.randomUUID() where the page is a secure context', () => {
    const randomUuid = vi.spyOn(realCrypto, 'randomUUID');
    const id = randomId();
    expect(randomUuid).toHaveReturnedWith(id);
    expect(id).toMatch(UUID_V4);
  });

  it('is a distinct v4 UUID from getRandomValues where randomUUID is missing (plain HTTP)', () => {
    withoutRandomUuid();
    expect(crypto.randomUUID).toBeUndefined();
    const ids = Array.from({ length: 200 }, randomId);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ['all zero', 0x00, '00000000-0000-4000-8000-000000000000'],
    ['all ones', 0xff, 'ffffffff-ffff-4fff-bfff-ffffffffffff'],
  ])('sets the version and variant bits over random bytes %s', (_case, fill, expected) => {
    withoutRandomUuid(fill);
    expect(randomId()).toBe(expected);
  });
});

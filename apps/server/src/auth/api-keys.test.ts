import { describe, expect, it } from 'vitest';
import { apiKeyChecker } from './api-keys.ts';

describe('API key check', () => {
  const isAccepted = apiKeyChecker(['current-key-0123456789', 'next-key-0123456789']);

  it('accepts each key of a rotation, every time it is presented', () => {
    for (let round = 0; round < 3; round += 1) {
      expect(isAccepted('current-key-0123456789')).toBe(true);
      expect(isAccepted('next-key-0123456789')).toBe(true);
    }
  });

  it('refuses a wrong, empty or missing key, also after the right one was accepted', () => {
    expect(isAccepted('current-key-0123456789')).toBe(true);
    for (const wrong of ['current-key-012345678', 'current-key-01234567890', 'CURRENT-KEY-0123456789', '', undefined, ['current-key-0123456789']]) {
      expect(isAccepted(wrong)).toBe(false);
      expect(isAccepted(wrong)).toBe(false);
    }
  });

  it('keeps its verdicts right past the number of keys it remembers', () => {
    for (let guess = 0; guess < 1_000; guess += 1) expect(isAccepted(`guess-${guess}`)).toBe(false);
    expect(isAccepted('current-key-0123456789')).toBe(true);
    expect(isAccepted('guess-1')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-backoff.ts';

const policy = { baseMs: 1_000, maxMs: 300_000 };

describe('retryDelayMs', () => {
  it('doubles from the base delay after each failed attempt', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, policy, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('never waits less than half of the exponential delay', () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(2_000);
  });

  it('is capped at the maximum delay, even after many attempts', () => {
    expect(retryDelayMs(12, policy, () => 1)).toBe(300_000);
    expect(retryDelayMs(1_000, policy, () => 1)).toBe(300_000);
  });

  it('spreads retries of the same attempt over time', () => {
    const delays = new Set(Array.from({ length: 20 }, () => retryDelayMs(5, policy)));
    expect(delays.size).toBeGreaterThan(1);
  });
});

import { describe, expect, it } from 'vitest';
import { formatRuntime, formatTime } from './format-time.ts';

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [65, '1:05'],
    [600, '10:00'],
    [3_599, '59:59'],
    [3_600, '1:00:00'],
    [3_725, '1:02:05'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%s s reads %s', (seconds, expected) => {
    expect(formatTime(seconds)).toBe(expected);
  });
});

describe('formatRuntime', () => {
  it('reads a known length as a player would, and nothing for an unknown one', () => {
    expect(formatRuntime(253)).toBe('4:13');
    expect(formatRuntime(3_723)).toBe('1:02:03');
    expect(formatRuntime(null)).toBeNull();
  });
});

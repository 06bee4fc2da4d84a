import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { SafeInteger } from './safe-integer.ts';

describe('SafeInteger', () => {
  it.each([Infinity, -Infinity, Number.NaN, 2 ** 53, 1.5, 101, -1])('refuses %s', (value) => {
    expect(Value.Check(SafeInteger({ minimum: 0, maximum: 100 }), value)).toBe(false);
  });

  it('accepts an integer within its bounds', () => {
    expect(Value.Check(SafeInteger({ minimum: 0, maximum: 100 }), 100)).toBe(true);
  });

  it.each([
    [0, Infinity],
    [-Infinity, 0],
    [0, 2 ** 53],
    [5, 1],
  ])('cannot be built with bounds %s..%s', (minimum, maximum) => {
    expect(() => SafeInteger({ minimum, maximum })).toThrow(/safe bounds/);
  });
});

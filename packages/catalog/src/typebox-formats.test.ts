import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { isDateTime } from './typebox-formats.ts';

describe('date-time format', () => {
  it.each([
    ['2026-11-21T14:40:58Z', true],
    ['2026-11-21T14:40:58.123+01:00', true],
    ['2026-11-21', false],
    ['2026-13-45T99:99:99Z', false],
    ['yesterday', false],
  ])('%s is a date-time: %s', (value, expected) => {
    expect(isDateTime(value)).toBe(expected);
  });

  it('is registered for Value.Check', () => {
    const schema = Type.String({ format: 'date-time' });
    expect(Value.Check(schema, '2026-11-21T14:40:58Z')).toBe(true);
    expect(Value.Check(schema, 'not a date')).toBe(false);
  });
});

describe('pattern errors', () => {
  it('read as the described rule, or as a reason, never as the regular expression', () => {
    const described = Type.String({ pattern: '^[a-z]+$', description: 'lower-case letters' });
    expect([...Value.Errors(described, 'A1')].map((error) => error.message)).toEqual(['must be lower-case letters']);
    expect([...Value.Errors(Type.String({ pattern: '^[a-z]+$' }), 'A1')].map((error) => error.message)).toEqual(['contains characters that are not allowed']);
  });
});

import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { isMultiLineText, isOneLineText, isPrintableKey, ONE_LINE_TEXT_PATTERN, PRINTABLE_KEY_PATTERN } from './text-rules.ts';

describe('text rules', () => {
  it.each([
    ['plain text', 'Live at Wacken — 100 % été', true, true],
    ['an empty string', '', true, true],
    ['NUL', 'a\u0000b', false, false],
    ['a line feed', 'a\nb', false, true],
    ['CR LF', 'a\r\nBcc: x@example.org', false, true],
    ['a tab', 'a\tb', false, true],
    ['DEL', 'a\u007fb', false, false],
    ['a C1 control', 'a\u0085b', false, false],
    ['a vertical tab', 'a\u000bb', false, false],
    ['a Unicode line separator', 'a\u2028b', false, true],
  ])('%s: one-line %s, multi-line %s', (_case, text, isOneLine, isMultiLine) => {
    expect(isOneLineText(text)).toBe(isOneLine);
    expect(isMultiLineText(text)).toBe(isMultiLine);
    // The schema pattern (API queries and params) says the same as the predicate.
    expect(Value.Check(Type.String({ pattern: ONE_LINE_TEXT_PATTERN }), text)).toBe(isOneLine);
  });

  it.each([
    ['a UUID', '0b7e6f0e-4c1a-4d8e-9a3b-2f1c5d6e7a8b', true],
    ['every printable ASCII character', '!"#$%&\'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~', true],
    ['an empty key', '', false],
    ['a space', 'two words', false],
    ['a tab', 'key\tkey', false],
    ['a line feed', 'key\nkey', false],
    ['DEL', 'key\u007f', false],
    ['a letter outside ASCII', 'clé-0123456789abcdef', false],
  ])('a key with %s is printable: %s', (_case, key, isPrintable) => {
    expect(isPrintableKey(key)).toBe(isPrintable);
    // The schema pattern (the Idempotency-Key header) says the same as the predicate.
    expect(Value.Check(Type.String({ pattern: PRINTABLE_KEY_PATTERN }), key)).toBe(isPrintable);
  });
});

import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import {
  isMultiLineText,
  isOneLineText,
  isPrintableKey,
  isWellFormedText,
  MULTI_LINE_TEXT_PATTERN,
  ONE_LINE_TEXT_PATTERN,
  PRINTABLE_KEY_PATTERN,
  WELL_FORMED_TEXT_PATTERN,
} from './text-rules.ts';

/** Node 20's own test of well-formed UTF-16 (ES2024, not in this project's lib). */
const isWellFormed = (text: string) => (text as unknown as { isWellFormed: () => boolean }).isWellFormed();

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
    ['a lone high surrogate', 'a\ud800b', false, false],
    ['a lone low surrogate at the end', 'ab\udfff', false, false],
    ['two surrogates the wrong way round', '\udc00\ud800', false, false],
    ['characters outside the Basic Multilingual Plane', 'Léa 🎸 𝄞', true, true],
  ])('%s: one-line %s, multi-line %s', (_case, text, isOneLine, isMultiLine) => {
    expect(isOneLineText(text)).toBe(isOneLine);
    expect(isMultiLineText(text)).toBe(isMultiLine);
    // The schema pattern (API queries and params) says the same as the predicate.
    expect(Value.Check(Type.String({ pattern: ONE_LINE_TEXT_PATTERN }), text)).toBe(isOneLine);
    expect(Value.Check(Type.String({ pattern: MULTI_LINE_TEXT_PATTERN }), text)).toBe(isMultiLine);
  });

  it.each(['', 'été', '🎸', '\ud800', '\udfff', 'a\ud83c', '\ud83c\udfb8\udfb8', '\udfb8\ud83c', 'x'.repeat(5_000) + '\ud800'])(
    'well-formed text %j: the rule, its pattern with and without the u flag and isWellFormed agree',
    (text) => {
      expect(isWellFormedText(text)).toBe(isWellFormed(text));
      expect(new RegExp(WELL_FORMED_TEXT_PATTERN).test(text)).toBe(isWellFormed(text));
      expect(new RegExp(ONE_LINE_TEXT_PATTERN, 'u').test(text)).toBe(isWellFormed(text));
      expect(new RegExp(ONE_LINE_TEXT_PATTERN).test(text)).toBe(isWellFormed(text));
    },
  );

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

import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { isMultiLineText, isOneLineText, ONE_LINE_TEXT_PATTERN } from './text-rules.ts';

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
});

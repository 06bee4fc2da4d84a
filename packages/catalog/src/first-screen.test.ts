import { describe, expect, it } from 'vitest';
import { inertJson } from './first-screen.ts';

describe('inertJson', () => {
  it('cannot close its script element or open a comment, and reads back the same value', () => {
    const value = { title: '</script><script>alert(1)</script><!-- \u2028\u2029 "q" &amp;' };
    const json = inertJson(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

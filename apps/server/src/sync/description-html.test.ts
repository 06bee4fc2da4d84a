import { describe, expect, it } from 'vitest';
import { descriptionHtml } from './description-html.ts';

describe('descriptionHtml', () => {
  it('makes links of URLs, leaving the punctuation after them outside', () => {
    expect(descriptionHtml('Store: https://store.example.org/a?b=1&c=2. Merch (http://x.example/y)')).toBe(
      'Store: <a href="https://store.example.org/a?b=1&amp;c=2">https://store.example.org/a?b=1&amp;c=2</a>. Merch (<a href="http://x.example/y">http://x.example/y</a>)',
    );
  });

  it('escapes markup, so a script in a description stays text', () => {
    expect(descriptionHtml('<script>alert(1)</script> <img src=x onerror=alert(2)>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt;');
  });

  it('never makes a link of another scheme, and keeps line breaks', () => {
    expect(descriptionHtml('javascript:alert(1)\n00:00 Intro')).toBe('javascript:alert(1)\n00:00 Intro');
  });

  it('cannot be broken out of the href by a quote', () => {
    expect(descriptionHtml('https://a.example/"onmouseover="x')).toBe('<a href="https://a.example/">https://a.example/</a>&quot;onmouseover=&quot;x');
  });
});

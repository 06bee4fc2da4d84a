import { describe, expect, it } from 'vitest';
import { plainTextOf } from './plain-text.ts';

describe('plainTextOf', () => {
  it('returns the text only', () => {
    expect(plainTextOf('<p>New <b>album</b> out <a href="https://x.test">now</a></p>')).toBe('New album out now');
  });

  it('drops script content and comments, and turns line breaks into spaces', () => {
    expect(plainTextOf('Hello<script>alert(1)</script><!-- hidden --><br>world\nagain')).toBe('Hello world again');
  });

  it('decodes entities into text (React escapes it again)', () => {
    expect(plainTextOf('Rock &amp; Roll &lt;3 &#233;t&#xE9; &quot;live&quot;&nbsp;!')).toBe('Rock & Roll <3 été "live" !');
  });

  it.each(['<a href="javascript:alert(1)">x</a> javascript:alert(1)', 'jav&#x09;ascript:alert(1)', '<scr<script>ipt>alert(1)</scr</script>ipt>', 'javajavascript:script:alert(1)'])(
    'leaves no script scheme in %s',
    (vector) => {
      expect(plainTextOf(vector)).not.toMatch(/javascript:/i);
    },
  );
});

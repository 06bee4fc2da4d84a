import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { removeScriptSchemes } from './script-schemes.ts';

/**
 * Video descriptions come from YouTube channels we do not control (PRODUCT §5.4, §10.13):
 * an allowlist of harmless formatting tags, links only to http(s)/mailto, each opening in a
 * new tab with no referrer, and the text `javascript:` removed even outside attributes.
 */
export const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'p', 'br', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'span'];
export const ALLOWED_ATTR = ['href', 'title'];
/** Links must be absolute http(s) or mailto; relative, data:, javascript:, vbscript: … lose their href. */
export const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:)/i;
/** What every link gets, whatever it said: a new tab, no referrer, no access to this page. */
export const LINK_ATTRIBUTES = [
  ['target', '_blank'],
  ['rel', 'noopener noreferrer'],
] as const;
/** The element inside which line breaks stay as they are (breakLines). */
export const KEEPS_LINE_BREAKS = 'pre';

const DESCRIPTION_CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** NodeFilter.SHOW_TEXT, which a server render has no global for. */
const SHOW_TEXT = 0x4;

let purifier: DOMPurify | undefined;
/** What DOMPurify needs of a window: the browser's, or jsdom's on the server. */
type SanitizerWindow = Window & typeof globalThis;

/**
 * How a server render sanitises without a browser. `createWindow` lends DOMPurify a document
 * (jsdom), made the first time a description needs it. `sanitizeSimpleMarkup` (optional) answers
 * first for the markup it can take without one, as DOMPurify would, and undefined for the rest.
 */
export interface ServerSanitizer {
  createWindow: () => Window;
  sanitizeSimpleMarkup?: (html: string) => string | undefined;
}

let serverSanitizer: ServerSanitizer | undefined;
let serverWindow: SanitizerWindow | undefined;
let inert: Document | undefined;

/**
 * A server render has no `window`: it lends its ways to sanitise (entry-server.tsx). jsdom is
 * ~60 MB of a server's memory: YouTube's plain-text descriptions, and the simple markup a
 * server's sanitiser takes, never load it.
 */
export function provideServerSanitizer(sanitizer: ServerSanitizer): void {
  serverSanitizer = sanitizer;
  serverWindow = undefined;
  purifier = undefined;
  inert = undefined;
}

/** The browser's window, or the one a server render lent, made on first use. */
function sanitizerWindow(): SanitizerWindow {
  if (globalThis.window) return globalThis.window;
  if (!serverSanitizer) throw new Error('sanitising HTML needs a window: a server render provides one with provideServerSanitizer');
  serverWindow ??= serverSanitizer.createWindow() as SanitizerWindow;
  return serverWindow;
}

/** One private instance, so our hook never leaks into other users of the global DOMPurify. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(sanitizerWindow());
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') for (const [name, value] of LINK_ATTRIBUTES) node.setAttribute(name, value);
  });
  return purifier;
}

function textNodesOf(root: HTMLElement): Text[] {
  const walker = root.ownerDocument.createTreeWalker(root, SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/**
 * Walked by hand rather than with `closest('pre')`: on the server, jsdom's selector engine adds
 * listeners to the shared window for each document it serves (every description is parsed into a
 * document of its own) and never removes them, so each sanitised description stayed in memory and
 * made the next one slower (1.5 ms per description at first, 16 ms after 6,000).
 */
function isInside(node: Node, localName: string): boolean {
  for (let parent = node.parentElement; parent !== null; parent = parent.parentElement) if (parent.localName === localName) return true;
  return false;
}

/** Line breaks of plain-text descriptions become <br>, except where <pre> already keeps them. */
function breakLines(root: HTMLElement): void {
  for (const text of textNodesOf(root)) {
    if (!text.data.includes('\n') || isInside(text, KEEPS_LINE_BREAKS)) continue;
    const lines = text.data.split(/\r?\n/);
    const doc = root.ownerDocument;
    const parts: Node[] = [];
    lines.forEach((line, index) => {
      if (index > 0) parts.push(doc.createElement('br'));
      if (line) parts.push(doc.createTextNode(line));
    });
    text.replaceWith(...parts);
  }
}

/**
 * The description is parsed in an inert <template> first, then sanitised as nodes. Parsed as a
 * whole document (DOMPurify's way with a string), `<frameset>` and its family replace the <body>,
 * and RETURN_DOM then gives null: one stored description took its dialog, or the hero's whole page,
 * down (PRODUCT §10.13). Template content has no document structure (html, head, body and
 * frameset tags are dropped there) and runs nothing, so there is always a body to sanitise in.
 */
function sanitizeToBody(html: string, config: Config): HTMLElement {
  const template = inertDocument().createElement('template');
  template.innerHTML = html;
  const body = getPurifier().sanitize(template.content, { ...config, RETURN_DOM: true }) as HTMLElement | null;
  // Kept as a last guard: an input DOMPurify still cannot place in a body shows as nothing.
  return body ?? inertDocument().createElement('body');
}

/** A document with no browsing context: parsing into it loads and runs nothing. */
function inertDocument(): Document {
  inert ??= sanitizerWindow().document.implementation.createHTMLDocument('');
  return inert;
}

/** What makes a description more than text: a tag, a comment, or a character reference. */
const MARKUP = /[<&]/;

/**
 * A description with no markup, as the parse, sanitise and serialise below would give it, without
 * a document: the parser's line endings (CR LF and CR become LF) and dropped NULs, `javascript:`
 * removed from the text, each line break a <br>, the text escaped as serialising does. YouTube's
 * descriptions are plain text: on the server, a video page then skips jsdom (~1 ms a page). The
 * tests check that both ways give the same HTML.
 */
function sanitizePlainText(text: string): string {
  const parsed = text.replace(/\r\n?/g, '\n').replaceAll('\0', '');
  const lines = removeScriptSchemes(parsed).split('\n');
  // What serialising a text node escapes, once `<` and `&` are ruled out.
  const escaped = lines.map((line) => line.replaceAll('>', '&gt;').replaceAll('\u00a0', '&nbsp;'));
  return removeScriptSchemes(escaped.join('<br>'));
}

/** Safe HTML for a video overview, to be set with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  if (!MARKUP.test(html)) return sanitizePlainText(html);
  const simple = globalThis.window ? undefined : serverSanitizer?.sanitizeSimpleMarkup?.(html);
  if (simple !== undefined) return simple;
  const body = sanitizeToBody(html, DESCRIPTION_CONFIG);
  for (const text of textNodesOf(body)) text.data = removeScriptSchemes(text.data);
  breakLines(body);
  return removeScriptSchemes(body.innerHTML);
}

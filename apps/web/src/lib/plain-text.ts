/**
 * The plain text of a video overview, for the hero (PRODUCT §2.1: every tag removed). Pure
 * string work, no DOM and no sanitiser: the hero renders the result as text, which React
 * escapes, so nothing here can run; this keeps DOMPurify (sanitize-html.ts, for the details
 * dialog's HTML) out of the JavaScript the home page starts with (issue 9).
 */

import { removeScriptSchemes } from './script-schemes.ts';

/** Elements whose content is not text a visitor reads. */
const HIDDEN_ELEMENTS = /<(script|style|template|noscript|title|textarea|iframe|object)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
const LINE_BREAKS = /<br\b[^>]*>/gi;
const TAGS = /<\/?[a-z!?][^>]*>/gi;
/** The entities descriptions use; any other named entity stays as written. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|([a-z]+));/gi;
const MAX_CODE_POINT = 0x10ffff;

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    return codePoint > 0 && codePoint <= MAX_CODE_POINT ? String.fromCodePoint(codePoint) : '';
  });
}

/** Plain text of an overview; line breaks become spaces, runs of white space one space. */
export function plainTextOf(html: string): string {
  const text = html.replace(COMMENTS, '').replace(HIDDEN_ELEMENTS, '').replace(LINE_BREAKS, ' ').replace(TAGS, '');
  return removeScriptSchemes(decodeEntities(text))
    .replace(/\s+/g, ' ')
    .trim();
}

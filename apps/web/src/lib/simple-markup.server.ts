import { defaultTreeAdapter, html as spec, parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { removeScriptSchemes } from './script-schemes.ts';
import { ALLOWED_ATTR, ALLOWED_TAGS, ALLOWED_URI_REGEXP, KEEPS_LINE_BREAKS, LINK_ATTRIBUTES } from './sanitize-html.ts';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

const ALLOWED_TAG_SET: ReadonlySet<string> = new Set(ALLOWED_TAGS);
const ALLOWED_ATTR_SET: ReadonlySet<string> = new Set(ALLOWED_ATTR);

/**
 * A description's markup sanitised without a document, on the server, when it is simple: only
 * text and the allowlisted elements, whose href and title need no judgement (an href kept must
 * match the allowlist as written; no `<` or `>` in either). For anything else, undefined, and
 * sanitize-html.ts hands it to DOMPurify in jsdom, whose result this one equals for what it
 * takes (simple-markup.server.test.ts compares them on thousands of descriptions).
 *
 * Why not DOMPurify every time: on a server, DOMPurify needs jsdom, ~60 MB of memory and ~3 ms
 * of a video page's render (docs/PERFORMANCE.md). Descriptions with a few links and some bold
 * are the common case. The tree is parse5's, the parser and serialiser jsdom itself uses (the
 * same version: the test checks it), so both read the same elements from the same text; this
 * keeps what DOMPurify keeps of them and adds what the sanitiser's hook adds.
 */
export function sanitizeSimpleMarkup(html: string): string | undefined {
  // As a <template>'s content, as sanitize-html.ts parses it: no document structure, nothing runs.
  const fragment = parseFragment(html);
  if (!isSimple(fragment)) return undefined;
  sanitizeTree(fragment, false);
  return removeScriptSchemes(serialize(fragment));
}

function isSimple(parent: ParentNode): boolean {
  return parent.childNodes.every((node) => {
    if (defaultTreeAdapter.isTextNode(node)) return true;
    if (!defaultTreeAdapter.isElementNode(node)) return false;
    return node.namespaceURI === spec.NS.HTML && ALLOWED_TAG_SET.has(node.tagName) && node.attrs.every(isPlainAttribute) && isSimple(node);
  });
}

/**
 * An attribute DOMPurify drops (not in the allowlist) or keeps as it is once trimmed (a title, an
 * allowed link): its other cases (values that could close a tag, hrefs whose scheme whitespace
 * hides, empty hrefs, `is`) are left to it.
 */
function isPlainAttribute({ name, value }: { name: string; value: string }): boolean {
  // `is` makes a customised built-in element, which DOMPurify removes whole.
  if (name === 'is') return false;
  if (!ALLOWED_ATTR_SET.has(name)) return true;
  if (/[<>]/.test(value)) return false;
  return name !== 'href' || ALLOWED_URI_REGEXP.test(value.trim());
}

/** What sanitize-html.ts does to the tree DOMPurify gives back: attributes, links, `javascript:` in text, line breaks. */
function sanitizeTree(parent: ParentNode, keepsLineBreaks: boolean): void {
  parent.childNodes = parent.childNodes.flatMap((node): ChildNode[] => {
    if (defaultTreeAdapter.isTextNode(node)) {
      node.value = removeScriptSchemes(node.value);
      return keepsLineBreaks ? [node] : breakLines(node, parent);
    }
    const element = node as Element;
    element.attrs = element.attrs.filter(({ name }) => ALLOWED_ATTR_SET.has(name)).map(({ name, value }) => ({ name, value: value.trim() }));
    if (element.tagName === 'a') element.attrs.push(...LINK_ATTRIBUTES.map(([name, value]) => ({ name, value })));
    sanitizeTree(element, keepsLineBreaks || element.tagName === KEEPS_LINE_BREAKS);
    return [element];
  });
}

/** A text node's lines as text nodes with a <br> between each (none for an empty line). */
function breakLines(text: DefaultTreeAdapterTypes.TextNode, parent: ParentNode): ChildNode[] {
  if (!text.value.includes('\n')) return [text];
  return text.value.split('\n').flatMap((line, index) => {
    const parts: ChildNode[] = index > 0 ? [defaultTreeAdapter.createElement('br', spec.NS.HTML, [])] : [];
    if (line) parts.push({ ...text, value: line });
    for (const part of parts) part.parentNode = parent;
    return parts;
  });
}

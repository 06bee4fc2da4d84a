/**
 * Which characters text from outside may hold: queries, paths, the contact form, mail
 * settings, keys. Control characters are never part of real text, Postgres refuses NUL, and in
 * a mail header a line break would start another header.
 */

// C0 controls (tab and line breaks included), DEL and C1 controls, as the body of a character class.
const CONTROL_CHARACTERS = '\\u0000-\\u001f\\u007f-\\u009f';
// Unicode's line and paragraph separators: line breaks to JavaScript and to some mail readers.
const LINE_SEPARATORS = '\\u2028\\u2029';

/** A JSON Schema `pattern` for one line of text: no control character and no line break of any kind. */
export const ONE_LINE_TEXT_PATTERN = `^[^${CONTROL_CHARACTERS}${LINE_SEPARATORS}]*$`;
const ONE_LINE_TEXT = new RegExp(ONE_LINE_TEXT_PATTERN, 'u');

// Multi-line text keeps tab, LF and CR (and the Unicode separators); no other control character.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/u;

/** A search, a label, a pathseo, a name, a mail header: one line of printable text. */
export function isOneLineText(text: string): boolean {
  return ONE_LINE_TEXT.test(text);
}

/** A message: several lines and tabs are fine, other control characters are not. */
export function isMultiLineText(text: string): boolean {
  return MULTI_LINE_TEXT.test(text);
}

/**
 * A JSON Schema `pattern` for a key sent in an HTTP header (an API key, an Idempotency-Key):
 * at least one printable ASCII character, no space. Header values are bytes, not Unicode,
 * and spaces at either end are trimmed on the way, so any other key would not arrive intact.
 */
export const PRINTABLE_KEY_PATTERN = '^[\\x21-\\x7e]+$';
const PRINTABLE_KEY = new RegExp(PRINTABLE_KEY_PATTERN, 'u');

/** Whether a key (API_KEYS, the Idempotency-Key header) can travel in a header unchanged. */
export function isPrintableKey(key: string): boolean {
  return PRINTABLE_KEY.test(key);
}

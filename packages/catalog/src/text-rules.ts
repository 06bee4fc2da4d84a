/**
 * Which characters text from outside may hold: queries, paths, the contact form, mail
 * settings, keys. Control characters are never part of real text, Postgres refuses NUL, and in
 * a mail header a line break would start another header.
 */

// C0 controls (tab and line breaks included), DEL and C1 controls, as the body of a character class.
export const CONTROL_CHARACTERS = '\\u0000-\\u001f\\u007f-\\u009f';
// Unicode's line and paragraph separators: line breaks to JavaScript and to some mail readers.
export const LINE_SEPARATORS = '\\u2028\\u2029';
// The control characters a message may not hold: tab, LF and CR (and the separators) are fine.
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';
// UTF-16 surrogates: text holds them only in pairs. A lone one (`"\ud800"` in JSON) is not text, and
// PostgreSQL refuses it in jsonb.
const SURROGATES = '\\ud800-\\udfff';
const SURROGATE_PAIR = '[\\ud800-\\udbff][\\udc00-\\udfff]';

/**
 * A pattern for well-formed text (String.prototype.isWellFormed) without the given characters. It
 * reads the same with and without the `u` flag (Ajv compiles with it, TypeBox without): a pair is
 * one code point outside the surrogate range to the first, two code units of the pair to the second.
 */
export function wellFormedTextPattern(refusedCharacters: string): string {
  return `^(?:[^${refusedCharacters}${SURROGATES}]|${SURROGATE_PAIR})*$`;
}

/** A JSON Schema `pattern` for any text from outside: well formed, whatever characters it holds. */
export const WELL_FORMED_TEXT_PATTERN = wellFormedTextPattern('');
/** A JSON Schema `pattern` for one line of text: no control character and no line break of any kind. */
export const ONE_LINE_TEXT_PATTERN = wellFormedTextPattern(CONTROL_CHARACTERS + LINE_SEPARATORS);
/** A JSON Schema `pattern` for several lines of text: tabs and line breaks, no other control character. */
export const MULTI_LINE_TEXT_PATTERN = wellFormedTextPattern(CONTROL_CHARACTERS_BUT_LINE_BREAKS);

const WELL_FORMED_TEXT = new RegExp(WELL_FORMED_TEXT_PATTERN, 'u');
const ONE_LINE_TEXT = new RegExp(ONE_LINE_TEXT_PATTERN, 'u');
const MULTI_LINE_TEXT = new RegExp(MULTI_LINE_TEXT_PATTERN, 'u');

/** Text whose surrogates all come in pairs: what every text field must be (jsonb, mail, logs). */
export function isWellFormedText(text: string): boolean {
  return WELL_FORMED_TEXT.test(text);
}

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

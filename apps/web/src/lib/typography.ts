/**
 * Keeps French-style spaced punctuation (" :", " ?", " !", " ;", " |", " »") on the line of the
 * word before it: display titles must not start a line with a colon.
 */
export function keepPunctuationAttached(text: string): string {
  return text.replace(/ ([:;!?|»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}

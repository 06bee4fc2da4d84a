import { CONTROL_CHARACTERS, LINE_SEPARATORS, wellFormedTextPattern } from './text-rules.ts';

/** Longest slug kept in URLs (titleSeo, pathseo). */
export const SLUG_MAX_LENGTH = 80;
/** Longest pathseo looked up: imported videos keep their own, which may be longer than ours. */
export const PATHSEO_MAX_LENGTH = 300;
/**
 * What an imported pathseo may hold: it is one path segment of the video's address (`/{pathseo}`),
 * so no space, slash, backslash, `?`, `#` or `%`, and no control character.
 */
export const PATHSEO_PATTERN = wellFormedTextPattern(`${CONTROL_CHARACTERS}${LINE_SEPARATORS}\\s/\\\\?#%`);

// Letters that do not decompose into a base letter plus accents under NFKD.
const LIGATURES: Readonly<Record<string, string>> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ð: 'd' };

/** "Ça déchire — Live à Wacken!" -> "ca-dechire-live-a-wacken"; cut at a word boundary. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[æœßøđłþð]/g, (letter) => LIGATURES[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, '');
}

import type { ApiVideo } from './api-schemas.ts';
import type { UiVideo } from './ui-video.ts';

/**
 * The search rule (PRODUCT §5.2), defined once: the server builds its SQL from these fields
 * (videos-repository.ts) and the client's instant filter reads the same ones. A video
 * matches when the trimmed term is a case-insensitive substring of one of these fields
 * of its API metadata (shown as title and name, overview, channel and artist, and the key
 * of its label); an empty term matches everything.
 */
export const SEARCHABLE_FIELDS = ['title', 'description', 'channelTitle', 'username'] as const satisfies readonly (keyof ApiVideo['metadata'])[];

export type SearchableField = (typeof SEARCHABLE_FIELDS)[number];

/** What a search reads of a video: its API metadata, or any object with those fields. */
export type SearchableText = Readonly<Pick<ApiVideo['metadata'], SearchableField>>;

/** The term as both sides search for it: surrounding white space never counts. */
export function searchTerm(term: string | null | undefined): string {
  return (term ?? '').trim();
}

/**
 * The only two code points whose lower case in `toLowerCase()` is not their simple
 * (one for one) lower case: İ becomes two code points and a word-final Σ becomes ς.
 */
const SIMPLE_LOWER_CASE: Readonly<Record<string, string>> = { '\u0130': 'i', '\u03a3': '\u03c3' };

/**
 * Lower-cases one code point for one, as the database's ILIKE does with a Unicode-aware
 * ctype, so 'ÉTÉ', 'ΟΔΟΣ' and 'İstanbul' match the same terms on both sides.
 */
export function foldCase(text: string): string {
  return text.replace(/[\u0130\u03a3]/g, (char) => SIMPLE_LOWER_CASE[char] ?? char).toLowerCase();
}

/** The term as the client compares it; '' means "no search". */
export function normalizeSearchTerm(term: string | null | undefined): string {
  return foldCase(searchTerm(term));
}

export function matchesSearch(text: SearchableText, term: string | null | undefined): boolean {
  return containsNeedle(text, normalizeSearchTerm(term));
}

function containsNeedle(text: SearchableText, needle: string): boolean {
  return needle === '' || SEARCHABLE_FIELDS.some((field) => foldCase(text[field]).includes(needle));
}

/**
 * The searchable fields of a UI video: the API metadata it was built from, not the defaults
 * it displays ('Untitled', 'No description available'), which the server never sees. A
 * sample video has no metadata and is searched by the fields it shows.
 */
export function searchableTextOf(video: UiVideo): SearchableText {
  return video.youtubeData ?? { title: video.title, description: video.overview ?? '', channelTitle: video.channelTitle, username: video.username };
}

export function filterVideos(videos: readonly UiVideo[], term: string | null | undefined): UiVideo[] {
  const needle = normalizeSearchTerm(term);
  return videos.filter((video) => containsNeedle(searchableTextOf(video), needle));
}

/**
 * A search counts and serves its matches up to this many (PRODUCT §5.2): counting every match
 * of a common word would read a large share of the catalogue on each request, whatever the
 * page asked, and no row shows more than a hundred cards. A count of this many reads "at least".
 */
export const SEARCH_MATCH_LIMIT = 1_000;

/** "1 result", "3 results", "1000+ results": row titles and the search announcement (PRODUCT §2.3, §2.10). */
export function resultsCount(count: number): string {
  if (count >= SEARCH_MATCH_LIMIT) return `${SEARCH_MATCH_LIMIT}+ results`;
  return `${count} ${count === 1 ? 'result' : 'results'}`;
}

/** Row titles gain the result count while a search is active (PRODUCT §2.3). */
export function resultsSuffix(count: number): string {
  return ` (${resultsCount(count)})`;
}

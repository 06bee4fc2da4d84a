/**
 * The search rule (SPEC §5), shared so the server's `search` and the client's instant
 * filter agree: trimmed, case-insensitive substring on title or name, overview, and
 * channel, artist or label. An empty term matches everything.
 */
export interface Searchable {
  title?: string;
  name?: string;
  overview?: string;
  channelTitle?: string;
  artist?: string;
  label?: string;
}

const SEARCHED_FIELDS = ['title', 'name', 'overview', 'channelTitle', 'artist', 'label'] as const satisfies readonly (keyof Searchable)[];

export function normalizeSearchTerm(term: string | null | undefined): string {
  return (term ?? '').trim().toLowerCase();
}

export function matchesSearch(video: Searchable, term: string | null | undefined): boolean {
  const needle = normalizeSearchTerm(term);
  if (needle === '') return true;
  return SEARCHED_FIELDS.some((field) => video[field]?.toLowerCase().includes(needle) ?? false);
}

export function filterVideos<T extends Searchable>(videos: readonly T[], term: string | null | undefined): T[] {
  return videos.filter((video) => matchesSearch(video, term));
}

/** Row titles gain the result count while a search is active (DESIGN.md §2). */
export function resultsSuffix(count: number): string {
  return ` (${count} ${count === 1 ? 'result' : 'results'})`;
}

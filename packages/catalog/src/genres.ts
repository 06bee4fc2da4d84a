import type { ThemeId } from './themes/theme-ids.ts';

/** Genre ids and names (PRODUCT §3.4). */
export const GENRES: Readonly<Record<number, string>> = {
  30: 'Mixed Martial Arts',
  31: 'Kickboxing',
  32: 'Boxing',
  33: 'Brazilian Jiu-Jitsu',
  34: 'Judo',
  100: 'Metal',
  101: 'Hard Rock',
  102: 'Death Metal',
  103: 'Post-Rock',
  104: 'Black Metal',
  200: 'Reggaeton',
  201: 'Salsa',
  202: 'Bachata',
  203: 'Cumbia',
  204: 'Hip-Hop',
  300: 'Standup',
  301: 'Chronique',
  400: 'Trail',
  401: 'Running',
  402: 'Reportage',
};

export const UNKNOWN_GENRE = 'Unknown';

export function genreName(id: number): string {
  return Object.hasOwn(GENRES, id) ? (GENRES[id] ?? UNKNOWN_GENRE) : UNKNOWN_GENRE;
}

export interface GenreRange {
  min: number;
  max: number;
}

/** Genre ids each theme's labels use; themes without a range (culture_fr, brands) have none. */
export const GENRE_RANGES: Readonly<Partial<Record<ThemeId, GenreRange>>> = {
  spkombat: { min: 30, max: 32 },
  rock: { min: 100, max: 104 },
  latino: { min: 200, max: 204 },
  standup: { min: 300, max: 301 },
  sport: { min: 400, max: 402 },
  wildpeaks: { min: 400, max: 402 },
};

export function isInRange(id: number, range: GenreRange): boolean {
  return id >= range.min && id <= range.max;
}

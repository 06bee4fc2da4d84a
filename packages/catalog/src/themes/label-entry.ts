import type { LabelEntry } from './theme-config.ts';

/** What each theme module writes by hand; the image paths and date are derived. */
export type LabelSeed = Omit<LabelEntry, 'backdrop_path' | 'poster_path' | 'release_date'>;

/** Placeholder release dates of label entries (PRODUCT §3.2, §9.1). */
export const LABEL_RELEASE_DATE = '2020-01-01';
export const TRAIL_LABEL_RELEASE_DATE = '2021-06-15';

/** Relative paths: imagePath() prefixes them with the images folder. */
export function labelEntry(seed: LabelSeed, releaseDate: string = LABEL_RELEASE_DATE): LabelEntry {
  return {
    ...seed,
    backdrop_path: `/labels/${seed.label}-backdrop.jpg`,
    poster_path: `/labels/${seed.label}.jpg`,
    release_date: releaseDate,
  };
}

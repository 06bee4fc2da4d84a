import type { ThemeId } from './theme-ids.ts';

/** One channel of a theme's catalogue (SPEC §3 "Label entry"). */
export interface LabelEntry {
  id: number;
  title: string;
  /** Channel identifier; matched against a video's `metadata.username`. */
  label: string;
  description?: string;
  backdrop_path: string;
  poster_path: string;
  overview: string;
  /** 8.2 to 9.2 */
  vote_average: number;
  /** ISO date, placeholder 2020-01-01 (2021-06-15 for sport). */
  release_date: string;
  genre_ids: number[];
}

export interface ThemeConfig {
  id: ThemeId;
  name: string;
  description: string;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  labels: readonly LabelEntry[];
  branding: { logo: string; favicon: string; social_image: string };
  seo: { title: string; description: string; keywords: string };
  /** Language of the theme's own texts (page titles, descriptions). */
  lang: 'fr' | 'en';
}

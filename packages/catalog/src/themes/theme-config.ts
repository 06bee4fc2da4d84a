import type { ThemeId } from './theme-ids.ts';
import type { ThemeSummary } from './theme-summaries.ts';

/** One channel of a theme's catalogue (PRODUCT §3.2). */
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

/** A theme's config; its name and site facts come from THEME_SUMMARIES (theme-summaries.ts). */
export interface ThemeConfig extends ThemeSummary {
  id: ThemeId;
  description: string;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  labels: readonly LabelEntry[];
  branding: { logo: string; favicon: string; social_image: string };
  seo: { title: string; description: string; keywords: string };
  /** Language of the theme's own texts (page titles, descriptions). */
  lang: 'fr' | 'en';
  /**
   * What the hero's Play button does (PRODUCT §4): the personal brands have no videos of their
   * own to play, so theirs opens the sidebar with the Channels list; the others open the details.
   */
  heroPlay: 'details' | 'sidebar';
}

/** The two invite popups: comedians on the stand-up site, bands on the rock site. */
export type InviteEdition = 'standup' | 'rock';

import { themeBranding } from './branding.ts';
import { labelEntry } from './label-entry.ts';
import type { ThemeConfig } from './theme-config.ts';
import { THEME } from './theme-ids.ts';
import { THEME_SUMMARIES } from './theme-summaries.ts';

export const standupTheme: ThemeConfig = {
  id: THEME.STANDUP_CH,
  ...THEME_SUMMARIES[THEME.STANDUP_CH],
  description: 'Swiss and French stand-up comedy: sets, shows and comedy columns.',
  primary_color: '#e74c3c',
  secondary_color: '#2c3e50',
  accent_color: '#f39c12',
  labels: [
    { id: 301, title: 'Montreux Comedy', label: 'MontreuxComedy', description: 'Montreux Comedy Festival', overview: 'Sets and galas from the Montreux Comedy Festival in Switzerland.', vote_average: 9.1, genre_ids: [300] },
    { id: 302, title: 'Jamel Comedy Club', label: 'JamelComedyClub', overview: 'The new generation of French stand-up from the Jamel Comedy Club.', vote_average: 8.9, genre_ids: [300] },
    { id: 303, title: 'Le Point Virgule', label: 'LePointVirgule', overview: 'Stand-up from the famous Paris comedy theatre.', vote_average: 8.5, genre_ids: [300] },
    { id: 304, title: 'Couleur 3 Humour', label: 'Couleur3Humour', overview: 'Comedy columns from the Swiss radio station Couleur 3.', vote_average: 8.3, genre_ids: [301] },
    { id: 305, title: 'Swiss Comedy Club', label: 'SwissComedyClub', overview: 'Rising comedians from French-speaking Switzerland.', vote_average: 8.4, genre_ids: [300] },
    { id: 306, title: 'France Inter Humour', label: 'FranceInterHumour', overview: 'Comedy columns and sketches from France Inter.', vote_average: 8.6, genre_ids: [301, 300] },
  ].map((seed) => labelEntry(seed)),
  branding: themeBranding(THEME.STANDUP_CH),
  seo: {
    title: 'Stand-up – Swiss and French comedy videos',
    description: 'Watch stand-up sets, comedy shows and humour columns from Swiss and French comedians.',
    keywords: 'stand-up, comedy, humour, Swiss comedy, French comedy, comedians, comedy clubs',
  },
  lang: 'en',
  heroPlay: 'details',
};

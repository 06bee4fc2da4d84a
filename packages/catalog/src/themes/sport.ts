import { themeBranding } from './branding.ts';
import type { ThemeConfig } from './theme-config.ts';
import { THEME } from './theme-ids.ts';
import { THEME_SUMMARIES } from './theme-summaries.ts';
import { TRAIL_LABELS } from './trail-labels.ts';

export const sportTheme: ThemeConfig = {
  id: THEME.SPORT,
  ...THEME_SUMMARIES[THEME.SPORT],
  description: 'Le trail running en vidéo : courses, interviews, documentaires et directs.',
  primary_color: '#008000',
  secondary_color: '#ffffff',
  accent_color: '#0000ff',
  labels: TRAIL_LABELS,
  branding: themeBranding(THEME.SPORT),
  seo: {
    title: 'Sport Trail – Vidéos de trail running',
    description: 'Regardez les meilleures vidéos de trail : émissions, présentations de parcours, interviews, documentaires et courses en direct.',
    keywords: 'trail, trail running, ultra-trail, course à pied, UTMB, Golden Trail Series, vidéos',
  },
  lang: 'fr',
  heroPlay: 'details',
};

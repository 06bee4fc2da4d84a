import { themeBranding } from './branding.ts';
import type { ThemeConfig } from './theme-config.ts';
import { THEME } from './theme-ids.ts';
import { THEME_SUMMARIES } from './theme-summaries.ts';
import { TRAIL_LABELS } from './trail-labels.ts';

export const wildpeaksTheme: ThemeConfig = {
  id: THEME.WILDPEAKS,
  ...THEME_SUMMARIES[THEME.WILDPEAKS],
  description: 'Trail running and mountain races on video.',
  primary_color: '#4CAF50',
  secondary_color: '#8BC34A',
  accent_color: '#CDDC39',
  labels: TRAIL_LABELS,
  branding: themeBranding(THEME.WILDPEAKS),
  seo: {
    title: 'Wild Peaks – Trail running videos',
    description: 'Watch trail running videos: race shows, course previews, runner interviews, documentaries and live streams from the mountains.',
    keywords: 'trail running, ultra trail, mountain running, UTMB, Golden Trail Series, videos',
  },
  lang: 'en',
  heroPlay: 'details',
};

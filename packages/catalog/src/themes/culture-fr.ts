import { themeBranding } from './branding.ts';
import { labelEntry } from './label-entry.ts';
import type { ThemeConfig } from './theme-config.ts';
import { THEME } from './theme-ids.ts';
import { THEME_SUMMARIES } from './theme-summaries.ts';

export const cultureFrTheme: ThemeConfig = {
  id: THEME.CULTURE_FR,
  ...THEME_SUMMARIES[THEME.CULTURE_FR],
  description: 'Documentaires, arts et idées : la culture en français.',
  primary_color: '#2e3192',
  secondary_color: '#f7f7f7',
  accent_color: '#e94e77',
  labels: [
    labelEntry({ id: 401, title: 'Arte', label: 'arte', description: 'La chaîne culturelle européenne', overview: 'Documentaires, reportages, cinéma et spectacles de la chaîne culturelle européenne.', vote_average: 9.0, genre_ids: [] }),
  ],
  branding: themeBranding(THEME.CULTURE_FR),
  seo: {
    title: 'Culture FR – Documentaires et culture en vidéo',
    description: 'Une sélection de vidéos culturelles en français : documentaires, reportages, arts et spectacles.',
    keywords: 'culture, documentaires, arte, reportages, arts, spectacles, vidéos en français',
  },
  lang: 'fr',
  heroPlay: 'details',
};

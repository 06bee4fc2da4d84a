import { themeBranding } from './branding.ts';
import type { ThemeConfig } from './theme-config.ts';
import { THEME } from './theme-ids.ts';
import { THEME_SUMMARIES } from './theme-summaries.ts';

/** Personal brand (PRODUCT §10.1) of the demo creator Léa Marchand: no labels; its hero Play opens the Channels list. */
export const brandFrTheme: ThemeConfig = {
  id: THEME.BRAND_FR,
  ...THEME_SUMMARIES[THEME.BRAND_FR],
  description: 'Toutes les chaînes vidéo de Léa Marchand réunies en un seul endroit.',
  primary_color: '#123456',
  secondary_color: '#654321',
  accent_color: '#abcdef',
  labels: [],
  branding: themeBranding(THEME.BRAND_FR),
  seo: {
    title: 'Léa Marchand – Mes chaînes vidéo',
    description: 'Vlogs, voyages, coulisses et toutes les chaînes vidéo de Léa Marchand : musique, humour, sports de combat, trail et culture.',
    keywords: 'Léa Marchand, vlog, chaînes vidéo, musique, humour, sports de combat, trail, culture',
  },
  lang: 'fr',
  heroPlay: 'sidebar',
};

import { themeBranding } from './branding.ts';
import type { ThemeConfig } from './theme-config.ts';
import { THEME } from './theme-ids.ts';

/** Personal brand (DESIGN.md §2): no labels; its hero Play opens the channel list. */
export const brandFrTheme: ThemeConfig = {
  id: THEME.BRAND_FR,
  name: 'Vitrine',
  description: 'Toutes mes chaînes vidéo réunies en un seul endroit.',
  primary_color: '#123456',
  secondary_color: '#654321',
  accent_color: '#abcdef',
  labels: [],
  branding: themeBranding(THEME.BRAND_FR),
  seo: {
    title: 'Vitrine – Mes chaînes vidéo',
    description: 'Découvrez toutes mes chaînes vidéo : musique, humour, sports de combat, trail et culture.',
    keywords: 'chaînes vidéo, musique, humour, sports de combat, trail, culture',
  },
  lang: 'fr',
};

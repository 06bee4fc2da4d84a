import { themeBranding } from './branding.ts';
import type { ThemeConfig } from './theme-config.ts';
import { THEME } from './theme-ids.ts';

/** Personal brand (DESIGN.md §2): no labels; its hero Play opens the channel list. */
export const brandEnTheme: ThemeConfig = {
  id: THEME.BRAND_EN,
  name: 'Vitrine',
  description: 'All my video channels in one place.',
  primary_color: '#123456',
  secondary_color: '#654321',
  accent_color: '#abcdef',
  labels: [],
  branding: themeBranding(THEME.BRAND_EN),
  seo: {
    title: 'Vitrine – My video channels',
    description: 'Discover all my video channels: music, comedy, combat sports, trail running and culture.',
    keywords: 'video channels, music, comedy, combat sports, trail running, culture',
  },
  lang: 'en',
};

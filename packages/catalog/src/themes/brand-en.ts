import { themeBranding } from './branding.ts';
import type { ThemeConfig } from './theme-config.ts';
import { THEME } from './theme-ids.ts';
import { THEME_SUMMARIES } from './theme-summaries.ts';

/** Personal brand (PRODUCT §10.1) of the demo creator Sam Harper: no labels; its hero Play opens the channel list. */
export const brandEnTheme: ThemeConfig = {
  id: THEME.BRAND_EN,
  ...THEME_SUMMARIES[THEME.BRAND_EN],
  description: 'All of Sam Harper’s video channels in one place.',
  primary_color: '#123456',
  secondary_color: '#654321',
  accent_color: '#abcdef',
  labels: [],
  branding: themeBranding(THEME.BRAND_EN),
  seo: {
    title: 'Sam Harper – My video channels',
    description: 'Vlogs, travels, behind-the-scenes and all of Sam Harper’s video channels: music, comedy, combat sports, trail running and culture.',
    keywords: 'Sam Harper, vlog, video channels, music, comedy, combat sports, trail running, culture',
  },
  lang: 'en',
  heroPlay: 'sidebar',
};

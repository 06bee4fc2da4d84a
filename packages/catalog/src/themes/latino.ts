import { themeBranding } from './branding.ts';
import { labelEntry } from './label-entry.ts';
import type { ThemeConfig } from './theme-config.ts';
import { THEME } from './theme-ids.ts';
import { THEME_SUMMARIES } from './theme-summaries.ts';

export const latinoTheme: ThemeConfig = {
  id: THEME.LATINO,
  ...THEME_SUMMARIES[THEME.LATINO],
  description: 'Latin music videos: reggaeton, salsa, bachata, cumbia and Latin hip-hop.',
  primary_color: '#ff6b35',
  secondary_color: '#1a1a1a',
  accent_color: '#ffd700',
  labels: [
    { id: 201, title: 'Rimas Entertainment', label: 'RimasEntertainment', overview: 'Reggaeton and Latin trap from Rimas Entertainment.', vote_average: 9.1, genre_ids: [200, 204] },
    { id: 202, title: 'Sony Music Latin', label: 'SonyMusicLatin', overview: 'Latin pop and urban hits from Sony Music Latin.', vote_average: 8.9, genre_ids: [200] },
    { id: 203, title: 'Universal Music Latino', label: 'UniversalMusicLatino', overview: 'Latin chart toppers from Universal Music Latino.', vote_average: 8.8, genre_ids: [200, 202] },
    { id: 204, title: 'Warner Music Latina', label: 'WarnerMusicLatina', overview: 'Latin artists from Warner Music Latina.', vote_average: 8.6, genre_ids: [200, 201] },
    { id: 205, title: 'WK Records', label: 'WKRecords', overview: 'Reggaeton classics and new releases from WK Records.', vote_average: 8.4, genre_ids: [200] },
    { id: 206, title: 'Salsa Giants', label: 'SalsaGiantsTV', overview: 'The giants of salsa, live and in the studio.', vote_average: 8.7, genre_ids: [201] },
    { id: 207, title: 'Bachata Hits', label: 'BachataHitsTV', overview: 'Bachata from the Dominican Republic and beyond.', vote_average: 8.5, genre_ids: [202] },
    { id: 208, title: 'Cumbia TV', label: 'CumbiaTV', overview: 'Cumbia from Colombia, Mexico and Argentina.', vote_average: 8.3, genre_ids: [203] },
    { id: 209, title: 'Latin Hip-Hop', label: 'LatinHipHopTV', overview: 'Latin rap and hip-hop videos.', vote_average: 8.2, genre_ids: [204] },
    { id: 210, title: 'Reggaeton Latino', label: 'ReggaetonLatinoTV', overview: 'The hottest reggaeton videos of the moment.', vote_average: 9.0, genre_ids: [200] },
    { id: 211, title: 'Tropicaliente', label: 'TropicalienteTV', overview: 'Tropical rhythms for every party.', vote_average: 8.6, genre_ids: [201, 202, 203] },
  ].map((seed) => labelEntry(seed)),
  branding: themeBranding(THEME.LATINO),
  seo: {
    title: 'Tropicaliente – Latin music videos',
    description: 'Watch the best Latin music videos: reggaeton, salsa, bachata, cumbia and Latin hip-hop from the top labels and channels.',
    keywords: 'latin music, reggaeton, salsa, bachata, cumbia, latin hip-hop, music videos',
  },
  lang: 'en',
  heroPlay: 'details',
};

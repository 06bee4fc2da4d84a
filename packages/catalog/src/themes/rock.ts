import { themeBranding } from './branding.ts';
import { labelEntry } from './label-entry.ts';
import type { ThemeConfig } from './theme-config.ts';
import { THEME } from './theme-ids.ts';
import { THEME_SUMMARIES } from './theme-summaries.ts';

export const rockTheme: ThemeConfig = {
  id: THEME.ROCK,
  ...THEME_SUMMARIES[THEME.ROCK],
  description: 'Metal and extreme music videos from the labels and channels that matter.',
  primary_color: '#ff0000',
  secondary_color: '#000000',
  accent_color: '#ffffff',
  labels: [
    // Record labels
    { id: 101, title: 'Nuclear Blast', label: 'NuclearBlastRecords', description: 'German metal label', overview: 'Official videos from Nuclear Blast, home of the biggest names in heavy metal.', vote_average: 9.2, genre_ids: [100, 102] },
    { id: 102, title: 'Century Media', label: 'centurymedia', overview: 'Official clips from Century Media Records, from melodic death to metalcore.', vote_average: 8.9, genre_ids: [100, 102] },
    { id: 103, title: 'Napalm Records', label: 'NapalmRecords', overview: 'Symphonic, folk and power metal from the Austrian label Napalm Records.', vote_average: 8.8, genre_ids: [100, 101] },
    { id: 104, title: 'Metal Blade', label: 'metalbladerecords', overview: 'Four decades of underground and classic metal from Metal Blade Records.', vote_average: 8.7, genre_ids: [100, 102] },
    { id: 105, title: 'Season of Mist', label: 'seasonofmistofficial', overview: 'Black metal, avant-garde and extreme music from Season of Mist.', vote_average: 8.6, genre_ids: [104, 102] },
    { id: 106, title: 'Relapse Records', label: 'RelapseRecords', overview: 'Grindcore, sludge and death metal from Relapse Records.', vote_average: 8.5, genre_ids: [102] },
    { id: 107, title: 'Roadrunner Records', label: 'RoadrunnerRecords', overview: 'Hard rock and metal anthems from Roadrunner Records.', vote_average: 9.0, genre_ids: [101, 100] },
    { id: 108, title: 'SPV', label: 'SPVRecords', overview: 'Rock and metal releases from the German label SPV.', vote_average: 8.3, genre_ids: [101] },
    { id: 109, title: 'Frontiers Music', label: 'FrontiersMusicSRL', overview: 'Melodic rock and AOR from Frontiers Music.', vote_average: 8.4, genre_ids: [101] },
    { id: 110, title: 'AFM Records', label: 'AFMRecords', overview: 'Power and heavy metal from AFM Records.', vote_average: 8.3, genre_ids: [100] },
    { id: 111, title: 'Peaceville', label: 'PeacevilleRecords', overview: 'Doom, gothic and black metal from the Peaceville catalogue.', vote_average: 8.5, genre_ids: [104, 100] },
    { id: 112, title: 'Prosthetic Records', label: 'ProstheticRecords', overview: 'Modern extreme metal from Prosthetic Records.', vote_average: 8.2, genre_ids: [102] },
    { id: 113, title: 'InsideOut Music', label: 'InsideOutMusicTV', overview: 'Progressive rock and metal from InsideOut Music.', vote_average: 8.6, genre_ids: [103, 100] },
    { id: 114, title: 'Earache Records', label: 'EaracheRecords', overview: 'The pioneers of grindcore and death metal, Earache Records.', vote_average: 8.4, genre_ids: [102] },
    { id: 115, title: 'Spinefarm Records', label: 'SpinefarmRecords', overview: 'Finnish and international metal from Spinefarm Records.', vote_average: 8.5, genre_ids: [100, 101] },
    { id: 116, title: 'Sumerian Records', label: 'SumerianRecords', overview: 'Progressive metal and metalcore from Sumerian Records.', vote_average: 8.6, genre_ids: [100] },
    { id: 117, title: 'Pelagic Records', label: 'PelagicRecords', overview: 'Post-rock and post-metal from Pelagic Records.', vote_average: 8.7, genre_ids: [103] },
    { id: 118, title: 'Svart Records', label: 'SvartRecords', overview: 'Occult rock and black metal from Svart Records.', vote_average: 8.3, genre_ids: [104, 101] },
    // Channels by kind of video
    { id: 119, title: 'Music Video', label: 'wmbMusicVideo', overview: 'Official music videos from metal and rock bands.', vote_average: 9.1, genre_ids: [100, 101] },
    { id: 120, title: 'Lyrics Video', label: 'wmbLyricsVideo', overview: 'Lyric videos to sing along with your favourite bands.', vote_average: 8.4, genre_ids: [100] },
    { id: 121, title: 'Visualizer', label: 'wmbVisualizer', overview: 'Official visualizers and album streams.', vote_average: 8.2, genre_ids: [100, 103] },
    { id: 122, title: 'Documentation', label: 'wmbDocumentation', overview: 'Band documentaries, studio reports and the making of albums.', vote_average: 8.8, genre_ids: [100] },
    { id: 123, title: 'Interview', label: 'wmbInterview', overview: 'Musicians talk about their records, tours and influences.', vote_average: 8.5, genre_ids: [100, 101] },
    { id: 124, title: 'Live Performance', label: 'wmbLivePerformance', overview: 'Full concerts and live clips from stages and festivals.', vote_average: 9.0, genre_ids: [100, 101] },
    { id: 125, title: 'Outlaw Country', label: 'OutlawCountryChannel', overview: 'Outlaw country and southern rock with a heavy edge.', vote_average: 8.3, genre_ids: [101] },
    { id: 126, title: 'Outlaw Country Live', label: 'OutlawCountryLive', overview: 'Outlaw country bands on stage.', vote_average: 8.2, genre_ids: [101] },
  ].map((seed) => labelEntry(seed)),
  branding: themeBranding(THEME.ROCK),
  seo: {
    title: 'Rock & Metal – Music videos from the best metal labels',
    description: 'Watch official music videos, lyric videos, live performances and interviews from Nuclear Blast, Century Media, Napalm Records, Metal Blade and more.',
    keywords: 'metal, rock, hard rock, death metal, black metal, post-rock, music videos, Nuclear Blast, Century Media, Napalm Records',
  },
  lang: 'en',
  heroPlay: 'details',
};

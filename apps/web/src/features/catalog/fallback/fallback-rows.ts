import type { UiVideo } from '@vitrine/catalog/ui-video';
import { fallbackVideo } from './fallback-video.ts';

/**
 * The spec's sample data (PRODUCT §2.3): shown only when the API gives nothing for a row
 * (error or empty catalogue), so the page never looks broken. Fictional series and films.
 */

/** The welcome hero, named after the site the visitor is on. */
export function welcomeHero(siteName: string): UiVideo {
  return fallbackVideo({
    id: 'fallback-welcome',
    title: `Welcome to ${siteName}`,
    overview: 'Our catalogue is taking a short break. Meanwhile, browse a few picks from our series and films — fresh videos will be back in a moment.',
    channelTitle: siteName,
    releaseDate: '2024-01-01',
    voteAverage: 9,
    genreIds: [],
    kind: 'series',
  });
}

const SERIES = {
  nightShift: fallbackVideo({ id: 'fallback-night-shift', title: 'Night Shift Sessions', overview: 'Bands play their new songs live after midnight in an empty studio.', channelTitle: 'Series', releaseDate: '2023-10-06', voteAverage: 8.7, genreIds: [100], kind: 'series' }),
  roadTales: fallbackVideo({ id: 'fallback-road-tales', title: 'Road Tales', overview: 'A touring crew films every city, every soundcheck and every crowd of a year on the road.', channelTitle: 'Series', releaseDate: '2022-04-15', voteAverage: 8.4, genreIds: [402], kind: 'series' }),
  theCircle: fallbackVideo({ id: 'fallback-the-circle', title: 'The Circle', overview: 'Fighters, coaches and cornermen behind the scenes of a season in the ring.', channelTitle: 'Series', releaseDate: '2023-02-10', voteAverage: 8.9, genreIds: [30], kind: 'series' }),
  openMic: fallbackVideo({ id: 'fallback-open-mic', title: 'Open Mic Nights', overview: 'Five minutes, one microphone: new comedians face their first real audience.', channelTitle: 'Series', releaseDate: '2024-01-19', voteAverage: 8.2, genreIds: [300], kind: 'series' }),
  ridgeLines: fallbackVideo({ id: 'fallback-ridge-lines', title: 'Ridge Lines', overview: 'Runners cross the highest passes of the Alps in a single push.', channelTitle: 'Series', releaseDate: '2021-09-03', voteAverage: 8.6, genreIds: [400], kind: 'series' }),
};

const FILMS = {
  loudAndClear: fallbackVideo({ id: 'fallback-loud-and-clear', title: 'Loud and Clear', overview: 'The story of a festival that started in a barn and ended up with eighty thousand fans.', channelTitle: 'Film', releaseDate: '2021-06-18', voteAverage: 8.8, genreIds: [101], kind: 'film' }),
  lastEncore: fallbackVideo({ id: 'fallback-last-encore', title: 'The Last Encore', overview: 'A farewell tour filmed from the crowd, the wings and the tour bus.', channelTitle: 'Film', releaseDate: '2022-11-25', voteAverage: 8.5, genreIds: [100], kind: 'film' }),
  salsaCity: fallbackVideo({ id: 'fallback-salsa-city', title: 'Salsa City', overview: 'Dancers and bands keep the nights of Cali burning until dawn.', channelTitle: 'Film', releaseDate: '2020-08-14', voteAverage: 8.3, genreIds: [201], kind: 'film' }),
  summitFever: fallbackVideo({ id: 'fallback-summit-fever', title: 'Summit Fever', overview: 'One hundred and seventy kilometres around Mont Blanc, told by the runners at the back.', channelTitle: 'Film', releaseDate: '2023-08-25', voteAverage: 9.1, genreIds: [401], kind: 'film' }),
  punchline: fallbackVideo({ id: 'fallback-punchline', title: 'Punchline', overview: 'A year in the life of a comedy club, from the first booking to the sold-out gala.', channelTitle: 'Film', releaseDate: '2024-03-08', voteAverage: 8.0, genreIds: [301], kind: 'film' }),
};

export const FALLBACK_TRENDING: readonly UiVideo[] = [SERIES.theCircle, FILMS.summitFever, SERIES.nightShift, FILMS.loudAndClear, SERIES.openMic];
export const FALLBACK_POPULAR: readonly UiVideo[] = [FILMS.lastEncore, SERIES.roadTales, FILMS.salsaCity, SERIES.ridgeLines, FILMS.punchline];
export const FALLBACK_NEW_RELEASES: readonly UiVideo[] = [FILMS.punchline, SERIES.openMic, FILMS.summitFever, SERIES.theCircle, FILMS.lastEncore];
export const FALLBACK_MY_LIST: readonly UiVideo[] = [SERIES.ridgeLines, FILMS.loudAndClear, SERIES.nightShift];

export interface FallbackProgress {
  video: UiVideo;
  /** Share already watched, 0 to 1. */
  progress: number;
}

export const FALLBACK_CONTINUE_WATCHING: readonly FallbackProgress[] = [
  { video: SERIES.roadTales, progress: 0.35 },
  { video: FILMS.salsaCity, progress: 0.72 },
  { video: SERIES.theCircle, progress: 0.15 },
];

import type { UiVideo } from '@vitrine/catalog/ui-video';

/** What a sample entry states; everything else gets the UI defaults. */
export interface FallbackSeed {
  id: string;
  title: string;
  overview: string;
  channelTitle: string;
  releaseDate: string;
  voteAverage: number;
  genreIds: number[];
  /** Series have a first air date, films a release date (the spec's "series and films"). */
  kind: 'series' | 'film';
}

/** Sample entries have no images: cards show the generated poster in the theme colours. */
export function fallbackVideo(seed: FallbackSeed): UiVideo {
  const slug = seed.id;
  return {
    id: seed.id,
    title: seed.title,
    name: seed.title,
    overview: seed.overview,
    backdrop_path: '',
    poster_path: '',
    images: [],
    release_date: seed.kind === 'film' ? seed.releaseDate : '',
    first_air_date: seed.kind === 'series' ? seed.releaseDate : '',
    vote_average: seed.voteAverage,
    runtime: 180,
    durationSeconds: null,
    genre_ids: seed.genreIds,
    trailerUrl: '',
    vote_count: 0,
    pathseo: slug,
    videoId: '',
    channelTitle: seed.channelTitle,
    username: '',
    publishedAt: seed.releaseDate,
    titleSeo: slug,
    parsed: true,
    artist: seed.channelTitle,
    label: '',
    created: seed.releaseDate,
    updated: seed.releaseDate,
    category: seed.kind,
    tags: [],
    views: 0,
    likes: 0,
    youtubeData: null,
  };
}

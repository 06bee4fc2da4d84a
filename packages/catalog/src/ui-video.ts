import type { ApiVideo } from './api-schemas.ts';

/** A video as the UI uses it (PRODUCT §3.6); built by toUiVideo(). */
export interface UiVideo {
  id: string;
  title: string;
  name: string;
  /** The description as HTML; null when the page came without it (FirstScreenData.descriptionsLeftOut) until the details load it. */
  overview: string | null;
  backdrop_path: string;
  poster_path: string;
  /** Every snippet thumbnail URL with its width, largest first, for `srcset`. */
  images: { url: string; width: number }[];
  release_date: string;
  first_air_date: string;
  vote_average: number;
  /** Minutes: from the video's duration when known, else RUNTIME_MINUTES. */
  runtime: number;
  /** The video's length when a sync knows it; null when it does not, and then no runtime shows (PRODUCT §3.6). */
  durationSeconds: number | null;
  genre_ids: number[];
  trailerUrl: string;
  vote_count: number;
  pathseo: string;
  videoId: string;
  channelTitle: string;
  username: string;
  publishedAt: string;
  titleSeo: string;
  parsed: boolean;
  artist: string;
  label: string;
  created: string;
  updated: string;
  category: string;
  tags: string[];
  views: number;
  likes: number;
  /** The API metadata the video was built from (searches read it); null for a sample video. */
  youtubeData: ApiVideo['metadata'] | null;
}

/**
 * `video` with the description of `loaded` (the same video, loaded from the API), when it came
 * without one (overview null); else `video` itself. The rest stays as shown, e.g. its score.
 */
export function withLoadedDescription(video: UiVideo, loaded: UiVideo): UiVideo {
  if (video.id !== loaded.id || video.overview !== null) return video;
  return { ...video, overview: loaded.overview, youtubeData: loaded.youtubeData };
}

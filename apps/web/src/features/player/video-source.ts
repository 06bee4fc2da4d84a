import type { UiVideo } from '@vitrine/catalog/ui-video';
import { INVALID_YOUTUBE_URL, isVideoId, parseYouTubeUrl } from '@vitrine/catalog/youtube-url';

export const NO_VIDEO_ID = 'No video is available for this title.';

export type VideoSource = { ok: true; videoId: string } | { ok: false; message: string };

/** What the player can play: the trailer URL when there is one (it must be a YouTube link), else the bare video id. */
export function videoSourceOf(video: Pick<UiVideo, 'trailerUrl' | 'videoId'>): VideoSource {
  if (video.trailerUrl) {
    const parsed = parseYouTubeUrl(video.trailerUrl);
    return parsed.ok ? { ok: true, videoId: parsed.videoId } : { ok: false, message: INVALID_YOUTUBE_URL };
  }
  return isVideoId(video.videoId) ? { ok: true, videoId: video.videoId } : { ok: false, message: NO_VIDEO_ID };
}

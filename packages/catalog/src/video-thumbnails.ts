import type { Thumbnails } from './api-schemas.ts';
import { imagePath } from './image-path.ts';

/**
 * Which of a video's snippet thumbnails stands for it, and where its file is (PRODUCT §3.6,
 * §5.5). The web mapping (toUiVideo) and the server's `<head>` tags both ask here, so a page
 * and its link preview always pick the same image.
 */

export type ThumbnailSize = keyof Thumbnails;

/** The backdrop is a wide image: only the two largest sizes qualify. */
export const BACKDROP_SIZES: readonly ThumbnailSize[] = ['maxres', 'standard'];
/** The poster takes the largest thumbnail there is. */
export const POSTER_SIZES: readonly ThumbnailSize[] = ['maxres', 'standard', 'high', 'medium', 'default'];

/** YouTube's width of each thumbnail size, in pixels, for when the API gives none. */
export const THUMBNAIL_WIDTHS_PX: Readonly<Record<ThumbnailSize, number>> = {
  maxres: 1280,
  standard: 640,
  high: 480,
  medium: 320,
  default: 120,
};

/** YouTube's height of each thumbnail size, in pixels, for when the API gives none. */
export const THUMBNAIL_HEIGHTS_PX: Readonly<Record<ThumbnailSize, number>> = {
  maxres: 720,
  standard: 480,
  high: 360,
  medium: 180,
  default: 90,
};

export interface SizedImage {
  url: string;
  width: number;
  height: number;
}

export interface ThumbnailImage {
  url: string;
  width: number;
}

/** The backdrop's URL, '' when the video has neither of its sizes. */
export function backdropUrl(thumbnails: Thumbnails): string {
  return firstUrl(thumbnails, BACKDROP_SIZES);
}

/** The poster's URL, '' when the video has no thumbnail at all. */
export function posterUrl(thumbnails: Thumbnails): string {
  return firstUrl(thumbnails, POSTER_SIZES);
}

/** The poster with its size (link previews state it), undefined when the video has no thumbnail. */
export function posterImage(thumbnails: Thumbnails): SizedImage | undefined {
  for (const size of POSTER_SIZES) {
    const url = thumbnailUrl(thumbnails, size);
    if (url) return { url, width: thumbnails[size]?.width ?? THUMBNAIL_WIDTHS_PX[size], height: thumbnails[size]?.height ?? THUMBNAIL_HEIGHTS_PX[size] };
  }
  return undefined;
}

/** Every thumbnail with its width, largest first (for `srcset`). */
export function thumbnailImages(thumbnails: Thumbnails): ThumbnailImage[] {
  const images: ThumbnailImage[] = [];
  for (const size of POSTER_SIZES) {
    const thumbnail = thumbnails[size];
    const url = thumbnailUrl(thumbnails, size);
    if (url) images.push({ url, width: thumbnail?.width ?? THUMBNAIL_WIDTHS_PX[size] });
  }
  return images.sort((a, b) => b.width - a.width);
}

function firstUrl(thumbnails: Thumbnails, sizes: readonly ThumbnailSize[]): string {
  for (const size of sizes) {
    const url = thumbnailUrl(thumbnails, size);
    if (url) return url;
  }
  return '';
}

/** A blank URL counts as no thumbnail; a relative one is served from the images folder. */
function thumbnailUrl(thumbnails: Thumbnails, size: ThumbnailSize): string {
  const url = thumbnails[size]?.url.trim() ?? '';
  return url === '' ? '' : imagePath(url);
}

export interface ShareLinks {
  facebook: string;
  whatsapp: string;
  linkedin: string;
  /** What 'Copier le lien' puts on the clipboard. */
  copy: string;
}

/**
 * The public address of a video: the configured share base URL plus the pathseo as one
 * encoded path segment. Never built from the Host header or the page's own address, so a
 * hostile slug (`//evil.test`, `@evil`, `../`) cannot move the link to another origin.
 */
export function videoShareUrl(shareBaseUrl: string, pathseo: string): string {
  const base = new URL(shareBaseUrl);
  const directory = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  const url = new URL(`${base.origin}${directory}${encodeURIComponent(pathseo)}`);
  // Dot segments ("..") are resolved by the URL parser; the origin never changes.
  return url.origin === base.origin ? url.href : base.href;
}

/** The start time a shared link carries (`?t=` whole seconds, PRODUCT §12), which the player honours. */
export const START_TIME_PARAM = 't';

/** The video's share URL, starting at `startSeconds` when given (from 1 s: 0 is the start anyway). */
export function videoShareUrlAt(shareBaseUrl: string, pathseo: string, startSeconds?: number): string {
  const url = videoShareUrl(shareBaseUrl, pathseo);
  const seconds = startSeconds === undefined ? 0 : Math.floor(startSeconds);
  return seconds >= 1 ? `${url}?${START_TIME_PARAM}=${seconds}` : url;
}

export function buildShareLinks(shareBaseUrl: string, video: { pathseo: string; title: string }, startSeconds?: number): ShareLinks {
  const url = videoShareUrlAt(shareBaseUrl, video.pathseo, startSeconds);
  const encodedUrl = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${video.title} ${url}`)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    copy: url,
  };
}


/** Shown when a pasted video URL is not a YouTube watch or short link (PRODUCT §5.3). */
export const INVALID_YOUTUBE_URL = 'Invalid YouTube URL';

export type YouTubeUrlResult = { ok: true; videoId: string } | { ok: false; error: typeof INVALID_YOUTUBE_URL };

/** A YouTube video id: 11 characters of [A-Za-z0-9_-], as a JSON Schema `pattern` (imports, syncs). */
export const VIDEO_ID_PATTERN = '^[A-Za-z0-9_-]{11}$';
const VIDEO_ID = new RegExp(VIDEO_ID_PATTERN);
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOST = 'youtu.be';
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function isVideoId(value: string): boolean {
  return VIDEO_ID.test(value);
}

export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/** The embed on the privacy-enhanced host (PRODUCT §10.11), for link previews and oEmbed. */
export function privacyEnhancedEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;
}

/**
 * Accepts watch, short-link, embed, shorts and privacy-enhanced embed URLs. Hosts are
 * compared whole, so lookalikes (`youtube.com.evil.test`, `evilyoutube.com`) fail.
 */
export function parseYouTubeUrl(input: string): YouTubeUrlResult {
  const videoId = extractVideoId(input.trim());
  return videoId !== undefined && isVideoId(videoId) ? { ok: true, videoId } : { ok: false, error: INVALID_YOUTUBE_URL };
}

function extractVideoId(text: string): string | undefined {
  const url = parseUrl(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.port !== '' || url.username !== '' || url.password !== '') {
    return undefined;
  }
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const [first, second, ...rest] = segments;
  if (url.hostname === SHORT_HOST) return segments.length === 1 ? first : undefined;
  if (NOCOOKIE_HOSTS.has(url.hostname)) return first === 'embed' && rest.length === 0 ? second : undefined;
  if (!WATCH_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  if ((first === 'embed' || first === 'shorts') && rest.length === 0) return second;
  return undefined;
}

/** People paste links without the scheme; anything with another scheme stays as it is. */
function parseUrl(text: string): URL | undefined {
  try {
    return new URL(HAS_SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
}

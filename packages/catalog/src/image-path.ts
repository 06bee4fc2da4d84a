/** Where relative image paths (label posters and backdrops) are served from (PRODUCT §5.5). */
export const IMAGES_FOLDER = '/images';

/** Absolute URLs pass through; anything else is prefixed with the images folder. */
export function imagePath(path: string): string {
  if (path === '' || path.startsWith('http') || path.startsWith(`${IMAGES_FOLDER}/`)) return path;
  return `${IMAGES_FOLDER}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * Where thumbnails may come from: YouTube's image hosts, over https. The page's CSP allows
 * exactly these (apps/server/src/plugins/external/helmet.ts).
 */
export const YOUTUBE_IMAGE_HOSTS = ['i.ytimg.com', 'i1.ytimg.com', 'i2.ytimg.com', 'i3.ytimg.com', 'i4.ytimg.com', 'img.youtube.com'] as const;

// The characters of a URL path and query (RFC 3986), as the body of a character class: no space, quote or angle bracket.
const URL_PATH_CHARACTERS = "A-Za-z0-9\\-._~!$&'()*+,;=:@%/?";
const escapedHosts = YOUTUBE_IMAGE_HOSTS.map((host) => host.replaceAll('.', '\\.')).join('|');

/**
 * A JSON Schema `pattern` for an imported thumbnail URL: https from a YouTube image host, or a
 * relative path shown from the images folder (the rule above), never another scheme or host and
 * never a way out of the folder (`//host`, `..`).
 */
export const THUMBNAIL_URL_PATTERN =
  `^(?:https://(?:${escapedHosts})/[${URL_PATH_CHARACTERS}]*` + `|(?!http)(?!//)(?![^]*\\.\\.)[A-Za-z0-9\\-._~%/]*)$`;
const THUMBNAIL_URL = new RegExp(THUMBNAIL_URL_PATTERN, 'u');

export function isThumbnailUrl(url: string): boolean {
  return THUMBNAIL_URL.test(url);
}

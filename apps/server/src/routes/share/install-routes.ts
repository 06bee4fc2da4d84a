import type { FastifyPluginAsync } from 'fastify';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { THEMES } from '@vitrine/catalog/themes/themes';
import type { ThemeId } from '@vitrine/catalog/themes/theme-ids';
import type { ShareRouteOptions } from './share-site.ts';
import { icoFromPngs, themeIconPng } from './theme-icons.ts';

/** Icons and manifest change only with a release: an hour in any cache, one copy per host. */
const INSTALL_CACHE_CONTROL = 'public, max-age=3600';
const INSTALL_VARY = 'host';
const FAVICON_SIZES_PX = [16, 32, 48] as const;
const APPLE_TOUCH_ICON_PX = 180;
/** The short name a home screen shows under the icon. */
const SHORT_NAME_MAX_CHARS = 12;

/** The icon files, each drawn at one size; the manifest lists the first three. */
export const ICON_FILES = {
  'icon-192.png': { sizePx: 192, purpose: 'any' },
  'icon-512.png': { sizePx: 512, purpose: 'any' },
  'maskable-512.png': { sizePx: 512, purpose: 'maskable' },
} as const;
type IconFile = keyof typeof ICON_FILES;

const iconPath = (theme: ThemeId, file: IconFile) => `/icons/${file}?theme=${theme}`;

/** The web app manifest of a theme's site (PRODUCT §12): installable, standalone, in the theme's colours. */
export function webManifest(theme: ThemeConfig) {
  return {
    id: '/',
    name: theme.name,
    short_name: theme.name.length <= SHORT_NAME_MAX_CHARS ? theme.name : theme.name.split(/[\s&|-]+/)[0]!.slice(0, SHORT_NAME_MAX_CHARS),
    description: theme.seo.description,
    lang: theme.lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: theme.secondary_color,
    theme_color: theme.primary_color,
    icons: Object.entries(ICON_FILES).map(([file, { sizePx, purpose }]) => ({
      src: iconPath(theme.id, file as IconFile),
      sizes: `${sizePx}x${sizePx}`,
      type: 'image/png',
      purpose,
    })),
  };
}

/**
 * The files that make a theme's site installable and give it an icon (PRODUCT §12): the manifest,
 * favicon.ico, apple-touch-icon.png and the manifest's icons, for the theme of the request (its
 * `?theme=`, host or port), so none of them is a 404 on any site. Drawn once per theme and size.
 */
const installRoutes: FastifyPluginAsync<ShareRouteOptions> = async (fastify, { themeForRequest }) => {
  const drawn = new Map<string, Buffer>();
  const memo = (key: string, draw: () => Buffer) => {
    const found = drawn.get(key);
    if (found !== undefined) return found;
    const image = draw();
    drawn.set(key, image);
    return image;
  };
  const icon = (theme: ThemeId, sizePx: number) => memo(`${theme}:${sizePx}`, () => themeIconPng(THEMES[theme], sizePx));
  const cached = <T extends { header: (name: string, value: string) => T }>(reply: T) =>
    reply.header('cache-control', INSTALL_CACHE_CONTROL).header('vary', INSTALL_VARY);

  fastify.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) =>
    cached(reply).type('application/manifest+json; charset=utf-8').send(JSON.stringify(webManifest(THEMES[themeForRequest(request)]))),
  );

  fastify.get('/favicon.ico', { schema: { hide: true } }, async (request, reply) => {
    const theme = themeForRequest(request);
    const ico = memo(`${theme}:ico`, () => icoFromPngs(FAVICON_SIZES_PX.map((sizePx) => ({ sizePx, png: icon(theme, sizePx) }))));
    return cached(reply).type('image/x-icon').send(ico);
  });

  fastify.get('/apple-touch-icon.png', { schema: { hide: true } }, async (request, reply) =>
    cached(reply).type('image/png').send(icon(themeForRequest(request), APPLE_TOUCH_ICON_PX)),
  );

  for (const [file, { sizePx }] of Object.entries(ICON_FILES)) {
    fastify.get(`/icons/${file}`, { schema: { hide: true } }, async (request, reply) => cached(reply).type('image/png').send(icon(themeForRequest(request), sizePx)));
  }
};

export default installRoutes;

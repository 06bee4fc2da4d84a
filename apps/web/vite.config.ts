import tailwindcss from '@tailwindcss/vite';
import { PAGE_HEAD_MARKER } from '../../packages/catalog/src/page-config.ts';
import { DEFAULT_THEME } from '../../packages/catalog/src/themes/theme-ids.ts';
import { THEMES } from '../../packages/catalog/src/themes/themes.ts';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API server the dev server forwards `/api` to (apps/server, rock port). */
const DEV_API_TARGET = 'http://127.0.0.1:3001';

/**
 * In production the server writes the theme's head tags at PAGE_HEAD_MARKER. The dev
 * server has no server in front of it, so the default theme's title, description and icon
 * stand in there until the app applies the theme it resolved. Build output keeps the marker.
 */
function devHeadTags(): Plugin {
  const { seo, branding, primary_color } = THEMES[DEFAULT_THEME];
  const tags = [
    { tag: 'title', children: seo.title },
    { tag: 'meta', attrs: { name: 'description', content: seo.description } },
    { tag: 'meta', attrs: { name: 'theme-color', content: primary_color } },
    { tag: 'link', attrs: { rel: 'icon', href: branding.favicon } },
  ];
  return {
    name: 'vitrine-dev-head-tags',
    apply: 'serve',
    transformIndexHtml: (html) => ({ html: html.replace(PAGE_HEAD_MARKER, ''), tags: tags.map((tag) => ({ ...tag, injectTo: 'head' })) }),
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), devHeadTags()],
  server: {
    proxy: { '/api': { target: DEV_API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
});

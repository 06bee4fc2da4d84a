import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { API_KEY_HEADER, PAGE_HEAD_MARKER } from '../../packages/catalog/src/page-config.ts';
import { DEFAULT_THEME, THEME_PORTS } from '../../packages/catalog/src/themes/theme-ids.ts';
import { THEMES } from '../../packages/catalog/src/themes/themes.ts';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { rolldown } from 'rolldown';
import { compression } from 'vite-plugin-compression2';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { fontSubsets } from './vite-font-subsets.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The generated key's file in DATA_DIR, as the API server writes it (apps/server/src/auth/api-keys.ts). */
const GENERATED_API_KEY_FILE = 'api-key';

/**
 * The API server of `npm run dev` (apps/server, started with the same environment): on PORT
 * when it is set, else on the default theme's port.
 */
function devApiTarget(): string {
  return `http://127.0.0.1:${process.env['PORT'] ?? THEME_PORTS[DEFAULT_THEME]}`;
}

/**
 * The key that API server accepts: the first of API_KEYS, else the one it generated in DATA_DIR
 * (default ./data, relative to the repository). Read for each call, as the server may write
 * it after this dev server started.
 */
function devApiKey(): string | undefined {
  const configured = process.env['API_KEYS']?.split(',')[0]?.trim();
  if (configured) return configured;
  const dataDir = process.env['DATA_DIR']?.trim() || 'data';
  try {
    return readFileSync(resolve(isAbsolute(dataDir) ? dataDir : resolve(REPO_ROOT, dataDir), GENERATED_API_KEY_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
}

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

/** The font files the first screen draws with: Inter (body) and Bebas Neue (hero title), Latin subset. */
const FIRST_SCREEN_FONT_FILES = [/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/, /^assets\/bebas-neue-latin-400-normal-[\w-]+\.woff2$/];

/**
 * The stylesheet names the fonts, so the browser would only ask for them once it lays out text
 * that needs them, too late for the server-rendered first paint; their faces are `font-display:
 * optional` (src/styles/fonts.css), so a late one is not used at all. Preloading
 * them from index.html fetches them with the CSS, in time for the first paint (issue 9, CLS).
 */
function preloadFirstScreenFonts(): Plugin {
  return {
    name: 'vitrine-preload-first-screen-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((fileName) => FIRST_SCREEN_FONT_FILES.some((pattern) => pattern.test(fileName)))
          .map((fileName) => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${fileName}`, crossorigin: '' }, injectTo: 'head' as const })),
    },
  };
}

/** The page every server-rendered address shows (`/`, `/{pathseo}`): a lazy chunk of its own (src/app/router.tsx). */
const SERVER_RENDERED_PAGE_MODULE = /\/src\/app\/routes\/home-route\.tsx$/;

/**
 * The browser must load the page's chunk and its imports before hydrating (src/main.tsx); left to
 * the entry, it asks for them only once the entry has run, a second trip of a dozen scripts after
 * the first. Preloaded from index.html, they load with the entry (issue 9, Lighthouse), at low
 * priority: at the default one they took the bandwidth of the first paint's CSS and fonts (since
 * startAppAfterFirstPaint, they and the entry are asked for after it, and low still leaves the
 * entry first).
 */
function preloadServerRenderedPage(): Plugin {
  return {
    name: 'vitrine-preload-server-rendered-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const chunks = new Map(Object.values(bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
        const page = [...chunks.values()].find((chunk) => chunk.facadeModuleId !== null && SERVER_RENDERED_PAGE_MODULE.test(chunk.facadeModuleId));
        if (!page) throw new Error('the build has no chunk for src/app/routes/home-route.tsx');
        // The entry's own scripts are in the page already.
        const files = new Set([...html.matchAll(/<script [^>]*src="\/([^"]+)"/g)].map((match) => match[1]));
        const preloads: string[] = [];
        const visit = (fileName: string) => {
          if (files.has(fileName) || !chunks.has(fileName)) return;
          files.add(fileName);
          preloads.push(fileName);
          chunks.get(fileName)?.imports.forEach(visit);
        };
        visit(page.fileName);
        return preloads.map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', fetchpriority: 'low', href: `/${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** The classic script that asks for the app's scripts after the first paint (src/start-after-first-paint.ts). */
const START_AFTER_FIRST_PAINT_SOURCE = fileURLToPath(new URL('src/start-after-first-paint.ts', import.meta.url));
const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * Lighthouse's simulated LCP counts every request that finished before the observed first paint:
 * the entry's scripts and the page's preloads, ~120 KB, made it 2.6 s for a page drawn in 0.3 s
 * (issue 9). index.html asks for them through a deferred script instead, once the first paint is
 * on screen, so that the first paint's stylesheet and fonts have the connection to themselves;
 * the hydration then starts a frame or two later. The script is the page's one classic script,
 * bundled on its own and named by its content like every asset.
 */
function startAppAfterFirstPaint(): Plugin {
  return {
    name: 'vitrine-start-app-after-first-paint',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return; // the server render's build has no page
      let html = String(page.source);
      const modules = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
      const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
      if (modules.length === 0) throw new Error('index.html has no module script to start after the first paint');
      html = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
      const loader = this.emitFile({ type: 'asset', name: 'start-after-first-paint.js', source: await classicScript(START_AFTER_FIRST_PAINT_SOURCE) });
      const tag = `<script defer src="/${this.getFileName(loader)}" data-modules="${modules.join(' ')}" data-preloads="${preloads.join(' ')}"></script>`;
      page.source = html.replace(/\s*<\/head>/, `\n    ${tag}\n  </head>`);
    },
  };
}

/** A script bundled alone, as one minified function run in place: no import, no global of its own. */
async function classicScript(input: string): Promise<string> {
  const build = await rolldown({ input, platform: 'browser' });
  try {
    const { output } = await build.generate({ format: 'iife', minify: true });
    return output[0].code;
  } finally {
    await build.close();
  }
}

/**
 * Each file the browser downloads, written next to it compressed once at build time at the
 * highest levels (brotli 11, gzip 9): the server sends these as they are (`preCompressed` in the
 * server's page routes) instead of compressing every asset for every visitor, and they are smaller.
 * The template is read by the server, never sent; fonts (woff2) are compressed already; files
 * under 1 KB go plain, as the server's own compression leaves them.
 */
function precompressedFiles(isSsrBuild: boolean | undefined): Plugin[] {
  if (isSsrBuild) return [];
  return [compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|webmanifest|json)$/, threshold: 1024, skipIfLargerOrEqual: true, logLevel: 'silent' })];
}

/**
 * `npm run build:report -w @vitrine/web` (mode `report`): what each chunk holds, module by module
 * with gzipped sizes, written to bundle-report/ (an HTML treemap and the same as a text list).
 */
function bundleReport(mode: string): Plugin[] {
  if (mode !== 'report') return [];
  return [
    visualizer({ filename: 'bundle-report/treemap.html', template: 'treemap', gzipSize: true }),
    visualizer({ filename: 'bundle-report/modules.txt', template: 'list', gzipSize: true }),
  ] as Plugin[];
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), fontSubsets(), devHeadTags(), preloadFirstScreenFonts(), preloadServerRenderedPage(), startAppAfterFirstPaint(), ...precompressedFiles(isSsrBuild), ...bundleReport(mode)],
  // Workspace packages resolve to their sources (the condition of tsconfig.base.json), never to a build.
  resolve: {
    conditions: ['@vitrine/source', ...defaultClientConditions],
    // wouter reads useSyncExternalStore through the shim package, for Reacts before 18; React 19
    // has it built in, and the shim's fallback would be start-up JS that never runs.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }],
  },
  // The server render (`vite build --ssr src/entry-server.tsx`, into dist/server/) bundles the
  // app, the catalog's sources and every library it renders with, React in its production build:
  // left to the server's import, React would pick its development build wherever NODE_ENV is
  // unset and render a page several times slower (and every library must share that one React).
  // jsdom, the sanitiser's window, stays an import the server resolves.
  ssr: { resolve: { conditions: ['@vitrine/source', ...defaultServerConditions] }, noExternal: true, external: ['jsdom'] },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: {
      '/api': {
        target: devApiTarget(),
        changeOrigin: true,
        // The dev page has no server to inject its config (and key): the proxy signs its calls instead.
        configure: (proxy) =>
          proxy.on('proxyReq', (request) => {
            const key = devApiKey();
            if (key !== undefined) request.setHeader(API_KEY_HEADER, key);
          }),
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // No modulepreload polyfill in the entry: every browser the site supports preloads modules
    // itself, and one that does not loads each chunk when it is imported (issue 9: start-up JS).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk: the page needs all of it at
        // start, and the theme-config chunks (src/theme/theme-configs.ts) sharing a few modules
        // with it would otherwise split it into many small files (issue 9: start-up JS).
        codeSplitting: isSsrBuild ? true : { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
}));

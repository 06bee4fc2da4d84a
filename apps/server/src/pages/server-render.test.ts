import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from '@vitrine/catalog/first-screen';
import { PAGE_CONFIG_ELEMENT_ID, type PageConfig } from '@vitrine/catalog/page-config';
import { THEME_CODES, THEME_IDS, THEME_PORTS, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { getTheme, THEMES } from '@vitrine/catalog/themes/themes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueEntry } from '../db/seed-catalogue.ts';
import { toVideoRow } from '../db/video-row.ts';
import { createVideosRepository } from '../db/videos-repository.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { fixtureVideo } from '../test/fixture-catalogue.ts';
import { FIRST_SCREEN_MAX_AGE_MS, pageAddress, type ServerEntry } from './page-routes.ts';
import { splitHost } from './theme-for-request.ts';
import { spliceVideoDetails, type VideoPageShell } from './video-page-splice.ts';

/** A card as the server renders it: its title in its accessible name (video-card.tsx). */
const cardTitleHtml = (title: string) => `<span data-testid="card-title">${title}</span>`;

/**
 * Issue 9: `/` and `/{pathseo}` answer HTML that already holds the first screen, drawn by the
 * web app's own server entry (its sources here; the build's dist/server/entry-server.js in production).
 */
const WEB = fileURLToPath(new URL('../../../web/', import.meta.url));
const TEMPLATE = readFileSync(join(WEB, 'index.html'), 'utf8');
const HOSTILE_TITLE = '</script><script>alert(1)</script> "quoted" \u2028';
const HOSTILE_DESCRIPTION = 'Plain words.<img src=x onerror="alert(2)"><script>alert(3)</script><a href="javascript:alert(4)">click</a>';

/** A label of the rock theme (its config) and the one video on it. */
const NUCLEAR = getTheme('rock').labels.find((entry) => entry.label === 'NuclearBlastRecords')!;
const NUCLEAR_TITLE = 'Nuclear Single';

/** Time the visits of the caching test may take at most. */
const PERIOD_MARGIN_MS = 10_000;

const heroTitle = (theme: ThemeId) => `${theme} Hero Anthem`;
const deepCutTitle = (theme: ThemeId, index: number) => `${theme} Deep Cut ${index}`;

function catalogue(now: Date): CatalogueEntry[] {
  return THEME_IDS.flatMap((theme) => [
    { theme, video: fixtureVideo({ id: `v-${theme}-hero`, title: heroTitle(theme), publishedDaysAgo: 1, createdDaysAgo: 1, views: 1_000_000 }, now) },
    ...[1, 2, 3].map((index) => ({
      theme,
      video: fixtureVideo({ id: `v-${theme}-deep-${index}`, title: deepCutTitle(theme, index), publishedDaysAgo: 40 + index, createdDaysAgo: 40 + index, views: 100 * index }, now),
    })),
  ]);
}

/** The HTML of one row, by its key. */
function rowHtml(html: string, row: string): string {
  return new RegExp(`<section[^>]*data-row="${row}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
}

function pageConfigOf(html: string): PageConfig {
  const json = new RegExp(`<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  return JSON.parse(json ?? 'null') as PageConfig;
}

/** What the server render put inside `#root`: the app's HTML, before the inlined data. */
function appHtmlOf(html: string): string {
  return /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="vitrine-first-screen">/.exec(html)?.[1] ?? '';
}

function firstScreenOf(html: string): FirstScreenData {
  const json = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  return JSON.parse(json ?? 'null') as FirstScreenData;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('server-rendered pages', () => {
  let app: FastifyInstance;
  let dist: string;
  let entries: CatalogueEntry[];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'vitrine-ssr-dist-'));
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'index.html'), TEMPLATE);
    writeFileSync(join(dist, 'server', 'entry-server.js'), `export { render, renderVideoDetails } from ${JSON.stringify(join(WEB, 'src', 'entry-server.tsx'))};\n`);
    const now = new Date();
    entries = catalogue(now);
    entries.push({ theme: 'rock', video: fixtureVideo({ id: 'v-hostile', title: HOSTILE_TITLE, description: HOSTILE_DESCRIPTION, publishedDaysAgo: 50, createdDaysAgo: 50 }, now) });
    entries.push({ theme: 'rock', video: fixtureVideo({ id: 'v-rock-nuclear', title: NUCLEAR_TITLE, label: NUCLEAR.label, publishedDaysAgo: 60, createdDaysAgo: 60 }, now) });
    app = await buildTestApp({ webDist: dist, entries, env: { CATALOG_VERSION_POLL_MS: '100' } });
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, host = 'localhost:3001') => app.inject({ method: 'GET', url, headers: { host } });

  /**
   * `/` and a video page of a theme, drawn from rows that stay fresh for PERIOD_MARGIN_MS more:
   * rows past FIRST_SCREEN_MAX_AGE_MS are still served, and read again in the background.
   */
  const visitsWithFreshRows = async (host: string, videoPath: string) => {
    for (;;) {
      const visits = [await page('/', host), await page(videoPath, host)];
      const freshLeftMs = firstScreenOf(visits[0]?.body ?? '').renderedAt + FIRST_SCREEN_MAX_AGE_MS - Date.now();
      if (freshLeftMs >= PERIOD_MARGIN_MS) return visits;
      await sleep(Math.max(freshLeftMs, 0) + 50);
    }
  };

  it.each(THEME_IDS)('/ on the %s port holds the hero title and the first rows with their cards, before any script runs', async (theme) => {
    const response = await page('/', `localhost:${THEME_PORTS[theme]}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(heroTitle(theme));
    // The latest row (the 2 last days) holds the hero video; Trending follows with every card.
    expect(rowHtml(html, 'latest')).toContain(cardTitleHtml(heroTitle(theme)));
    const trending = rowHtml(html, 'trending');
    for (const title of [heroTitle(theme), deepCutTitle(theme, 1), deepCutTitle(theme, 2), deepCutTitle(theme, 3)]) expect(trending).toContain(cardTitleHtml(title));
    // The data it was drawn from is inlined for the browser, as /api/blogs answers it.
    const firstScreen = firstScreenOf(html);
    expect(firstScreen.themeId).toBe(theme);
    expect(firstScreen.rows.trending.data?.[0]?.metadata.title).toBe(heroTitle(theme));
    expect(firstScreen.rows.trending.pagination?.totalDocs).toBe(theme === 'rock' ? 6 : 4);
  });

  it.each(['rock', 'latino'] as const)('/ on the %s port is in its theme\'s colours before any script runs', async (theme) => {
    const { body } = await page('/', `localhost:${THEME_PORTS[theme]}`);
    const style = /<style>:root\{([^<]*)\}<\/style>/.exec(body)?.[1] ?? '';
    expect(style).toContain(`--theme-primary:${THEMES[theme].primary_color}`);
    expect(style).toMatch(/--theme-highlight:#[\da-f]{6};--theme-on-highlight:#[\da-f]{6}/i);
  });

  it('/{pathseo} holds the video as the main content: title, description, channel and image', async () => {
    const response = await page('/rock-deep-2');
    expect(response.statusCode).toBe(200);
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(response.body)?.[1] ?? '';
    const article = /<article[^>]*data-testid="video-page"[\s\S]*?<\/article>/.exec(main)?.[0] ?? '';
    expect(article).toContain(`>${deepCutTitle('rock', 2)}</h1>`);
    expect(article).toContain(`Official video of ${deepCutTitle('rock', 2)}.<br><a href="https://example.org" target="_blank" rel="noopener noreferrer">Tour dates</a>`);
    expect(article).toContain('Metal Blade Records');
    expect(article).toContain('https://i.ytimg.com/vi/rock-deep-2/hqdefault.jpg');
    expect(firstScreenOf(response.body).video?.pathseo).toBe('rock-deep-2');
  });

  it("loads the top of the page's image first: the hero's on /, a video page's own under which the hero waits", async () => {
    const imageOf = (html: string) => /<img[^>]*>/.exec(html)?.[0] ?? '';
    const heroOf = (html: string) => imageOf(/<section[^>]*data-testid="hero"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '');
    const home = (await page('/')).body;
    expect(heroOf(home)).toMatch(/loading="eager"[^>]*fetchPriority="high"/);
    const videoPage = (await page('/rock-deep-2')).body;
    const article = /<article[^>]*data-testid="video-page"[\s\S]*?<\/article>/.exec(videoPage)?.[0] ?? '';
    expect(imageOf(article)).toMatch(/loading="eager"[^>]*fetchPriority="high"/);
    expect(heroOf(videoPage)).toContain('loading="lazy"');
    expect(heroOf(videoPage)).not.toContain('fetchPriority="high"');
  });

  // A video page is drawn from the theme's first one, its details swapped (video-page-splice.ts): it must be what a whole render gives, or hydration would not match.
  it.each([
    ['', 'rock'],
    ['?t=90', 'rock'],
    [`?label=${NUCLEAR.label}`, 'rock'],
    ['', 'latino'],
  ] as const)('every video page (query %j, %s) holds the app exactly as a whole render of that page draws it', async (query, theme) => {
    const host = `localhost:${THEME_PORTS[theme]}`;
    const { render, renderVideoDetails } = (await import(join(dist, 'server', 'entry-server.js'))) as ServerEntry;
    const slugs = entries.filter((entry) => entry.theme === theme).map((entry) => entry.video.pathseo);
    await app.catalogVersion.refresh();
    const pages = [];
    for (const slug of slugs) pages.push({ slug, body: (await page(`/${slug}${query}`, host)).body });
    let shell: VideoPageShell | undefined;
    for (const { slug, body } of pages) {
      const firstScreen = firstScreenOf(body);
      expect(firstScreen.video?.pathseo).toBe(slug);
      const input = { url: `/${slug}${query}`, pageConfig: pageConfigOf(body), address: splitHost(host), firstScreen };
      const whole = await render(input);
      expect(appHtmlOf(body)).toBe(whole);
      // Drawn from the first page, not rendered whole again.
      shell ??= { html: whole, details: await renderVideoDetails(input) };
      expect(spliceVideoDetails(shell, await renderVideoDetails(input))?.join('')).toBe(whole);
    }
  });

  it('/{pathseo} of an unknown video: the home page, server-rendered, with HTTP 404', async () => {
    const response = await page('/no-such-video');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(`>${heroTitle('rock')}</h1>`);
    expect(response.body).not.toContain('data-testid="video-page"');
    expect(firstScreenOf(response.body).video).toBeNull();
  });

  it('another theme\'s video is not this site\'s: 404 without its details', async () => {
    const response = await page('/latino-hero', 'localhost:3001');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(heroTitle('latino'));
  });

  it("/?label= is the label's page: the home page narrowed to its rows, with its title, canonical address and feed (PRODUCT §12)", async () => {
    const response = await page(`/?label=${NUCLEAR.label}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    // Its own row, drawn from its first page, and no other label's card in the rows above it.
    expect(rowHtml(html, `label:${NUCLEAR.label}`)).toContain(cardTitleHtml(NUCLEAR_TITLE));
    expect(rowHtml(html, 'trending')).not.toContain(cardTitleHtml(deepCutTitle('rock', 1)));
    expect(html).not.toContain(`data-row="label:centurymedia"`);
    expect(firstScreenOf(html).label?.label).toBe(NUCLEAR.label);
    expect(firstScreenOf(html).label?.row.data?.map((video) => video.metadata.title)).toEqual([NUCLEAR_TITLE]);
    const labelUrl = `http://localhost:3001/?label=${NUCLEAR.label}`;
    expect(html).toContain(`<title>${NUCLEAR.title} | Rock &#38; Metal</title>`);
    expect(html).toContain(`<link rel="canonical" href="${labelUrl}" />`);
    expect(html).toContain(`<meta property="og:url" content="${labelUrl}" />`);
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="${NUCLEAR.title} | Rock &#38; Metal" href="http://localhost:3001/feed.xml?label=${NUCLEAR.label}" />`);
  });

  // With real channels' descriptions (1–2 KB each) in the data, a page took a second round trip (docs/PERFORMANCE.md).
  it("inlines the hero's description with the rows and leaves the others out, listed for the browser to load; a video page keeps its video's", async () => {
    const rowVideos = (data: FirstScreenData) => [...Object.values(data.rows), ...(data.label ? [data.label.row] : [])].flatMap((row) => row.data ?? []);
    for (const url of ['/', '/rock-deep-2', `/?label=${NUCLEAR.label}`]) {
      const data = firstScreenOf((await page(url)).body);
      const hero = data.rows.trending.data?.[0];
      expect(hero?.metadata.title).toBe(heroTitle('rock'));
      const others = rowVideos(data).filter((video) => video._id !== hero?._id);
      expect(others.length).toBeGreaterThan(0);
      expect(new Set(others.map((video) => video.metadata.description))).toEqual(new Set(['']));
      expect(new Set(data.descriptionsLeftOut)).toEqual(new Set(others.map((video) => video._id)));
      for (const video of rowVideos(data).filter((each) => each._id === hero?._id)) expect(video.metadata.description).toContain(`Official video of ${heroTitle('rock')}.`);
    }
    const videoPage = firstScreenOf((await page('/rock-deep-2')).body);
    expect(videoPage.descriptionsLeftOut).toContain('v-rock-deep-2');
    expect(videoPage.video?.metadata.description).toContain(`Official video of ${deepCutTitle('rock', 2)}.`);
    expect(firstScreenOf((await page(`/?label=${NUCLEAR.label}`)).body).descriptionsLeftOut).toContain('v-rock-nuclear');
  });

  it('/?label= of a label the theme does not have is the whole home page, canonical on /', async () => {
    const response = await page('/?label=no-such-label');
    expect(response.statusCode).toBe(200);
    expect(rowHtml(response.body, 'trending')).toContain(cardTitleHtml(deepCutTitle('rock', 1)));
    expect(firstScreenOf(response.body).label).toBeNull();
    expect(response.body).toContain('<link rel="canonical" href="http://localhost:3001/" />');
  });

  it("a label's page and the home page are told apart by their ETags", async () => {
    const home = await page('/');
    const labelled = await page(`/?label=${NUCLEAR.label}`);
    expect(labelled.headers.etag).toBeDefined();
    expect(labelled.headers.etag).not.toBe(home.headers.etag);
    const revalidated = await app.inject({ method: 'GET', url: `/?label=${NUCLEAR.label}`, headers: { host: 'localhost:3001', 'if-none-match': home.headers.etag as string } });
    expect(revalidated.statusCode).toBe(200);
  });

  it('keeps a hostile title and description inert in the HTML and in the inlined data', async () => {
    const { body } = await page('/hostile');
    // Every script element the page has is closed by its own tag: no value closed one early.
    expect(body.match(/<script\b/g)?.length).toBe(body.match(/<\/script>/g)?.length);
    expect(firstScreenOf(body).video?.metadata.title).toBe(HOSTILE_TITLE);
    expect(firstScreenOf(body).video?.metadata.description).toBe(HOSTILE_DESCRIPTION);
    // The rendered app, without the inert JSON (the head tags have their own tests).
    const html = body.slice(body.indexOf('<div id="root">')).replace(/<script type="application\/json"[^>]*>.*?<\/script>/g, '');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).not.toContain('alert(3)');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;');
    expect(html).toContain('Plain words.');
  });

  // PRODUCT §10.14: a page is read and rendered once per catalogue version, not once per visit.
  it('serves / and a video page again without a query, until the catalogue changes', async () => {
    const list = vi.spyOn(app.videosRepository, 'list');
    const findBySlug = vi.spyOn(app.videosRepository, 'findBySlug');
    try {
      const latinoHost = `localhost:${THEME_PORTS.latino}`;
      // The catalogue as the test app wrote it, not a version read before its last write.
      await app.catalogVersion.refresh();
      const first = await visitsWithFreshRows(latinoHost, '/latino-deep-1');
      list.mockClear();
      findBySlug.mockClear();
      const again = [await page('/', latinoHost), await page('/latino-deep-1', latinoHost), await page('/?utm_source=mail', latinoHost)];
      expect(again.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(again[0]?.body).toBe(first[0]?.body);
      expect(again[1]?.body).toBe(first[1]?.body);
      expect(list).not.toHaveBeenCalled();
      expect(findBySlug).not.toHaveBeenCalled();
    } finally {
      list.mockRestore();
      findBySlug.mockRestore();
    }
  });

  // A page's render is cached by the parameters that change it only: junk ones (`?x=…`, `utm_source`) must not fill the cache.
  it('renders a page once for addresses that differ only by query parameters the page ignores', async () => {
    const host = `localhost:${THEME_PORTS.standup}`;
    await app.catalogVersion.refresh();
    const [home] = await visitsWithFreshRows(host, '/standup-deep-1');
    const loads = app.catalogCache.stats().loads;
    const junk = [await page('/?x=1', host), await page('/?utm_source=mail&x=2', host), await page('/?fbclid=abc', host)];
    expect(junk.map((response) => response.body)).toEqual([home?.body, home?.body, home?.body]);
    expect(app.catalogCache.stats().loads).toBe(loads);
  });

  it('keeps the parameters that change a page in its render, as they were written, without the others', () => {
    expect(pageAddress('/')).toBe('/');
    expect(pageAddress('/v?x=1&label=Nuclear%20Blast&utm_source=a&theme=latino&t=90')).toBe('/v?label=Nuclear%20Blast&theme=latino&t=90');
    expect(pageAddress('/?x=1&%ZZ=2')).toBe('/');
  });

  it('sends a rendered page brotli- or gzip-encoded as the browser accepts, each the same page as the plain one', async () => {
    const plain = await page('/');
    const asked = async (acceptEncoding: string) => app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3001', 'accept-encoding': acceptEncoding } });
    const br = await asked('gzip, deflate, br');
    const gzip = await asked('gzip;q=1, br;q=0');
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect([br.headers.etag, gzip.headers.etag]).toEqual([plain.headers.etag, plain.headers.etag]);
    expect(String(br.headers.vary)).toMatch(/\baccept-encoding\b/);
  });

  it('shows a video imported since the last visit, once the catalogue version changes', async () => {
    const latinoHost = `localhost:${THEME_PORTS.latino}`;
    expect((await page('/', latinoHost)).body).not.toContain('Fresh Import');
    const fresh = fixtureVideo({ id: 'v-latino-fresh', title: 'Fresh Import', publishedDaysAgo: 3, createdDaysAgo: 3, views: 50 }, new Date());
    await createVideosRepository(app.db).upsert(toVideoRow(THEME_CODES.latino, fresh, new Date()));
    await vi.waitFor(async () => expect(rowHtml((await page('/', latinoHost)).body, 'trending')).toContain(cardTitleHtml('Fresh Import')), { timeout: 5_000, interval: 50 });
  });
});

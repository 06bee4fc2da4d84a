import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { PAGE_CONFIG_ELEMENT_ID, type PageConfig } from '@vitrine/catalog/page-config';
import { THEMES } from '@vitrine/catalog/themes/themes';
import { THEME_IDS, THEME_PORTS } from '@vitrine/catalog/themes/theme-ids';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSourcesRepository } from '../db/sources-repository.ts';
import { TEST_API_KEYS, buildTestApp } from '../test/build-test-app.ts';
import { LATINO_SLUGS, NAMED, buildFixtureCatalogue, fixtureVideo } from '../test/fixture-catalogue.ts';
import { escapeHtml } from './head-tags.ts';

/** The web app's own template: the build copies its head as it is, adding only script and style links. */
const TEMPLATE = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');

/** Each tag of the page's `<head>`, keyed by what makes it one of a kind (`meta name=description`). */
function headTagKeys(html: string): string[] {
  const head = (/<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '').replace(/<!--[\s\S]*?-->/g, '');
  return [...head.matchAll(/<(title|meta|link)\b([^>]*)>/g)].map(([, tag, attributes = '']) => {
    const identity = /\b(name|property|charset|http-equiv|rel)(?:="([^"]*)")?/.exec(attributes);
    // Alternates differ by type: the feed and the oEmbed answer (PRODUCT §12).
    const type = tag === 'link' ? /\btype="([^"]*)"/.exec(attributes)?.[1] : undefined;
    return [tag, identity?.[1], identity?.[2], type].filter(Boolean).join(' ');
  });
}

/** A built script large enough that the server would compress it itself. */
const APP_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `row ${index}`))};\n`;

describe('web pages', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'vitrine-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), TEMPLATE);
    writeFileSync(join(dist, 'assets', 'index-a1b2c3.js'), 'console.log("app")');
    // As the web build writes them: each file compressed beside it.
    writeFileSync(join(dist, 'assets', 'start-d4e5f6.js'), APP_SCRIPT);
    writeFileSync(join(dist, 'assets', 'start-d4e5f6.js.br'), brotliCompressSync(APP_SCRIPT));
    writeFileSync(join(dist, 'assets', 'start-d4e5f6.js.gz'), gzipSync(APP_SCRIPT));
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const entries = buildFixtureCatalogue(new Date());
    // A title that would break out of the head or the config script if it were not escaped.
    const hostile = fixtureVideo({ id: 'v-hostile', title: '</script><script>alert(1)</script> "quoted"', publishedDaysAgo: 5, createdDaysAgo: 5 }, new Date());
    entries.push({ theme: 'rock', video: hostile });
    app = await buildTestApp({
      webDist: dist,
      entries,
      env: { SITE_HOSTS: JSON.stringify({ standup: { hosts: ['comedy.example.ch'], shareBaseUrl: 'https://comedy.example.ch' } }) },
    });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, host = 'localhost:3001') => app.inject({ method: 'GET', url, headers: { host } });
  const pageConfig = (html: string): PageConfig => {
    const match = new RegExp(`<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html);
    return JSON.parse(match?.[1] ?? 'null') as PageConfig;
  };

  it('serves / with the page config (API key, sites) instead of the marker', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(response.body).not.toContain('<!--vitrine:config-->');
    const config = pageConfig(response.body);
    expect(config.apiKey).toBe(TEST_API_KEYS[0]);
    expect(config.cacheOnLocalhost).toBe(false);
    expect(config.sites.standup).toEqual({ hosts: ['comedy.example.ch'], frenchHosts: [], shareBaseUrl: 'https://comedy.example.ch' });
    expect(config.themeId).toBe('rock');
  });

  it('carries the labels operators added, once the catalogue version shows the CLI stored one', async () => {
    expect(pageConfig((await page('/')).body).extraLabels).toEqual({});
    await createSourcesRepository(app.db).add(
      { themeCode: 'wmb', label: 'DigitalFoundry', kind: 'channel', youtubeId: 'UC9PBzalIcEQCsiIkq36PyUx', input: 'UC9PBzalIcEQCsiIkq36PyUx', includeShorts: false, includeLive: false, title: undefined },
      { themeCode: 'wmb', label: 'DigitalFoundry', title: 'Digital Foundry' },
    );
    // Each instance polls the version (CATALOG_VERSION_POLL_MS), so the page follows within a poll.
    await expect.poll(async () => pageConfig((await page('/')).body).extraLabels, { timeout: 10_000 }).toEqual({ rock: [{ label: 'DigitalFoundry', title: 'Digital Foundry' }] });
    expect(pageConfig((await page('/', 'localhost:3002')).body).extraLabels).toEqual({ rock: [{ label: 'DigitalFoundry', title: 'Digital Foundry' }] });
  });

  it.each([
    ['localhost:3001', 'rock'],
    ['localhost:3002', 'latino'],
    ['127.0.0.1:3004', 'culture_fr'],
    ['comedy.example.ch', 'standup'],
    ['tropicaliente.example.com', 'latino'],
    ['www.example.com', 'rock'],
    ['brand-fr.example.com', 'brand_fr'],
    ['comedy.example.ch.evil.test', 'rock'],
  ] as const)('Host %s gets the %s head tags and language, and the page starts on that theme', async (host, theme) => {
    const { body } = await page('/', host);
    expect(body).toContain(`<title>${escapeHtml(THEMES[theme].seo.title)}</title>`);
    expect(body).toContain(`<html lang="${THEMES[theme].lang}"`);
    expect(body).toContain('property="og:title"');
    expect(body).toContain('name="twitter:description"');
    expect(pageConfig(body).themeId).toBe(theme);
    // Its config too, so the page needs no theme chunk to start (issue 9: start-up JS).
    expect(pageConfig(body).theme).toEqual(THEMES[theme]);
  });

  it.each([
    ['/?theme=latino', 'localhost:3001', 'latino'],
    ['/?x=1&theme=brand_en', 'comedy.example.ch', 'brand_en'],
    ['/?theme=jazz', 'localhost:3002', 'latino'],
    ['/?theme=LATINO', 'www.example.com', 'rock'],
  ] as const)('%s on %s is served as %s, as the page reads ?theme= (PRODUCT §4.1)', async (url, host, theme) => {
    const { body } = await page(url, host);
    expect(body).toContain(`<title>${escapeHtml(THEMES[theme].seo.title)}</title>`);
    expect(pageConfig(body).themeId).toBe(theme);
  });

  it.each(THEME_IDS.flatMap((theme) => ['/', '/percent', '/no-such-video', '/a/b'].map((url) => [theme, url] as const)))(
    'on the %s port, %s has exactly one of each head tag',
    async (theme, url) => {
      const keys = headTagKeys((await page(url, `localhost:${THEME_PORTS[theme]}`)).body);
      const counts = Object.fromEntries(keys.map((key) => [key, keys.filter((other) => other === key).length]));
      expect(counts).toMatchObject({ title: 1, 'meta name description': 1, 'meta name theme-color': 1, 'link rel icon': 1, 'meta property og:title': 1 });
      expect(Object.entries(counts).filter(([, count]) => count > 1)).toEqual([]);
    },
  );

  it('/{pathseo} of a known video: 200 with that video in the head', async () => {
    const response = await page(`/${NAMED.percent.id.replace('v-', '')}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${escapeHtml(`${NAMED.percent.title} | ${THEMES.rock.name}`)}</title>`);
    expect(response.body).toContain('<meta property="og:url" content="http://localhost:3001/percent" />');
    expect(response.body).toContain('content="https://i.ytimg.com/vi/percent/hqdefault.jpg"');
  });

  it('/{titleSeo} (the address Play pushes) is found too, within the theme of the site', async () => {
    const response = await page(`/${LATINO_SLUGS.salsa.titleSeo}`, 'localhost:3002');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<meta property="og:url" content="http://localhost:3002/${LATINO_SLUGS.salsa.pathseo}" />`);
    expect((await page(`/${LATINO_SLUGS.salsa.titleSeo}`, 'localhost:3001')).statusCode).toBe(404);
    expect((await page(`/${LATINO_SLUGS.salsa.pathseo}`, 'localhost:3001')).statusCode).toBe(404);
  });

  it('escapes a hostile title in the head', async () => {
    const { body } = await page('/hostile');
    expect(body).not.toContain('<script>alert(1)</script>');
    expect(body).toContain('&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#34;quoted&#34;');
  });

  it('/{pathseo} of an unknown video: the same app page with HTTP 404', async () => {
    const response = await page('/no-such-video');
    expect(response.statusCode).toBe(404);
    expect(pageConfig(response.body).apiKey).toBe(TEST_API_KEYS[0]);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('anything deeper is the themed app (its not-found page) with HTTP 404', async () => {
    const response = await page('/a/b');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root"></div>');
    expect(pageConfig(response.body).apiKey).toBe(TEST_API_KEYS[0]);
  });

  it('a missing asset is a plain 404, never the app page', async () => {
    const response = await page('/assets/missing-chunk.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('id="root"');
  });

  it('hashed assets are cached for a year, other files for an hour', async () => {
    const asset = await page('/assets/index-a1b2c3.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await page('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the build\'s own compressed copy of a file, in the encoding the browser accepts', async () => {
    const asset = (acceptEncoding: string) => app.inject({ method: 'GET', url: '/assets/start-d4e5f6.js', headers: { host: 'localhost:3001', 'accept-encoding': acceptEncoding } });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload).toEqual(readFileSync(join(dist, 'assets', 'start-d4e5f6.js.br')));
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_SCRIPT);
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['vary']).toContain('accept-encoding');
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_SCRIPT);
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_SCRIPT);
  });

  it('never serves the raw template', async () => {
    expect((await page('/index.html')).body).not.toContain('<!--vitrine:config-->');
  });

  it('sends the YouTube-compatible security headers', async () => {
    const { headers } = await page('/');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
    expect(headers['content-security-policy']).toContain("script-src 'self' https://www.youtube.com/iframe_api https://www.youtube.com/s/player/");
  });
});

import { THEMES } from '@vitrine/catalog/themes/themes';
import { THEME_IDS, THEME_PORTS } from '@vitrine/catalog/themes/theme-ids';
import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { webDistFixture } from '../../test/web-dist-fixture.ts';

const INSTALL_FILES = ['/manifest.webmanifest', '/favicon.ico', '/apple-touch-icon.png', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png'];
const CONFIGURED_HOST = 'comedy.example.ch';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe('installable themes (PRODUCT §12)', () => {
  let app: FastifyInstance;
  let dist: ReturnType<typeof webDistFixture>;
  beforeAll(async () => {
    dist = webDistFixture();
    app = await buildTestApp({
      webDist: dist.dir,
      entries: [],
      env: { SITE_HOSTS: JSON.stringify({ standup: { hosts: [CONFIGURED_HOST], shareBaseUrl: `https://${CONFIGURED_HOST}` } }) },
    });
  });
  afterAll(async () => {
    await app?.close();
    dist?.remove();
  });

  const get = (url: string, host: string) => app.inject({ method: 'GET', url, headers: { host } });

  it('answers every install file on every theme port and configured host, never a 404', async () => {
    const hosts = [...THEME_IDS.map((id) => `localhost:${THEME_PORTS[id]}`), CONFIGURED_HOST];
    const failures: string[] = [];
    for (const host of hosts) {
      for (const url of INSTALL_FILES) {
        const response = await get(url, host);
        if (response.statusCode !== 200) failures.push(`${host}${url}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(THEME_IDS)("gives %s a manifest in the theme's name and colours, with 192, 512 and maskable icons that load", async (theme) => {
    const response = await get('/manifest.webmanifest', `localhost:${THEME_PORTS[theme]}`);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = response.json<Manifest>();
    expect(manifest).toMatchObject({ name: THEMES[theme].name, start_url: '/', display: 'standalone', theme_color: THEMES[theme].primary_color });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const image = await get(icon.src, 'localhost:3001');
      expect(image.headers['content-type']).toBe('image/png');
      const png = PNG.sync.read(image.rawPayload);
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      // Drawn in the theme's primary colour: the corner pixel (the sign is in the middle).
      const corner = `#${[png.data[0], png.data[1], png.data[2]].map((channel) => channel!.toString(16).padStart(2, '0')).join('')}`;
      expect(corner.toLowerCase()).toBe(THEMES[theme].primary_color.toLowerCase());
    }
  });

  it('serves favicon.ico as an icon file and the apple touch icon at 180 px', async () => {
    const ico = (await get('/favicon.ico', 'localhost:3002')).rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const touch = PNG.sync.read((await get('/apple-touch-icon.png', 'localhost:3002')).rawPayload);
    expect([touch.width, touch.height]).toEqual([180, 180]);
  });

  it('names the manifest, touch icon and theme colour in the page head, for the theme the page shows', async () => {
    const body = (await get('/?theme=latino', 'localhost:3001')).body;
    expect(body).toContain('<link rel="manifest" href="/manifest.webmanifest?theme=latino" />');
    expect(body).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png?theme=latino" />');
    expect(body).toContain(`<meta name="theme-color" content="${THEMES.latino.primary_color}" />`);
    expect((await get('/manifest.webmanifest?theme=latino', 'localhost:3001')).json<Manifest>().name).toBe(THEMES.latino.name);
  });
});

import { THEMES } from '@vitrine/catalog/themes/themes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { NAMED, buildFixtureCatalogue } from '../../test/fixture-catalogue.ts';
import { MALFORMED_URL_MESSAGE } from './oembed-route.ts';

const SHARE_BASE = 'https://rock.example';
const PERCENT_PAGE = `${SHARE_BASE}/percent`;

describe('GET /oembed (PRODUCT §12)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      entries: buildFixtureCatalogue(new Date()),
      env: { SITE_HOSTS: JSON.stringify({ rock: { hosts: ['rock.example', 'www.rock.example'], shareBaseUrl: SHARE_BASE } }) },
    });
  });
  afterAll(async () => app?.close());

  const oembed = (query: Record<string, string>, host = 'rock.example') =>
    app.inject({ method: 'GET', url: '/oembed', query, headers: { host } });

  it('describes a video of the site as an oEmbed video with the privacy-enhanced embed', async () => {
    const response = await oembed({ url: PERCENT_PAGE, format: 'json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json<Record<string, unknown>>();
    expect(body).toEqual({
      version: '1.0',
      type: 'video',
      title: NAMED.percent.title,
      author_name: 'Metal Blade Records',
      provider_name: THEMES.rock.name,
      provider_url: `${SHARE_BASE}/`,
      cache_age: expect.any(Number),
      thumbnail_url: 'https://i.ytimg.com/vi/percent/hqdefault.jpg',
      thumbnail_width: 480,
      thumbnail_height: 360,
      width: 1280,
      height: 720,
      html: expect.stringMatching(/^<iframe width="1280" height="720" src="https:\/\/www\.youtube-nocookie\.com\/embed\/v-percentxx" title="Live at 100% volume" [^>]*allowfullscreen><\/iframe>$/),
    });
  });

  it('accepts the site by any of its hosts, its local port, and a /{titleSeo} address', async () => {
    expect((await oembed({ url: 'https://www.rock.example/percent' })).statusCode).toBe(200);
    expect((await oembed({ url: 'http://localhost:3001/percent' }, 'localhost:3001')).statusCode).toBe(200);
    expect((await oembed({ url: `${SHARE_BASE}/percent?t=30` })).statusCode).toBe(200);
  });

  it('keeps within maxwidth and maxheight, at the same aspect ratio', async () => {
    const narrow = (await oembed({ url: PERCENT_PAGE, maxwidth: '640' })).json<Record<string, number>>();
    expect([narrow.width, narrow.height, narrow.thumbnail_width, narrow.thumbnail_height]).toEqual([640, 360, 480, 360]);
    const low = (await oembed({ url: PERCENT_PAGE, maxwidth: '1000', maxheight: '180' })).json<Record<string, number | string>>();
    expect([low.width, low.height, low.thumbnail_width, low.thumbnail_height]).toEqual([320, 180, 240, 180]);
    expect(low.html).toContain('width="320" height="180"');
  });

  it.each([
    ['another site', 'https://evil.example/percent'],
    ['a lookalike host', 'https://rock.example.evil.test/percent'],
    ['a host only a hostname keyword links to a theme', 'https://rock-videos.sport.example/percent'],
    ["another theme's port", 'http://localhost:3002/percent'],
    ['an unknown video', `${SHARE_BASE}/no-such-video`],
    ['a deeper path', `${SHARE_BASE}/percent/more`],
    ['the home page', `${SHARE_BASE}/`],
  ])('answers 404 for %s', async (_case, url) => {
    const response = await oembed({ url });
    expect(response.statusCode).toBe(404);
  });

  it("answers 404 for a video of another theme's site", async () => {
    expect((await oembed({ url: 'http://localhost:3002/latino-salsa' }, 'localhost:3002')).statusCode).toBe(200);
    expect((await oembed({ url: 'http://localhost:3001/latino-salsa' }, 'localhost:3001')).statusCode).toBe(404);
  });

  it.each([
    ['not a URL', 'percent'],
    ['a scheme other than http(s)', 'javascript:alert(1)//rock.example/percent'],
  ])('answers 400 for a malformed url: %s', async (_case, url) => {
    const response = await oembed({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MALFORMED_URL_MESSAGE });
  });

  it('answers 400 without a url or with a size that is not a positive integer, and 501 for XML', async () => {
    expect((await oembed({})).statusCode).toBe(400);
    expect((await oembed({ url: PERCENT_PAGE, maxwidth: '0' })).statusCode).toBe(400);
    expect((await oembed({ url: PERCENT_PAGE, maxwidth: 'Infinity' })).statusCode).toBe(400);
    expect((await oembed({ url: PERCENT_PAGE, format: 'xml' })).statusCode).toBe(501);
  });
});

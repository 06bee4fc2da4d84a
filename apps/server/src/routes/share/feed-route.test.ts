import { parseFeed } from '@rowanmanning/feed-parser';
import { THEMES } from '@vitrine/catalog/themes/themes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { FIXTURE_LABELS, NAMED, buildFixtureCatalogue, fixtureVideo } from '../../test/fixture-catalogue.ts';
import { webDistFixture } from '../../test/web-dist-fixture.ts';
import { FEED_ITEMS_MAX } from './feed-route.ts';

const SHARE_BASE = 'https://rock.example';
const HOSTILE_TITLE = 'Riffs & <b>Roars</b> ]]> "live"';

describe('GET /feed.xml (PRODUCT §12)', () => {
  let app: FastifyInstance;
  let dist: ReturnType<typeof webDistFixture>;
  beforeAll(async () => {
    dist = webDistFixture();
    const entries = buildFixtureCatalogue(new Date());
    const extra = Array.from({ length: FEED_ITEMS_MAX }, (_, i) =>
      fixtureVideo({ id: `v-feed-${i}`, title: i === 0 ? HOSTILE_TITLE : `Feed ${i}`, label: FIXTURE_LABELS.NUCLEAR, publishedDaysAgo: 0.5 + i / 100, createdDaysAgo: 1 }, new Date()),
    );
    app = await buildTestApp({
      webDist: dist.dir,
      entries: [...entries, ...extra.map((video) => ({ theme: 'rock' as const, video }))],
      env: { SITE_HOSTS: JSON.stringify({ rock: { hosts: ['rock.example'], shareBaseUrl: SHARE_BASE } }) },
    });
  });
  afterAll(async () => {
    await app?.close();
    dist?.remove();
  });

  const get = (url: string, host = 'rock.example') => app.inject({ method: 'GET', url, headers: { host } });

  it("is the theme's RSS 2.0 feed of its newest videos, readable by a feed parser", async () => {
    const response = await get('/feed.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = parseFeed(response.body);
    expect(feed.meta).toEqual({ type: 'rss', version: '2.0' });
    expect(feed.title).toBe(THEMES.rock.name);
    expect(feed.url).toBe(`${SHARE_BASE}/`);
    expect(feed.self).toBe(`${SHARE_BASE}/feed.xml`);
    expect(feed.language).toBe('en');
    expect(feed.items).toHaveLength(FEED_ITEMS_MAX);
    const [first] = feed.items;
    expect(first?.title).toBe(HOSTILE_TITLE);
    expect(first?.url).toBe(`${SHARE_BASE}/feed-0`);
    expect(first?.id).toBe(`${SHARE_BASE}/feed-0`);
    const dates = feed.items.map((item) => item.published?.getTime() ?? 0);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('lists one label with ?label=, and nothing from the other labels', async () => {
    const feed = parseFeed((await get(`/feed.xml?label=${FIXTURE_LABELS.METAL}`)).body);
    expect(feed.title).toBe(`Metal Blade Records | ${THEMES.rock.name}`);
    expect(feed.self).toBe(`${SHARE_BASE}/feed.xml?label=${FIXTURE_LABELS.METAL}`);
    expect(feed.items.map((item) => item.title)).toContain(NAMED.percent.title);
    expect(feed.items.map((item) => item.title)).not.toContain('Feed 1');
    expect(feed.items.every((item) => item.categories.some((category) => category.label === 'Metal Blade Records'))).toBe(true);
  });

  it("is found from every page's head", async () => {
    for (const path of ['/', '/percent']) {
      expect((await get(path)).body).toContain(`<link rel="alternate" type="application/rss+xml" title="${THEMES.rock.name.replace('&', '&#38;')}" href="${SHARE_BASE}/feed.xml" />`);
    }
  });

  it('answers 304 to a reader that has the current feed, and 400 to a malformed label', async () => {
    const first = await get('/feed.xml');
    const again = await app.inject({ method: 'GET', url: '/feed.xml', headers: { host: 'rock.example', 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await get('/feed.xml?label=')).statusCode).toBe(400);
    expect((await get('/feed.xml?other=1')).statusCode).toBe(400);
  });
});

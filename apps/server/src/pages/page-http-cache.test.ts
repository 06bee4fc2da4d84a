import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THEME_CODES } from '@vitrine/catalog/themes/theme-ids';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toVideoRow } from '../db/video-row.ts';
import { createVideosRepository } from '../db/videos-repository.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { NAMED, buildFixtureCatalogue, fixtureVideo } from '../test/fixture-catalogue.ts';

const TEMPLATE = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
const ROCK_HOST = 'localhost:3001';
const LATINO_HOST = 'localhost:3002';

/** Pages through HTTP caches (PRODUCT §11): ETag and 304, a short shared cache, one copy per host. */
describe('page caching', () => {
  let app: FastifyInstance;
  let dist: string;
  const now = new Date();

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'vitrine-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), TEMPLATE);
    app = await buildTestApp({ webDist: dist, entries: buildFixtureCatalogue(now), env: { CATALOG_VERSION_POLL_MS: '100' } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: ROCK_HOST, ...headers } });
  const videoPath = `/${NAMED.mostViewed.id.replace(/^v-/, '')}`;

  it('gives / and a video page an ETag, and a 304 to a client that has them', async () => {
    for (const url of ['/', videoPath]) {
      const first = await page(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await page(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('lets a shared cache keep a page briefly, one copy per host', async () => {
    const response = await page('/');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(String(response.headers.vary)).toMatch(/\bhost\b/);
  });

  it('never gives one site the page of another (their theme and ETag differ)', async () => {
    const rock = await page('/');
    const latino = await page('/', { host: LATINO_HOST });
    expect(latino.headers.etag).not.toBe(rock.headers.etag);
    expect(latino.body).not.toBe(rock.body);
    expect((await page('/', { host: LATINO_HOST, 'if-none-match': rock.headers.etag as string })).statusCode).toBe(200);
  });

  it('keeps not-found pages out of shared caches', async () => {
    const response = await page('/no-such-video');
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('shows a video page changed by a sync, with a new ETag', async () => {
    const before = await page(videoPath);
    expect(before.body).toContain(NAMED.mostViewed.title);
    const renamed = fixtureVideo({ ...NAMED.mostViewed, title: 'Old Classic (Live)' }, now);
    await createVideosRepository(app.db).upsert(toVideoRow(THEME_CODES.rock, renamed, now));
    await vi.waitFor(
      async () => {
        const after = await page(videoPath, { 'if-none-match': before.headers.etag as string });
        expect(after.statusCode).toBe(200);
        expect(after.body).toContain('Old Classic (Live)');
      },
      { timeout: 5_000, interval: 50 },
    );
  });
});

import { expect, test, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { HomePage } from './pages/home-page.ts';
import { HomeRows } from './pages/home-rows.ts';

/**
 * The JavaScript a first visit of the home page fetches before it is idle, gzipped. Issue 9 aims
 * at 90 KB; this is the ceiling today's page keeps (153 KB measured, docs/PERFORMANCE.md), so any
 * growth fails.
 */
const MAX_STARTUP_JS_GZIP_BYTES = 155 * 1024;
/** The overlays that open on a click, each a chunk of its own (PRODUCT §2.1). */
const CLICK_OVERLAY_CHUNK = /\/assets\/(details-dialog|video-player|invite-popup)-[\w-]{8}\.js$/;

test('the home page starts with no dialog, player or popup code, and no more JavaScript than today', async ({ page }) => {
  test.setTimeout(60_000);
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const rows = new HomeRows(page);
  await new HomePage(page).goto(3001);
  await expect(rows.cards(rows.byKey('trending')).first()).toBeAttached({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');

  const sizes = await Promise.all(scripts.map(async (response) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(await response.body()).length })));
  expect(sizes.map((script) => script.url).filter((url) => CLICK_OVERLAY_CHUNK.test(url))).toEqual([]);
  const total = sizes.reduce((sum, script) => sum + script.gzipBytes, 0);
  expect(total, JSON.stringify(sizes, null, 1)).toBeLessThanOrEqual(MAX_STARTUP_JS_GZIP_BYTES);
});

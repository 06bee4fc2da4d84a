import { expect, test, type Response } from '@playwright/test';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { HomePage } from './pages/home-page.ts';
import { HomeRows } from './pages/home-rows.ts';

/**
 * The JavaScript a first visit of the home page fetches before it is idle, gzipped. Issue 9 aims
 * at 90 KB; this is the ceiling the page keeps (101.0 KB measured, docs/PERFORMANCE.md says what
 * it holds and why React 19 alone leaves no room for 90), so any growth fails.
 */
const MAX_STARTUP_JS_GZIP_BYTES = 102 * 1024;
/** The overlays that open on a click, a hover or a first toast, each a chunk of its own (PRODUCT §2.1). */
const ON_USE_OVERLAY_CHUNK = /\/assets\/(details-dialog|video-player|invite-popup|sidebar|toaster|sanitize-html|card-preview)-[\w-]{8}\.js$/;
/** What the e2e server sends: the web build (its webServer runs apps/server/dist/server.js on it). */
const WEB_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
/** Files under this size are sent plain (vite.config.ts precompresses nothing smaller, the server compresses nothing smaller). */
const PRECOMPRESSED_MIN_BYTES = 1024;
/** A theme's config: the page's own comes inlined in the page config, the others load on a switch. */
const THEME_CONFIG_CHUNK = /\/assets\/(rock|latino|standup|culture-fr|spkombat|brand-fr|brand-en|sport|wildpeaks)-[\w-]{8}\.js$/;

test('the home page starts with no dialog, player, popup, sidebar, toast, card preview or theme-config code, and no more JavaScript than its ceiling', async ({ page }) => {
  test.setTimeout(60_000);
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const rows = new HomeRows(page);
  await new HomePage(page).goto(3001);
  await expect(rows.cards(rows.byKey('trending')).first()).toBeAttached({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');

  const bodies = await Promise.all(scripts.map(async (response) => ({ url: new URL(response.url()).pathname, body: await response.body() })));
  const sizes = bodies.map(({ url, body }) => ({ url, gzipBytes: gzipSync(body).length }));
  expect(sizes.map((script) => script.url).filter((url) => ON_USE_OVERLAY_CHUNK.test(url) || THEME_CONFIG_CHUNK.test(url))).toEqual([]);
  const total = sizes.reduce((sum, script) => sum + script.gzipBytes, 0);
  test.info().annotations.push({ type: 'start-up JS, gzipped bytes', description: `${total} in ${sizes.length} scripts: ${sizes.map((script) => `${script.url} ${script.gzipBytes}`).join(', ')}` });
  expect(total, JSON.stringify(sizes, null, 1)).toBeLessThanOrEqual(MAX_STARTUP_JS_GZIP_BYTES);
});

test('the page\'s scripts and stylesheet are sent as the build compressed them (brotli), not compressed again for each visitor', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType())) responses.push(response);
  });
  await new HomePage(page).goto(3001);
  await page.waitForLoadState('networkidle');

  const sent = await Promise.all(
    responses.map(async (response) => {
      const path = new URL(response.url()).pathname;
      const headers = await response.allHeaders();
      return { path, size: (await response.body()).length, encoding: headers['content-encoding'], length: Number(headers['content-length']) };
    }),
  );
  const large = sent.filter(({ size }) => size >= PRECOMPRESSED_MIN_BYTES);
  expect(large.map(({ path }) => path)).toContainEqual(expect.stringMatching(/^\/assets\/start-[\w-]+\.js$/));
  for (const { path, encoding, length } of large) {
    const precompressed = `${WEB_DIST}${path}.br`;
    expect(existsSync(precompressed), `${precompressed} written by the build`).toBe(true);
    expect({ path, encoding, length }).toEqual({ path, encoding: 'br', length: statSync(precompressed).size });
  }
});

test('a page at rest animates nothing: rows waiting below the fold keep still placeholders, and a row pulses while it is fetched', async ({ page }) => {
  test.setTimeout(60_000);
  const rows = new HomeRows(page);
  await new HomePage(page).goto(3001);
  await expect(rows.cards(rows.byKey('trending')).first()).toBeAttached({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const lastRow = rows.all().last();
  const placeholders = lastRow.locator('.card-placeholder');
  await expect(placeholders.first()).toBeAttached();
  // An endless animation is restyled at every frame: a phone's main thread kept busy while the
  // visitor reads (docs/PERFORMANCE.md). A transition, e.g. an image fading in, ends by itself.
  const endlessAnimations = () => page.evaluate(() => document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations === Infinity).length);
  expect(await endlessAnimations()).toBe(0);

  // Held, the last row's first page stays on its way once the row comes near the view.
  let releaseRequests = () => {};
  const held = new Promise<void>((resolve) => (releaseRequests = resolve));
  await page.route('**/api/blogs?**', async (route) => {
    await held;
    await route.continue();
  });
  await lastRow.scrollIntoViewIfNeeded();
  await expect.poll(() => placeholders.evaluateAll((elements) => elements.filter((element) => element.getAnimations().length > 0).length)).toBe(6);
  releaseRequests();
  await expect(rows.cards(lastRow).first()).toBeAttached({ timeout: 30_000 });
  await expect(placeholders).toHaveCount(0);
});
